/**
 * What the billing aggregate offers the others: every import from another aggregate's folder comes
 * through this file (eslint.config.js holds them to it), so this list is all that others rely on.
 */
export { Billing } from './billing.entity.js';
export {
  ensure,
  initial as initialBilling,
  startTrial,
  releaseSeat,
  takeSeat,
  takeSeatUnconditionally,
  trialEnd,
} from './billing.service.js';
