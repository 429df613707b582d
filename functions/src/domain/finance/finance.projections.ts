import { defineProjection, tableWrites, type Projection } from '../../lib/projection.js';
import { loadOnce } from '../../lib/lazy.js';

const rollups = loadOnce(() => import('./finance.rollups.js'));

/** What the table stream derives from the journal and from invoices and bills (both may lag a moment). */
export const projections: Projection[] = [
  // The finance summary's months, material types and companies (finance.rollups.ts).
  defineProjection({
    name: 'journal-entry.rollup',
    entity: 'journal-entry',
    consumer: 'read-models',
    derive: async (change) => (await rollups()).rollupWrites(change),
    write: tableWrites,
    rebuild: { owns: ['finance-rollup'] },
  }),
  // What is owed per company and due date: the aged views and the summary's open totals.
  defineProjection({
    name: 'invoice.open-balances',
    entity: 'invoice',
    consumer: 'read-models',
    derive: async (change) => (await rollups()).openBalanceMoves(change),
    write: async (moves, marker) => (await rollups()).writeOpenBalances(moves, marker),
    rebuild: { owns: ['open-balance'] },
  }),
];
