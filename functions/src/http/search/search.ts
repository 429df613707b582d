import { SearchRoutes } from '@polyloop/shared/contract/routes/search';
import type { SearchContext } from '../../domain/search/search.service.js';
import { implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const service = loadOnce(() => import('../../domain/search/search.service.js'));

/**
 * What search asks about the searching company, each read only when search needs it. Public
 * auctions show to companies whose public profile is enabled, as the auctions' own pages decide.
 */
const access = loadOnce(() => import('../../domain/auction/auction.access.js'));
const contextOf = (tenantId: string): SearchContext => ({
  publicAuctionsVisible: async () => !!(await (await access()).profileOf(tenantId)())?.enabled,
});

/** The platform's flags: whether each analytics event of the search box is kept. */
const flagService = loadOnce(() => import('../../domain/flags/flag.service.js'));
const flags = async () => (await flagService()).list();

/** Global search: one box over everything my company may see, and its analytics events. */
export const searchRoutes = implement(SearchRoutes, {
  search: async ({ query, actor }) => (await service()).search(actor, query, contextOf(actor.tenantId)),
  recordSearchEvent: async ({ body, actor }) => (await service()).recordEvent(actor, body, flags),
});
