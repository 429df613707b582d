import { FreightQuoteEntity, type FreightQuoteItem, type StoredBooking } from './freight.entity.js';

/** A booking's state as time moves it, apart from the services so the notification catalogue stays light. */

/** A booking as it stands now: one the partner let pass the quote's validity has expired. */
export function bookingState(
  booking: StoredBooking,
  validUntil: string,
  at = new Date(),
): StoredBooking['status'] {
  return booking.status === 'REQUESTED' && at.toISOString() >= validUntil ? 'EXPIRED' : booking.status;
}

/** A booking still waiting at its deadline: what the reminder reports (undefined once answered). */
export async function overdueBooking(
  requestId: string,
  partnerId: string,
  at = new Date(),
): Promise<FreightQuoteItem | undefined> {
  const quote = await FreightQuoteEntity.get({ requestId, partnerId }, { consistent: true });
  if (!quote?.booking || bookingState(quote.booking, quote.validUntil, at) !== 'REQUESTED') return undefined;
  return at.toISOString() >= quote.booking.answerDueDate ? quote : undefined;
}
