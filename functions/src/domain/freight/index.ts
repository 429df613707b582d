/**
 * What the freight aggregate offers the others: every import from another aggregate's folder comes
 * through this file (eslint.config.js holds them to it), so this list is all that others rely on.
 */
export { overdueBooking } from './freight.booking.js';
export { FreightEvents } from './freight.events.js';
