import { describe, expect, it } from 'vitest';
import type {
  FreightPartner,
  FreightQuoteSearch,
  StreamedFreightQuote,
} from '@polyloop/shared/freight/freight';
import {
  bookingWait,
  canBook,
  initialStream,
  quoteOf,
  reduceStream,
  streamView,
  type StreamAction,
  type StreamState,
} from './quote-stream';

const T0 = Date.parse('2026-11-24T15:00:00Z');
const at = (seconds: number) => T0 + seconds * 1000;

const partner = (name: string): FreightPartner => ({
  id: name.toLowerCase().replace(/ /g, '-'),
  name,
  logo: null,
  bookingDisclaimer: `${name} terms`,
  regions: ['US', 'CA'],
  sandbox: true,
});
const prairie = partner('Prairie Freight Lines');
const maple = partner('Maple Haulage');
const lakeshore = partner('Lakeshore Logistics');
const place = {
  address: null,
  addressLineTwo: null,
  city: 'Chicago',
  stateProvince: 'IL',
  country: 'US' as const,
  postalCode: '60601',
  formattedAddress: 'Chicago, IL 60601, USA',
};

function search(
  id: string,
  partners: FreightPartner[],
  extra: Partial<FreightQuoteSearch> = {},
): FreightQuoteSearch {
  return {
    id,
    pickupLocation: place,
    destinationLocation: { ...place, city: 'Houston', stateProvince: 'TX' },
    pickupDate: '2026-11-26T18:00:00.000Z',
    order: null,
    weight: null,
    distance: 1000,
    partners,
    timeoutAt: new Date(T0 + 60_000).toISOString(),
    validUntil: new Date(T0 + 48 * 3_600_000).toISOString(),
    status: 'OPEN',
    silentPartnerIds: [],
    quotes: [],
    createdDate: new Date(T0).toISOString(),
    ...extra,
  };
}

function pushed(
  requestId: string,
  p: FreightPartner,
  cost: number | null,
  distance = 1083.7,
  error: StreamedFreightQuote['freightPartnerQuote']['error'] = null,
): StreamedFreightQuote {
  const id = `${requestId}-${p.id}`;
  return {
    id,
    freightQuote: { id: requestId, distance },
    freightPartnerQuote: {
      id,
      freightPartner: p,
      cost,
      transitDays: 3,
      validUntil: new Date(T0 + 48 * 3_600_000).toISOString(),
      receivedDate: new Date(T0).toISOString(),
      error,
    },
  };
}

const run = (actions: StreamAction[], from: StreamState = initialStream) =>
  actions.reduce(reduceStream, from);
/** A search of three partners, started at T0 and answered by the server a moment later. */
const streaming = () =>
  run([
    { type: 'start', at: at(0) },
    { type: 'started', search: search('r1', [prairie, maple, lakeshore]), at: at(0.2) },
  ]);

