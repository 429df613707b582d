import { projectionHandler } from './handler.js';

/**
 * The table stream's read-models consumer: what may lag a write by a moment without anyone
 * waiting on it (the search index, the dashboard's rollups), on a stream reader of its own so a
 * slow index never holds back an event (the projections whose `consumer` is `read-models`).
 */
export const handler = projectionHandler('read-models');
