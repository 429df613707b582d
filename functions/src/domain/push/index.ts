/**
 * What the push aggregate offers the others: every import from another aggregate's folder comes
 * through this file (eslint.config.js holds them to it), so this list is all that others rely on.
 */
export { MAX_DELIVERIES, RealtimeBatchPublished, RealtimePublished } from './push.events.js';
