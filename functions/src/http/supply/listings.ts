import { SupplyRoutes } from '@polyloop/shared/contract/routes/supply';
import type { Have, HaveListItem, Need } from '@polyloop/shared/supply/listing';
import type { Page } from '../../data/page.js';
import { attachment, implement } from '../preset.js';
import * as Listings from '../../domain/listing/listing.service.js';
import { exportListings } from '../../domain/listing/listing.export.js';

const haves = <T>(p: Promise<T>) => p as Promise<T extends Page<unknown> ? Page<HaveListItem> : Have>;
const needs = <T>(p: Promise<T>) => p as Promise<T extends Page<unknown> ? Page<Need> : Need>;

/** Haves and needs, and their company and material tabs. */
export const listingRoutes = implement(SupplyRoutes, {
  listHaves: ({ query, actor }) => haves(Listings.list(actor, 'have', query)),
  createHave: ({ body, actor }) => haves(Listings.create(actor, 'have', body)),
  exportHaves: async ({ query, actor }) => attachment(await exportListings(actor, 'have', query)),
  getHave: ({ params, actor }) => haves(Listings.get(actor, 'have', params.id)),
  updateHave: ({ params, body, actor }) => haves(Listings.update(actor, 'have', params.id, body)),
  changeHaveStatus: ({ params, body, actor }) =>
    haves(Listings.changeStatus(actor, 'have', params.id, body.status)),
  archiveHave: ({ params, actor }) => haves(Listings.setArchived(actor, 'have', params.id, true)),
  restoreHave: ({ params, actor }) => haves(Listings.setArchived(actor, 'have', params.id, false)),
  haveHistory: ({ params, query, actor }) =>
    Listings.history(actor, 'have', params.id, query.cursor, query.size),
  listNeeds: ({ query, actor }) => needs(Listings.list(actor, 'need', query)),
  createNeed: ({ body, actor }) => needs(Listings.create(actor, 'need', body)),
  exportNeeds: async ({ query, actor }) => attachment(await exportListings(actor, 'need', query)),
  getNeed: ({ params, actor }) => needs(Listings.get(actor, 'need', params.id)),
  updateNeed: ({ params, body, actor }) => needs(Listings.update(actor, 'need', params.id, body)),
  changeNeedStatus: ({ params, body, actor }) =>
    needs(Listings.changeStatus(actor, 'need', params.id, body.status)),
  archiveNeed: ({ params, actor }) => needs(Listings.setArchived(actor, 'need', params.id, true)),
  restoreNeed: ({ params, actor }) => needs(Listings.setArchived(actor, 'need', params.id, false)),
  needHistory: ({ params, query, actor }) =>
    Listings.history(actor, 'need', params.id, query.cursor, query.size),
  companyHaves: ({ params, query, actor }) =>
    haves(Listings.list(actor, 'have', query, { companyId: params.id })),
  companyNeeds: ({ params, query, actor }) =>
    needs(Listings.list(actor, 'need', query, { companyId: params.id })),
  materialHaves: ({ params, query, actor }) =>
    haves(Listings.list(actor, 'have', query, { materialId: params.id })),
});
