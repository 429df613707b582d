import {
  compareQuotes,
  FREIGHT_RULES,
  quoteProgress,
  type FreightPartner,
  type FreightPlace,
  type FreightQuote,
  type FreightQuoteSearch,
  type StreamedFreightQuote,
} from '@polyloop/shared/freight/freight';

/**
 * The quote list of one search as spec part 3 §4.4 and §4.5 run it, as a pure reducer so the
 * ticker, the progress and the rules about which quotes count can be tested without a browser.
 * Times are the caller's `Date.now()`.
 */

export type StreamPhase = 'idle' | 'starting' | 'streaming' | 'done';

export interface StreamState {
  phase: StreamPhase;
  /** The search whose quotes count (§4.4 step 4); null until the server has answered. */
  requestId: string | null;
  /** When the search started, in ms. */
  startedAt: number;
  /** Whole seconds since the start, as of the last tick. */
  elapsed: number;
  partners: FreightPartner[];
  /** What was asked, as the server placed it. */
  route: { pickup: FreightPlace; destination: FreightPlace; pickupDate: string } | null;
  /** Received quotes, one per id, in arrival order. */
  quotes: FreightQuote[];
  /** Miles, from the first quote (§4.4 step 6). */
  distance: number | null;
  /** The stream ended at its timeout rather than with every partner answered. */
  timedOut: boolean;
  /** Quotes pushed while the request was on its way, kept until its id is known. */
  early: StreamedFreightQuote[];
  /** Quotes marked booked on this screen (§4.5): their button says "Request sent". */
  booked: string[];
  /** The quote whose booking is being sent. */
  booking: string | null;
}

export type StreamAction =
  | { type: 'start'; at: number }
  | { type: 'started'; search: FreightQuoteSearch; at: number }
  | { type: 'failed' }
  | { type: 'resume'; search: FreightQuoteSearch; at: number }
  | { type: 'quote'; quote: StreamedFreightQuote; at: number }
  | { type: 'tick'; at: number }
  | { type: 'book'; quoteId: string }
  | { type: 'booked'; quoteId: string; ok: boolean };

export const initialStream: StreamState = {
  phase: 'idle',
  requestId: null,
  startedAt: 0,
  elapsed: 0,
  partners: [],
  route: null,
  quotes: [],
  distance: null,
  timedOut: false,
  early: [],
  booked: [],
  booking: null,
};

/** The stream stops a second before the server's timeout (§4.4 step 2). */
export const STREAM_STOP_SECONDS = FREIGHT_RULES.timeoutSeconds - 1;

/** A pushed quote as the list shows it. */
export function quoteOf(pushed: StreamedFreightQuote): FreightQuote {
  const q = pushed.freightPartnerQuote;
  return {
    id: q.id,
    requestId: pushed.freightQuote.id,
    freightPartner: q.freightPartner,
    cost: q.cost,
    distance: pushed.freightQuote.distance,
    transitDays: q.transitDays,
    error: q.error,
    validUntil: q.validUntil,
    receivedDate: q.receivedDate,
    booking: null,
  };
}

/** A booking that still holds the quote: the ones withdrawn or declined leave it bookable again. */
const holds = (q: FreightQuote) =>
  !!q.booking && q.booking.status !== 'CANCELLED' && q.booking.status !== 'REJECTED';

function withQuotes(state: StreamState, incoming: FreightQuote[]): StreamState {
  // A resync answers quotes the socket delivered already: each counts once.
  const byId = new Map(incoming.map((q) => [q.id, q]));
  for (const q of state.quotes) byId.delete(q.id);
  const fresh = [...byId.values()];
  if (!fresh.length) return state;
  const quotes = [...state.quotes, ...fresh];
  const booked = [...new Set([...state.booked, ...fresh.filter(holds).map((q) => q.id)])];
  return { ...state, quotes, booked, distance: state.distance ?? quotes[0]!.distance };
}

const secondsSince = (state: StreamState, at: number) =>
  Math.max(0, Math.floor((at - state.startedAt) / 1000));

/** Ends the stream when its time is up or every partner asked has answered. */
function settle(state: StreamState): StreamState {
  if (state.phase !== 'streaming') return state;
  if (state.elapsed >= STREAM_STOP_SECONDS) return { ...state, phase: 'done', timedOut: true };
  if (quoteProgress(state.quotes.length, state.partners.length) >= 100) return { ...state, phase: 'done' };
  return state;
}

