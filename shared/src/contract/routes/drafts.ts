import { defineRoutes, PathParams as P } from '../define.js';
import { deletion, pagedList } from '../kinds.js';
import {
  BulkDeleteQuery,
  BulkDeleteResult,
  Draft,
  DraftAssistant,
  DraftCount,
  DraftListQuery,
  DraftSummary,
} from '../../supply/draft.js';

const d = '/api/drafts';

/** Drafts of haves and needs made by the e-mail assistant (spec part 3 §7.5). */
export const DraftRoutes = defineRoutes(
  'drafts',
  { tags: ['Drafts'], permission: 'DRAFT_READ' },
  {
    listDrafts: pagedList(DraftSummary, {
      path: d,
      summary:
        'Draft haves and needs, newest first, all or of one type; total in x-total-count. Drafts of unknown type are not listed.',
      query: DraftListQuery,
    }),
    countDrafts: {
      method: 'GET',
      path: `${d}/count`,
      summary: 'How many draft haves and needs there are (the top bar’s badge).',
      response: DraftCount,
    },
    draftAssistant: {
      method: 'GET',
      path: `${d}/assistant`,
      summary: 'The company’s assistant address (forward e-mails there) and which extractor reads them.',
      permission: 'MAGICIAN',
      response: DraftAssistant,
    },
    rotateDraftAssistant: {
      method: 'POST',
      path: `${d}/assistant/rotate`,
      summary:
        'Gives the company a new assistant address; e-mails to the old one make no draft from now on (company administrators).',
      authority: 'ROLE_USER_ADMIN',
      permission: 'INTEGRATIONS_MANAGEMENT',
      response: DraftAssistant,
    },
    bulkDeleteDrafts: {
      method: 'DELETE',
      path: `${d}/bulk-delete`,
      summary:
        'Deletes the drafts named by `ids` (repeated); answers how many were deleted and how many were not found.',
      permission: 'DRAFT_WRITE',
      query: BulkDeleteQuery,
      response: BulkDeleteResult,
    },
    getDraft: {
      method: 'GET',
      path: `${d}/{id}`,
      summary:
        'One draft, with every field the assistant read (the new-have and new-need draft forms start from it).',
      params: P.id,
      response: Draft,
    },
    deleteDraft: deletion({
      path: `${d}/{id}`,
      summary: 'Deletes a draft.',
      permission: 'DRAFT_WRITE',
      params: P.id,
    }),
  },
);
