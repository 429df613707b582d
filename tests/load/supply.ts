import { buildPath, SupplyRoutes, MaterialType } from '@polyloop/shared';
import { benchTenant, inParallel, type Cloud } from './harness.js';
import { measure } from './stats.js';

const HAVES = 20_000;
const CONCURRENCY = 16;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Seeds one tenant with 20,000 haves (through the service, as the API writes them: the record,
 * its counters and its expiry mark in one transaction each), then times the first list page, a
 * page filtered by material type and status, and a have's detail.
 */
export async function supplyFigures(cloud: Cloud, samples: number) {
  const { company, get, requestsOf } = await benchTenant(cloud, 'Supply bench');
  const { loadActor } = await import('@polyloop/functions/domain/access/access.service');
  const { asMember } = await import('@polyloop/functions/lib/actor');
  const Listings = await import('@polyloop/functions/domain/listing/listing.service');
  const actor = asMember(
    await loadActor({
      sub: company.admin.userId,
      email: company.admin.email,
      'custom:tenantId': company.tenantId,
    }),
  );
  const types = MaterialType.options;
  const started = Date.now();
  const ids: string[] = [];
  await inParallel(HAVES, CONCURRENCY, async (n) => {
    const have = await Listings.create(actor, 'have', {
      companyId: company.tenantId,
      materialType: types[n % types.length]!,
      remainingWeight: { unitValue: 1000 + n, unit: 'POUND' },
      price: { unitValue: 0.3, unit: 'POUND' },
      expirationDate: day(1 + (n % 60)),
      palletized: false,
      representatives: [],
    });
    ids.push(have.id);
  });
  const seedMs = Date.now() - started;
  await cloud.settle();

  const listPath = `${SupplyRoutes.listHaves.path}?page=0&size=25`;
  const filteredPath = `${SupplyRoutes.listHaves.path}?page=0&size=25&materialType=PP&status=ACTIVE`;
  const detailOf = (id: string) => buildPath(SupplyRoutes.getHave.path, { id });
  const rows = [
    { label: 'First list page (25)', path: listPath },
    { label: 'PP + Active, first page', path: filteredPath },
    { label: 'Have detail', path: detailOf(ids[Math.floor(ids.length / 2)]!) },
  ];
  const out = [];
  for (const row of rows) {
    const requests = await requestsOf(row.path);
    const timed =
      row.label === 'Have detail'
        ? await measure(samples, (i) => get(detailOf(ids[i % ids.length]!)))
        : await measure(samples, () => get(row.path));
    out.push({ label: row.label, samples: timed, requests });
  }
  return {
    title: `Haves with a tenant of ${HAVES.toLocaleString('en-US')} haves (seeded in ${(seedMs / 1000).toFixed(1)} s)`,
    rows: out,
  };
}