/** The search as the server tells it: its partners and the quotes it has taken. */
function fromSearch(state: StreamState, search: FreightQuoteSearch, at: number): StreamState {
  const route = {
    pickup: search.pickupLocation,
    destination: search.destinationLocation,
    pickupDate: search.pickupDate,
  };
  const next = withQuotes(
    { ...state, requestId: search.id, partners: search.partners, route },
    search.quotes,
  );
  return { ...next, elapsed: secondsSince(next, at) };
}

export function reduceStream(state: StreamState, action: StreamAction): StreamState {
  switch (action.type) {
    case 'start':
      // Starting clears the previous quotes and shows loading (§4.4 step 1).
      return { ...initialStream, phase: 'starting', startedAt: action.at };
    case 'started': {
      if (state.phase !== 'starting') return state;
      const early = state.early.filter((q) => q.freightQuote.id === action.search.id).map(quoteOf);
      const next = fromSearch({ ...state, phase: 'streaming', early: [] }, action.search, action.at);
      return settle(withQuotes(next, early));
    }
    case 'failed':
      return state.phase === 'starting' ? { ...initialStream } : state;
    case 'resume': {
      // A reload (`?search=`) starts from the search's own start; a resync keeps the running clock.
      const same =
        state.requestId === action.search.id && state.phase !== 'idle' && state.phase !== 'starting';
      const base: StreamState = same
        ? state
        : {
            ...initialStream,
            phase: 'streaming',
            startedAt: Date.parse(action.search.createdDate) || action.at,
          };
      const next = fromSearch(base, action.search, action.at);
      if (next.phase === 'done') return next;
      const over = action.search.status === 'CLOSED' && next.quotes.length < next.partners.length;
      return over ? { ...next, phase: 'done', timedOut: true } : settle(next);
    }
    case 'quote': {
      if (state.phase === 'starting') return { ...state, early: [...state.early, action.quote] };
      // After the timeout, or for another search, a quote does not count (§4.4 steps 3 and 4).
      if (state.phase !== 'streaming' || action.quote.freightQuote.id !== state.requestId) return state;
      return settle(
        withQuotes({ ...state, elapsed: secondsSince(state, action.at) }, [quoteOf(action.quote)]),
      );
    }
    case 'tick':
      if (state.phase !== 'streaming' && state.phase !== 'starting') return state;
      return settle({ ...state, elapsed: secondsSince(state, action.at) });
    case 'book':
      if (state.booking || state.booked.includes(action.quoteId)) return state;
      return { ...state, booking: action.quoteId, booked: [...state.booked, action.quoteId] };
    case 'booked':
      // On failure the mark goes (§4.5).
      return {
        ...state,
        booking: null,
        booked: action.ok ? state.booked : state.booked.filter((id) => id !== action.quoteId),
      };
  }
}

export const isLoading = (s: StreamState) => s.phase === 'starting' || s.phase === 'streaming';

/** What the list shows of a state. */
export function streamView(s: StreamState) {
  const loading = isLoading(s);
  const answered = new Set(s.quotes.map((q) => q.freightPartner.id));
  return {
    loading,
    progress: quoteProgress(s.quotes.length, s.partners.length),
    quotes: [...s.quotes].sort(compareQuotes),
    skeletons: loading && s.quotes.length === 0 ? FREIGHT_RULES.skeletons : 0,
    slow: loading && s.elapsed >= FREIGHT_RULES.slowNoteSeconds,
    /** Partners that had not answered when the stream ended. */
    silent: s.phase === 'done' ? s.partners.filter((p) => !answered.has(p.id)) : [],
  };
}

/**
 * Why Book waits while quotes still arrive (§4.5 keeps it disabled until the search ends, so every
 * answer can be compared first): the partners still to answer and the seconds left at most.
 */
export function bookingWait(s: StreamState): string | null {
  if (!isLoading(s)) return null;
  const waiting = Math.max(0, s.partners.length - s.quotes.length);
  const seconds = Math.max(1, STREAM_STOP_SECONDS - s.elapsed);
  const who = waiting === 1 ? '1 more partner answers' : `${waiting} more partners answer`;
  return waiting > 0
    ? `Booking opens once ${who}, in ${seconds} s at most, so you can compare every quote first.`
    : 'Booking opens in a moment.';
}

/** Whether a quote's Book button may be pressed now (§4.5). */
export const canBook = (s: StreamState, quoteId: string) =>
  !isLoading(s) && !s.booking && !s.booked.includes(quoteId);
