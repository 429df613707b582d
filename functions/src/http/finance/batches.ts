import { JournalBatchRoutes } from '@polyloop/shared/contract/routes/finance-batches';
import { attachment, implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const batches = loadOnce(() => import('../../domain/finance/journal.batch.js'));

/** Journal batches for books kept elsewhere: listed, made once per claim, downloaded again as often as asked. */
export const batchRoutes = implement(JournalBatchRoutes, {
  listJournalBatches: async ({ actor }) => (await batches()).list(actor),
  createJournalBatch: async ({ body, actor }) => (await batches()).create(actor, body),
  downloadJournalBatch: async ({ params, query, actor }) =>
    attachment(await (await batches()).download(actor, params.id, query.format)),
});
