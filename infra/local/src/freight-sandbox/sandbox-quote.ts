import type { QuoteRequestedMessage, QuoteSubmittedMessage } from '@polyloop/shared/freight/partner-api';
import type { SandboxBehaviour } from './partners.js';

/** What a sandbox partner answers to a quote request: a priced quote, or one of the error kinds. */
export function sandboxQuote(
  behaviour: SandboxBehaviour,
  request: QuoteRequestedMessage['data'],
  now: Date,
  random: () => number = Math.random,
): QuoteSubmittedMessage['data'] {
  const base = { quoteRequestId: request.quoteRequestId };
  if (behaviour.needsStreet && (!request.pickup.address || !request.destination.address)) {
    return {
      ...base,
      error: {
        kind: 'ADDRESS_NOT_ACCURATE',
        message: 'We need a street address at both ends to route this load.',
      },
    };
  }
  if (
    behaviour.minimumNoticeHours &&
    new Date(request.pickupDate).getTime() - now.getTime() < behaviour.minimumNoticeHours * 3_600_000
  ) {
    return {
      ...base,
      error: {
        kind: 'PICKUP_DATE_TOO_SOON',
        message: `We need ${behaviour.minimumNoticeHours} hours' notice.`,
      },
    };
  }
  if (!(request.distanceMiles > 0)) return { ...base, error: { kind: 'DISTANCE_UNKNOWN' } };
  const noise = 1 + (random() - 0.5) * 0.08;
  const amount =
    Math.round((behaviour.baseCharge + behaviour.ratePerMile * request.distanceMiles) * noise * 100) / 100;
  return {
    ...base,
    partnerQuoteId: `SBX-${request.quoteRequestId.slice(0, 8).toUpperCase()}`,
    cost: { amount, currency: 'USD' },
    transitDays: Math.max(1, Math.ceil(request.distanceMiles / 550)),
    ...(behaviour.validHours
      ? { validUntil: new Date(now.getTime() + behaviour.validHours * 3_600_000).toISOString() }
      : {}),
  };
}

/** A uniform pick in [min, max]. */
export const between = ([min, max]: readonly [number, number], random: () => number = Math.random) =>
  Math.round(min + (max - min) * random());
