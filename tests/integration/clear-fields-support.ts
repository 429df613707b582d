import { expect, it } from 'vitest';
import type { RouteDefinition } from '@polyloop/shared';
import { clearableKeys } from '@polyloop/shared/contract/clearable';
import type { SignedInClient } from '../support/client.js';
import { fieldsOf } from './crm-support.js';

/**
 * What the clearing suites share: a case per PATCH route, and the sweep that sets each optional
 * field of it, sends them as null and reads the record back without them.
 */

export type Row = Record<string, unknown>;

export interface Case {
  route: RouteDefinition;
  /** Makes the record and answers the PATCH's params. */
  make: () => Promise<Row>;
  /** The optional fields with a value each, as an edit sends them. */
  fill: () => Row;
  /** The record as read back. */
  read: (params: Row) => Promise<Row>;
  /** The record as the other company of a trade reads it: it sees the field cleared too. */
  readAs?: (params: Row) => Promise<Row>;
  /** Where the read record shows a field sent under another name (`locationId` → `location`). */
  shown?: Row;
  /** A field every such record has: null there is refused. */
  kept: string;
  /**
   * The fill's other fields go along with every edit: the whole record is sent (a material, a
   * public location), or the route asks for them each time (an auction's name and end).
   */
  whole?: boolean;
  client?: () => SignedInClient;
}

/** Empty as a person reads it: absent or null. */
export const empty = (value: unknown) => value === undefined || value === null;

/**
 * PATCH routes left out of both sweeps. A bill is an invoice's other kind: one body
 * (`InvoicePatch`) and one service (`invoice.service` `update`, told the kind), so sweeping
 * invoices sweeps it.
 */
export const NOT_SWEPT: Record<string, string> = {
  updateBill: 'the same body and service as updateInvoice',
};

/** One test per case: each optional field set, then sent as null, reads back empty (for both companies of a trade). */
export function sweep(cases: Record<string, Case>, defaultClient: () => SignedInClient): void {
  for (const [name, c] of Object.entries(cases)) {
    it(`${name}: each optional field set, then sent as null, reads back empty`, async () => {
      const client = (c.client ?? defaultClient)();
      const params = await c.make();
      const fill = c.fill();
      const clearable = new Set(clearableKeys(c.route.body!));
      const optional = Object.keys(fill).filter((k) => clearable.has(k));
      expect(optional.length).toBeGreaterThan(0);
      const where = (field: string) => (c.shown?.[field] as string | undefined) ?? field;
      const withParams = Object.keys(params).length ? { params } : {};
      const send = (body: Row) => client.ok(c.route, { ...withParams, body } as never);
      const readers = [c.read, ...(c.readAs ? [c.readAs] : [])];

      await send(fill);
      for (const [n, read] of readers.entries()) {
        const filled = await read(params);
        for (const field of optional) {
          const label = `${name}.${field} set (${n ? 'other company' : 'owner'})`;
          expect(filled[where(field)], label).not.toBeNull();
          expect(filled[where(field)], label).toBeDefined();
        }
      }

      const kept = c.whole ? Object.fromEntries(Object.entries(fill).filter(([k]) => !clearable.has(k))) : {};
      await send({ ...kept, ...Object.fromEntries(optional.map((k) => [k, null])) });
      for (const [n, read] of readers.entries()) {
        const cleared = await read(params);
        for (const field of optional)
          expect(
            empty(cleared[where(field)]),
            `${name}.${field} cleared (${n ? 'other company' : 'owner'}): ${JSON.stringify(cleared[where(field)])}`,
          ).toBe(true);
      }

      const refused = await client.refused(c.route, {
        ...withParams,
        body: { ...kept, [c.kept]: null },
      } as never);
      expect(refused.status).toBe(400);
      expect(Object.keys(fieldsOf(refused))).toContain(c.kept);
    });
  }
}
