import { randomUUID } from 'node:crypto';
import { dollarsOf, milesBetween } from '@polyloop/shared/conversions';
import {
  DISTANCE_FAILED_CODE,
  FREIGHT_MESSAGES,
  FREIGHT_RULES,
  ROAD_CIRCUITY,
  displayedCost,
  quoteErrorMessage,
  type FreightBookingView,
  type FreightLocationInput,
  type FreightOrder,
  type FreightPlace,
  type FreightQuote,
  type FreightQuoteRequestInput,
  type FreightQuoteSearch,
} from '@polyloop/shared/freight/freight';
import { bookingAnswerDue, pickupDateProblem } from '@polyloop/shared/freight/freight-time';
import type { PlaceDetails } from '@polyloop/shared';
import { geocoder } from '../../adapters/geocoding/index.js';
import type { Member } from '../../lib/actor.js';
import { Conflict, HttpError, NotFound, fieldError } from '../../lib/errors.js';
import { ConditionFailed } from '../../data/entity.js';
import { pageOf, type Page } from '../../data/page.js';
import { actorName } from '../history/index.js';
import { OrderEntity } from '../order/index.js';
import { Tenant } from '../tenant/index.js';
import {
  FREIGHT_KEPT_DAYS,
  FreightQuoteEntity,
  FreightRequestEntity,
  countBookingsOfUser,
  listQuotesOfRequest,
  pageBookingsOfUser,
  quoteById,
  type FreightQuoteItem,
  type FreightRequestItem,
  type StoredBooking,
  type StoredPlace,
} from './freight.entity.js';
import { listPartners } from './partner.entity.js';
import { partnerView, snapshotOf } from './partner.view.js';
import { bookingState } from './freight.booking.js';
import { recordBusiness } from '../../lib/business-metrics.js';
import { Metric } from '../../lib/metrics.definition.js';

/**
 * Quote searches and bookings (spec part 3 §4.4, §4.5, §7.1). A search is written once with the
 * partners it asks; everything it sets in motion (a signed request to each partner, its timeout)
 * follows from the table stream. Quotes come back through the partners' webhook
 * (`webhook.service.ts`) and are pushed to the user from the stream too.
 */

const HOUR = 3_600_000;
const keptUntil = (from: Date) => Math.floor(from.getTime() / 1000) + FREIGHT_KEPT_DAYS * 86_400;

const distanceFailed = (field: string) =>
  new HttpError(400, FREIGHT_MESSAGES.distanceCalculationFailed, DISTANCE_FAILED_CODE, {
    [field]: [FREIGHT_MESSAGES.distanceCalculationFailed],
  });

