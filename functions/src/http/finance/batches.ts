import { JournalBatchRoutes } from '@polyloop/shared/contract/routes/finance-batches';
import { attachment, implement } from '../preset.js';

const batches = () => import('../../domain/finance/journal.batch.js');

/** Journal batches for books kept elsewhere: listed, made once per claim, downloaded again as often as asked. */
export const batchRoutes = implement(JournalBatchRoutes, {
  listJournalBatches: async ({ actor }) => (await batches()).list(actor),
  createJournalBatch: async ({ body, actor }) => (await batches()).create(actor, body),
  downloadJournalBatch: async ({ params, query, actor }) =>
    attachment(await (await batches()).download(actor, params.id, query.format)),
});
