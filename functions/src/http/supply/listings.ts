import { SupplyRoutes } from '@polyloop/shared/contract/routes/supply';
import type { Have, HaveListItem, Need } from '@polyloop/shared/supply/listing';
import type { Page } from '../../data/page.js';
import { attachment, implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const listings = loadOnce(() => import('../../domain/listing/listing.service.js'));
const listingExport = loadOnce(() => import('../../domain/listing/listing.export.js'));

const haves = <T>(p: Promise<T>) => p as Promise<T extends Page<unknown> ? Page<HaveListItem> : Have>;
const needs = <T>(p: Promise<T>) => p as Promise<T extends Page<unknown> ? Page<Need> : Need>;

/** Haves and needs, and their company and material tabs. */
export const listingRoutes = implement(SupplyRoutes, {
  listHaves: async ({ query, actor }) => haves((await listings()).list(actor, 'have', query)),
  createHave: async ({ body, actor }) => haves((await listings()).create(actor, 'have', body)),
  exportHaves: async ({ query, actor }) =>
    attachment(await (await listingExport()).exportListings(actor, 'have', query)),
  getHave: async ({ params, actor }) => haves((await listings()).get(actor, 'have', params.id)),
  updateHave: async ({ params, body, actor }) =>
    haves((await listings()).update(actor, 'have', params.id, body)),
  changeHaveStatus: async ({ params, body, actor }) =>
    haves((await listings()).changeStatus(actor, 'have', params.id, body.status)),
  archiveHave: async ({ params, actor }) =>
    haves((await listings()).setArchived(actor, 'have', params.id, true)),
  restoreHave: async ({ params, actor }) =>
    haves((await listings()).setArchived(actor, 'have', params.id, false)),
  haveHistory: async ({ params, query, actor }) =>
    (await listings()).history(actor, 'have', params.id, query.cursor, query.size),
  listNeeds: async ({ query, actor }) => needs((await listings()).list(actor, 'need', query)),
  createNeed: async ({ body, actor }) => needs((await listings()).create(actor, 'need', body)),
  exportNeeds: async ({ query, actor }) =>
    attachment(await (await listingExport()).exportListings(actor, 'need', query)),
  getNeed: async ({ params, actor }) => needs((await listings()).get(actor, 'need', params.id)),
  updateNeed: async ({ params, body, actor }) =>
    needs((await listings()).update(actor, 'need', params.id, body)),
  changeNeedStatus: async ({ params, body, actor }) =>
    needs((await listings()).changeStatus(actor, 'need', params.id, body.status)),
  archiveNeed: async ({ params, actor }) =>
    needs((await listings()).setArchived(actor, 'need', params.id, true)),
  restoreNeed: async ({ params, actor }) =>
    needs((await listings()).setArchived(actor, 'need', params.id, false)),
  needHistory: async ({ params, query, actor }) =>
    (await listings()).history(actor, 'need', params.id, query.cursor, query.size),
  companyHaves: async ({ params, query, actor }) =>
    haves((await listings()).list(actor, 'have', query, { companyId: params.id })),
  companyNeeds: async ({ params, query, actor }) =>
    needs((await listings()).list(actor, 'need', query, { companyId: params.id })),
  materialHaves: async ({ params, query, actor }) =>
    haves((await listings()).list(actor, 'have', query, { materialId: params.id })),
});
