import { DraftRoutes } from '@polyloop/shared/contract/routes/drafts';
import { implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const drafts = loadOnce(() => import('../../domain/draft/draft.service.js'));
const assistants = loadOnce(() => import('../../domain/draft/assistant.js'));

/** The drafts panel: list, count, one draft, deletions, and the company's assistant address (and its rotation). */
export const draftRoutes = implement(DraftRoutes, {
  listDrafts: async ({ query, actor }) => (await drafts()).list(actor, query),
  countDrafts: async ({ actor }) => (await drafts()).count(actor),
  draftAssistant: async ({ actor }) => (await assistants()).assistant(actor),
  rotateDraftAssistant: async ({ actor }) => (await assistants()).rotate(actor),
  bulkDeleteDrafts: async ({ query, actor }) => (await drafts()).removeMany(actor, query.ids),
  getDraft: async ({ params, actor }) => (await drafts()).get(actor, params.id),
  deleteDraft: async ({ params, actor }) => (await drafts()).remove(actor, params.id),
});
