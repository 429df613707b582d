import { SupplyRoutes } from '@polyloop/shared/contract/routes/supply';
import { implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const groups = loadOnce(() => import('../../domain/listing/have-group.service.js'));

/** Groups of haves. */
export const haveGroupRoutes = implement(SupplyRoutes, {
  changeHaveGroup: async ({ params, body, actor }) => (await groups()).choose(actor, params.id, body.groupId),
  listHaveGroups: async ({ query, actor }) => (await groups()).list(actor, query),
  createHaveGroup: async ({ body, actor }) => (await groups()).create(actor, body),
  getHaveGroup: async ({ params, actor }) => (await groups()).get(actor, params.id),
  renameHaveGroup: async ({ params, body, actor }) => (await groups()).rename(actor, params.id, body.name),
  deleteHaveGroup: async ({ params, actor }) => (await groups()).remove(actor, params.id),
});
