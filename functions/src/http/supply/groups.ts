import { SupplyRoutes } from '@polyloop/shared/contract/routes/supply';
import { implement } from '../preset.js';
import * as Groups from '../../domain/listing/have-group.service.js';

/** Groups of haves. */
export const haveGroupRoutes = implement(SupplyRoutes, {
  changeHaveGroup: ({ params, body, actor }) => Groups.choose(actor, params.id, body.groupId),
  listHaveGroups: ({ query, actor }) => Groups.list(actor, query),
  createHaveGroup: ({ body, actor }) => Groups.create(actor, body),
  getHaveGroup: ({ params, actor }) => Groups.get(actor, params.id),
  renameHaveGroup: ({ params, body, actor }) => Groups.rename(actor, params.id, body.name),
  deleteHaveGroup: ({ params, actor }) => Groups.remove(actor, params.id),
});
