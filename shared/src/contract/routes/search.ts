import * as z from 'zod';
import { defineRoutes } from '../define.js';
import { SearchEvent, SearchQuery, SearchResult } from '../../search/search.js';

/** Global search (spec part 2 §7, part 3 §7.6). A context of its own: it reads the search index only. */
export const SearchRoutes = defineRoutes(
  'search',
  { tags: ['Search'] },
  {
    search: {
      method: 'GET',
      path: '/api/_search',
      summary:
        'Finds anything in my company’s world whose words start with the query’s words: up to sizePerType results and a count per category, each only where I may see it.',
      query: SearchQuery,
      response: SearchResult,
    },
    recordSearchEvent: {
      method: 'POST',
      path: '/api/_search/events',
      summary:
        'Records a search analytics event (results returned, result clicked); the app sends them only while their flags are on.',
      body: SearchEvent,
      response: z.object({ recorded: z.boolean() }),
      status: 202,
    },
  },
);