/** Finds the chosen suggestion again (or, for a place prefilled from a record, its address), and where it is. */
async function locate(input: FreightLocationInput, field: string): Promise<StoredPlace> {
  const places = geocoder();
  let place: PlaceDetails | undefined = input.placeId ? await places.details(input.placeId) : undefined;
  if (!place) {
    // A place prefilled from a record: its address as one line, then (should the street not be found) its city.
    const region = [input.stateProvince, input.postalCode].filter(Boolean).join(' ');
    for (const line of [
      [input.address, input.city, region],
      [input.city, region],
    ]) {
      const [first] = await places.autocomplete(line.filter(Boolean).join(', ').slice(0, 200));
      place = first ? await places.details(first.placeId) : undefined;
      if (place) break;
    }
  }
  if (!place) throw distanceFailed(field);
  if (!(FREIGHT_RULES.countries as readonly string[]).includes(place.country))
    throw fieldError(`${field}.country`, FREIGHT_MESSAGES.countryNotServed);
  const lineTwo = input.addressLineTwo || place.addressLineTwo;
  return {
    ...(place.address ? { address: place.address } : {}),
    ...(lineTwo ? { addressLineTwo: lineTwo } : {}),
    city: place.city,
    ...(place.stateProvince ? { stateProvince: place.stateProvince } : {}),
    ...(place.postalCode ? { postalCode: place.postalCode } : {}),
    country: place.country,
    formattedAddress: place.formattedAddress,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

export const placeView = (p: StoredPlace): FreightPlace => ({
  address: p.address ?? null,
  addressLineTwo: p.addressLineTwo ?? null,
  city: p.city,
  stateProvince: p.stateProvince ?? null,
  country: p.country,
  postalCode: p.postalCode ?? null,
  formattedAddress: p.formattedAddress,
});

export function quoteView(q: FreightQuoteItem, at = new Date()): FreightQuote {
  const error = q.error ? { kind: q.error.kind, message: quoteErrorMessage(q.error.kind) } : null;
  return {
    id: q.quoteId,
    requestId: q.requestId,
    freightPartner: partnerView(q.partner),
    cost: displayedCost(q.costCents === undefined ? null : dollarsOf(q.costCents), error),
    distance: q.distanceMiles,
    transitDays: q.transitDays ?? null,
    error,
    validUntil: q.validUntil,
    receivedDate: q.receivedDate,
    booking: q.booking
      ? {
          status: bookingState(q.booking, q.validUntil, at),
          requestedDate: q.booking.requestedDate,
          answerDueDate: q.booking.answerDueDate,
          answeredDate: q.booking.answeredDate ?? null,
          reference: q.booking.reference ?? null,
          message: q.booking.message ?? null,
        }
      : null,
  };
}

/** What a search or a booking is for: its order and the load's weight, or null for each. */
const loadView = (r: Pick<FreightRequestItem, 'order' | 'weight'>) => ({
  order: r.order ?? null,
  weight: r.weight ?? null,
});

function searchView(r: FreightRequestItem, quotes: FreightQuoteItem[], at = new Date()): FreightQuoteSearch {
  const open = r.status === 'OPEN' && at.toISOString() < r.timeoutAt;
  return {
    id: r.requestId,
    pickupLocation: placeView(r.pickup),
    destinationLocation: placeView(r.destination),
    pickupDate: r.pickupDate,
    ...loadView(r),
    distance: r.distanceMiles,
    partners: r.partners.map(partnerView),
    timeoutAt: r.timeoutAt,
    validUntil: r.validUntil,
    status: open ? 'OPEN' : 'CLOSED',
    // Until the timeout has run, the partners without a quote past the deadline are silent all the same.
    silentPartnerIds: open
      ? []
      : r.status === 'CLOSED'
        ? r.silentPartnerIds
        : r.partners.map((p) => p.id).filter((id) => !quotes.some((q) => q.partnerId === id)),
    quotes: quotes.map((q) => quoteView(q, at)),
    createdDate: r.createdDate,
  };
}

/**
 * The order a search is for: one of the caller's own company, read from its record (another
 * company's order is the same 404 as a missing one); nothing of it is taken from the request.
 */
async function orderOf(actor: Member, orderId: string | undefined): Promise<FreightOrder | undefined> {
  if (!orderId) return undefined;
  // The order's own entity, keyed by the tenant: the orders service would bring its whole context into the freight function.
  const order = await OrderEntity.get({ tenantId: actor.tenantId, id: orderId });
  if (!order) throw new NotFound('This order was not found.');
  return { id: order.id, identifier: order.identifier };
}

/**
 * Starts a search (§7.1): the order it is for (if any) checked as the caller's own, the places
 * found again from the suggestions chosen, the pickup date checked, the road distance estimated,
 * and the partners serving both countries asked. The search is one write; the signed requests and
 * the timeout follow from it.
 */
export async function requestQuotes(
  actor: Member,
  input: FreightQuoteRequestInput,
): Promise<FreightQuoteSearch> {
  const at = new Date();
  const pickupDate = new Date(input.pickupDate);
  const problem = pickupDateProblem(pickupDate, at);
  if (problem)
    throw fieldError(
      'pickupDate',
      problem === 'TOO_SOON' ? FREIGHT_MESSAGES.pickupDateTooSoon : FREIGHT_MESSAGES.pickupDateTooFar,
    );
  const order = await orderOf(actor, input.orderId);
  const [pickup, destination, partners] = await Promise.all([
    locate(input.pickupLocation, 'pickupLocation'),
    locate(input.destinationLocation, 'destinationLocation'),
    listPartners(),
  ]);
  const serving = partners
    .filter((p) => p.active && p.regions.includes(pickup.country) && p.regions.includes(destination.country))
    .sort((a, b) => a.name.localeCompare(b.name));
  const item: FreightRequestItem = {
    requestId: randomUUID(),
    tenantId: actor.tenantId,
    userId: actor.userId,
    pickup,
    destination,
    pickupDate: pickupDate.toISOString(),
    ...(order ? { order } : {}),
    ...(input.weight ? { weight: input.weight } : {}),
    distanceMiles: Math.round(milesBetween(pickup, destination) * ROAD_CIRCUITY * 10) / 10,
    partners: serving.map(snapshotOf),
    timeoutAt: new Date(at.getTime() + FREIGHT_RULES.timeoutSeconds * 1000).toISOString(),
    validUntil: new Date(at.getTime() + FREIGHT_RULES.quoteValidHours * HOUR).toISOString(),
    // Nobody to ask: the search is over before it starts.
    status: serving.length ? 'OPEN' : 'CLOSED',
    silentPartnerIds: [],
    createdDate: at.toISOString(),
    expiresAt: keptUntil(at),
  };
  await FreightRequestEntity.create(item);
  recordBusiness(...serving.map((p) => ({ name: Metric.quotesRequested, partner: p.partnerId })));
  return searchView(item, [], at);
}

/** My own search: anyone else's is a 404. */
async function mySearch(actor: Member, requestId: string): Promise<FreightRequestItem> {
  const item = await FreightRequestEntity.get({ requestId });
  if (!item || item.userId !== actor.userId || item.tenantId !== actor.tenantId)
    throw new NotFound('This quote search was not found.');
  return item;
}

export async function getSearch(actor: Member, requestId: string): Promise<FreightQuoteSearch> {
  const item = await mySearch(actor, requestId);
  return searchView(item, await listQuotesOfRequest(requestId, { consistent: true }));
}

async function myQuote(actor: Member, quoteId: string): Promise<FreightQuoteItem> {
  const found = await quoteById(quoteId);
  const quote =
    found &&
    (await FreightQuoteEntity.get(
      { requestId: found.requestId, partnerId: found.partnerId },
      { consistent: true },
    ));
  if (!quote || quote.userId !== actor.userId || quote.tenantId !== actor.tenantId)
    throw new NotFound('This quote was not found.');
  return quote;
}

const lostRace = () => new Conflict('The quote changed meanwhile. Reload it and try again.', 'QUOTE_CHANGED');

/**
 * Books a quote (§4.5): only one with a price, still valid, and not booked already. The booking
 * is written on the quote; the signed request to the partner and the answer's deadline follow
 * from the stream.
 */
export async function book(actor: Member, quoteId: string): Promise<FreightQuote> {
  const quote = await myQuote(actor, quoteId);
  const at = new Date();
  if (quote.booking && !['CANCELLED', 'REJECTED'].includes(bookingState(quote.booking, quote.validUntil, at)))
    throw new Conflict(FREIGHT_MESSAGES.alreadyBooked, 'ALREADY_BOOKED');
  if (quote.error || !quote.costCents || quote.costCents <= 0)
    throw new Conflict(FREIGHT_MESSAGES.notBookable, 'NOT_BOOKABLE');
  if (at.toISOString() >= quote.validUntil)
    throw new Conflict(FREIGHT_MESSAGES.quoteExpired, 'QUOTE_EXPIRED');
  const [tenant, name] = await Promise.all([Tenant.get({ tenantId: actor.tenantId }), actorName(actor)]);
  const when = at.toISOString();
  const booking: StoredBooking = {
    status: 'REQUESTED',
    requestedDate: when,
    answerDueDate: bookingAnswerDue(at).toISOString(),
    companyName: tenant?.name ?? '',
    contactName: name,
    email: actor.email,
  };
  try {
    const saved = await FreightQuoteEntity.update(
      { requestId: quote.requestId, partnerId: quote.partnerId },
      { booking, bookedBy: actor.userId, bookedDate: when, expiresAt: undefined, version: quote.version + 1 },
      { current: quote, condition: { version: quote.version } },
    );
    recordBusiness({ name: Metric.bookingsRequested, partner: quote.partnerId });
    return quoteView(saved, at);
  } catch (error) {
    if (error instanceof ConditionFailed) throw lostRace();
    throw error;
  }
}

/** Withdraws a booking the partner has not answered; the partner is told. */
export async function cancelBooking(actor: Member, quoteId: string): Promise<FreightQuote> {
  const quote = await myQuote(actor, quoteId);
  const at = new Date();
  if (!quote.booking || bookingState(quote.booking, quote.validUntil, at) !== 'REQUESTED')
    throw new Conflict(FREIGHT_MESSAGES.notCancellable, 'NOT_CANCELLABLE');
  try {
    const saved = await FreightQuoteEntity.update(
      { requestId: quote.requestId, partnerId: quote.partnerId },
      {
        booking: { ...quote.booking, status: 'CANCELLED', answeredDate: at.toISOString() },
        version: quote.version + 1,
      },
      { condition: { version: quote.version } },
    );
    return quoteView(saved, at);
  } catch (error) {
    if (error instanceof ConditionFailed) throw lostRace();
    throw error;
  }
}

export async function listBookings(
  actor: Member,
  page: number,
  size: number,
): Promise<Page<FreightBookingView>> {
  const [items, total] = await Promise.all([
    pageOf((limit, cursor) => pageBookingsOfUser(actor.userId, limit, cursor), page, size),
    countBookingsOfUser(actor.userId),
  ]);
  const at = new Date();
  return {
    items: items.flatMap((q) => {
      const view = quoteView(q, at);
      return view.booking && q.tenantId === actor.tenantId
        ? [
            {
              ...view,
              booking: view.booking,
              pickupLocation: placeView(q.pickup),
              destinationLocation: placeView(q.destination),
              pickupDate: q.pickupDate,
              ...loadView(q),
            },
          ]
        : [];
    }),
    total,
  };
}

/**
 * Closes a search at its timeout (the timer may fire late or twice): the partners without a
 * quote are recorded as silent. A closed search changes nothing.
 */
export async function closeSearch(
  requestId: string,
  at = new Date(),
): Promise<'closed' | 'settled' | 'not-due'> {
  const item = await FreightRequestEntity.get({ requestId }, { consistent: true });
  if (!item || item.status === 'CLOSED') return 'settled';
  if (at.toISOString() < item.timeoutAt) return 'not-due';
  const answered = new Set(
    (await listQuotesOfRequest(requestId, { consistent: true })).map((q) => q.partnerId),
  );
  const silent = item.partners.map((p) => p.id).filter((id) => !answered.has(id));
  try {
    await FreightRequestEntity.update(
      { requestId },
      { status: 'CLOSED', silentPartnerIds: silent, closedDate: at.toISOString() },
      { condition: { status: 'OPEN' } },
    );
    return 'closed';
  } catch (error) {
    if (error instanceof ConditionFailed) return 'settled';
    throw error;
  }
}
