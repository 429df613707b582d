export const at = '2026-03-01T10:00:00.000Z';
/** Who last changed a record in the tests, and when. */
export const stamp = { updatedDate: at, updatedBy: 'u1', updatedByName: 'Ann' };

/**
 * A have (or need) of the seller as stored, last changed by Ann: open and active, 1,000 lb of PP
 * left until April, made on 1 March. `extra` changes or adds what a test is about.
 */
export const storedListing = (extra: Record<string, unknown> = {}) => ({
  tenantId: 't1',
  id: 'h1',
  identifier: 'GLP-H1',
  companyId: 'c1',
  companyName: 'Seller',
  materialType: 'PP',
  remainingWeight: { unitValue: 1000, unit: 'POUND' },
  expirationDate: '2026-04-01',
  status: 'ACTIVE',
  archived: false,
  lane: 'OPEN',
  createdDate: at,
  createdMonth: '2026-03',
  ...stamp,
  ...extra,
});
