/**
 * What the counter aggregate offers the others: every import from another aggregate's folder comes
 * through this file (eslint.config.js holds them to it), so this list is all that others rely on.
 */
export { Counter, pageCountersBetween } from './counter.entity.js';
export { countOf, counterWrites } from './counter.projection.js';
export type { CounterMove } from './counter.projection.js';
export { read } from './counter.service.js';
export {
  DASHBOARD_PREFIX,
  openListingCounter,
  readDashboardCounter,
  volumeCounter,
} from './dashboard-counters.js';
export { read as readCounters } from './counter.service.js';
