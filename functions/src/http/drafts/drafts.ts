import { DraftRoutes } from '@polyloop/shared/contract/routes/drafts';
import { implement } from '../preset.js';
import * as Drafts from '../../domain/draft/draft.service.js';
import { assistant, rotate } from '../../domain/draft/assistant.js';

/** The drafts panel: list, count, one draft, deletions, and the company's assistant address (and its rotation). */
export const draftRoutes = implement(DraftRoutes, {
  listDrafts: ({ query, actor }) => Drafts.list(actor, query),
  countDrafts: ({ actor }) => Drafts.count(actor),
  draftAssistant: ({ actor }) => assistant(actor),
  rotateDraftAssistant: ({ actor }) => rotate(actor),
  bulkDeleteDrafts: ({ query, actor }) => Drafts.removeMany(actor, query.ids),
  getDraft: ({ params, actor }) => Drafts.get(actor, params.id),
  deleteDraft: ({ params, actor }) => Drafts.remove(actor, params.id),
});
