import { TagRoutes } from '@polyloop/shared/contract/routes/tags';
import { implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const tags = loadOnce(() => import('../../domain/company/tag.service.js'));

export const tagRoutes = implement(TagRoutes, {
  listTags: async ({ actor }) => (await tags()).list(actor),
  createTag: async ({ actor, body }) => (await tags()).create(actor, body),
  renameTag: async ({ actor, params, body }) => (await tags()).rename(actor, params.id, body),
  mergeTags: async ({ actor, params, body }) => (await tags()).merge(actor, params.id, body),
  deleteTag: async ({ actor, params }) => (await tags()).destroy(actor, params.id),
});