describe('a freight quote search', () => {
  it('clears the previous quotes and shows three skeletons while nothing has arrived', () => {
    const before = run([{ type: 'quote', quote: pushed('r1', maple, 900), at: at(3) }], streaming());
    const again = reduceStream(before, { type: 'start', at: at(10) });
    expect(again.quotes).toEqual([]);
    expect(streamView(again)).toMatchObject({ loading: true, skeletons: 3, quotes: [] });
  });

  it('counts only quotes of its own request', () => {
    const s = run([{ type: 'quote', quote: pushed('another', maple, 500), at: at(2) }], streaming());
    expect(s.quotes).toEqual([]);
  });

  it('keeps quotes pushed before the server answered, when they are for this request', () => {
    const s = run([
      { type: 'start', at: at(0) },
      { type: 'quote', quote: pushed('r1', maple, 900), at: at(0.1) },
      { type: 'quote', quote: pushed('old', prairie, 100), at: at(0.1) },
      { type: 'started', search: search('r1', [prairie, maple, lakeshore]), at: at(0.2) },
    ]);
    expect(s.quotes.map((q) => q.freightPartner.name)).toEqual(['Maple Haulage']);
    expect(s.phase).toBe('streaming');
  });

  it('sorts by cost with missing costs last and takes the distance from the first quote', () => {
    const s = run(
      [
        {
          type: 'quote',
          quote: pushed('r1', maple, null, 1083.7, {
            kind: 'ADDRESS_NOT_ACCURATE',
            message: 'Choose a street address.',
          }),
          at: at(2),
        },
        { type: 'quote', quote: pushed('r1', prairie, 2400, 999), at: at(3) },
      ],
      streaming(),
    );
    const view = streamView(s);
    expect(view.quotes.map((q) => q.freightPartner.name)).toEqual(['Prairie Freight Lines', 'Maple Haulage']);
    expect(s.distance).toBe(1083.7);
    expect(view).toMatchObject({ skeletons: 0, progress: 67 });
  });

  it('counts a quote delivered twice once', () => {
    const s = run(
      [
        { type: 'quote', quote: pushed('r1', maple, 900), at: at(2) },
        { type: 'quote', quote: pushed('r1', maple, 900), at: at(3) },
      ],
      streaming(),
    );
    expect(s.quotes).toHaveLength(1);
  });

  it('ends as soon as every partner has answered', () => {
    const s = run(
      [
        { type: 'quote', quote: pushed('r1', maple, 900), at: at(2) },
        { type: 'quote', quote: pushed('r1', prairie, 800), at: at(3) },
        { type: 'quote', quote: pushed('r1', lakeshore, 700), at: at(4) },
      ],
      streaming(),
    );
    expect(s).toMatchObject({ phase: 'done', timedOut: false });
    expect(streamView(s)).toMatchObject({ loading: false, progress: 100, silent: [] });
  });

  it('shows the slow note from ten seconds on, and stops a second before the timeout', () => {
    const s = streaming();
    expect(streamView(reduceStream(s, { type: 'tick', at: at(9) })).slow).toBe(false);
    expect(streamView(reduceStream(s, { type: 'tick', at: at(10) })).slow).toBe(true);
    expect(reduceStream(s, { type: 'tick', at: at(58.5) }).phase).toBe('streaming');
    const over = reduceStream(s, { type: 'tick', at: at(59) });
    expect(over).toMatchObject({ phase: 'done', timedOut: true });
    expect(streamView(over).silent.map((p) => p.name)).toEqual([
      'Prairie Freight Lines',
      'Maple Haulage',
      'Lakeshore Logistics',
    ]);
  });

  it('ignores quotes arriving after the timeout', () => {
    const over = run([{ type: 'tick', at: at(59) }], streaming());
    expect(reduceStream(over, { type: 'quote', quote: pushed('r1', maple, 900), at: at(61) }).quotes).toEqual(
      [],
    );
  });

  it('is over at once when no partner serves the route', () => {
    const s = run([
      { type: 'start', at: at(0) },
      { type: 'started', search: search('r2', [], { status: 'CLOSED' }), at: at(0.2) },
    ]);
    expect(s.phase).toBe('done');
    expect(streamView(s)).toMatchObject({ loading: false, skeletons: 0 });
  });

  it('forgets a search the server refused', () => {
    expect(run([{ type: 'start', at: at(0) }, { type: 'failed' }])).toEqual(initialStream);
  });

  it('merges what the server holds after a reconnect, keeping its clock', () => {
    const s = run([{ type: 'quote', quote: pushed('r1', maple, 900), at: at(2) }], streaming());
    const held = search('r1', [prairie, maple, lakeshore], {
      quotes: [quoteOf(pushed('r1', maple, 900)), quoteOf(pushed('r1', prairie, 800))],
    });
    const after = reduceStream(s, { type: 'resume', search: held, at: at(20) });
    expect(after.quotes.map((q) => q.freightPartner.name).sort()).toEqual([
      'Maple Haulage',
      'Prairie Freight Lines',
    ]);
    expect(after).toMatchObject({ phase: 'streaming', startedAt: at(0), elapsed: 20 });
  });

  it('reopens a closed search with its quotes, over, and marks the booked ones', () => {
    const quote = quoteOf(pushed('r1', lakeshore, 700));
    const booked = {
      ...quote,
      booking: {
        status: 'REQUESTED' as const,
        requestedDate: '',
        answerDueDate: '',
        answeredDate: null,
        reference: null,
        message: null,
      },
    };
    const s = reduceStream(initialStream, {
      type: 'resume',
      search: search('r1', [maple, lakeshore], { status: 'CLOSED', quotes: [booked] }),
      at: at(300),
    });
    expect(s).toMatchObject({ phase: 'done', timedOut: true, booked: [quote.id] });
    expect(streamView(s).silent.map((p) => p.name)).toEqual(['Maple Haulage']);
  });
});

describe('booking a quote', () => {
  const done = () =>
    run(
      [{ type: 'quote', quote: pushed('r2', lakeshore, 700), at: at(1) }],
      run([
        { type: 'start', at: at(0) },
        { type: 'started', search: search('r2', [lakeshore]), at: at(0.2) },
      ]),
    );
  const id = 'r2-lakeshore-logistics';

  it('may not start while quotes load, and says why and for how long at most', () => {
    expect(canBook(streaming(), id)).toBe(false);
    const oneIn = run(
      [
        { type: 'quote', quote: pushed('r1', maple, 900), at: at(3) },
        { type: 'tick', at: at(20) },
      ],
      streaming(),
    );
    expect(bookingWait(oneIn)).toBe(
      'Booking opens once 2 more partners answer, in 39 s at most, so you can compare every quote first.',
    );
    expect(canBook(done(), id)).toBe(true);
    expect(bookingWait(done())).toBeNull();
  });

  it('marks the quote as sent and disables every booking until it is answered', () => {
    const s = reduceStream(done(), { type: 'book', quoteId: id });
    expect(s.booked).toEqual([id]);
    expect(canBook(s, 'other')).toBe(false);
    const ok = reduceStream(s, { type: 'booked', quoteId: id, ok: true });
    expect(ok).toMatchObject({ booked: [id], booking: null });
    expect(canBook(ok, id)).toBe(false);
  });

  it('removes the mark when the booking fails', () => {
    const s = run(
      [
        { type: 'book', quoteId: id },
        { type: 'booked', quoteId: id, ok: false },
      ],
      done(),
    );
    expect(s).toMatchObject({ booked: [], booking: null });
    expect(canBook(s, id)).toBe(true);
  });
});
