import { FreightEvents, overdueBooking } from '../freight/index.js';
import type { Notice } from './catalogue.js';
import { entry, type CatalogueEntry } from './catalogue-entry.js';

/**
 * The freight entries of the notification catalogue: the user who booked hears of the partner's
 * answer, and, when the partner lets the answer's deadline pass, that it is late (operations see
 * the same from the freight-timers consumer's metric).
 */

const toBooker = (
  d: { tenantId: string; userId: string; quoteId: string; partnerName: string },
  message: string,
): Notice[] => [
  {
    type: 'FREIGHT_BOOKING',
    tenantId: d.tenantId,
    userIds: [d.userId],
    subject: { kind: 'freightBooking', id: d.quoteId, label: d.partnerName },
    message,
  },
];

export const freightNotices: CatalogueEntry[] = [
  entry(FreightEvents.bookingAnswered, async (d) =>
    toBooker(
      d,
      d.status === 'ACCEPTED'
        ? `${d.partnerName} accepted your freight booking${d.reference ? ` (reference ${d.reference})` : ''}`
        : `${d.partnerName} declined your freight booking: search again for another quote`,
    ),
  ),
  entry(FreightEvents.bookingAnswerDue, async (d) =>
    (await overdueBooking(d.requestId, d.partnerId))
      ? toBooker(
          d,
          `${d.partnerName} has not answered your freight booking yet; our operations team is following it up`,
        )
      : [],
  ),
];
