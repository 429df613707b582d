import { SearchRoutes } from '@polyloop/shared/contract/routes/search';
import { implement } from '../preset.js';

/** The service loads with the first route that uses it: the function starts on the contract alone. */
const service = () => import('../../domain/search/search.service.js');

/** Global search: one box over everything my company may see, and its analytics events. */
export const searchRoutes = implement(SearchRoutes, {
  search: async ({ query, actor }) => (await service()).search(actor, query),
  recordSearchEvent: async ({ body, actor }) => (await service()).recordEvent(actor, body),
});
