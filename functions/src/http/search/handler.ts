import { SearchRoutes } from '@polyloop/shared/contract/routes/search';
import { httpHandler } from '../preset.js';
import { searchRoutes } from './search.js';

/** The search context: global search over the search index, and the search box's analytics events. */
export const handler = httpHandler(SearchRoutes, searchRoutes);
