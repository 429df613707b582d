import { projectionHandler } from './handler.js';

/**
 * The table stream's events consumer: what every committed write sets in motion that people wait
 * for, so no write path can forget it: its domain events, its history entries and the totals its
 * list shows (the projections whose `consumer` is `events`).
 */
export const handler = projectionHandler('events');
