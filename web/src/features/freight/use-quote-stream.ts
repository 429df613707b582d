import { useCallback, useEffect, useReducer, useRef } from 'react';
import { FreightRoutes, userChannel } from '@polyloop/shared';
import {
  FREIGHT_MESSAGES,
  FREIGHT_RULES,
  StreamedFreightQuote,
  type FreightQuote,
  type FreightQuoteRequestInput,
  type FreightQuoteSearch,
} from '@polyloop/shared/freight/freight';
import { notify } from '../../components/ui/toaster';
import { api, ApiError } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { useChannel, useReconnect } from '../../lib/realtime';
import { messageOf, useSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { initialStream, isLoading, reduceStream } from './quote-stream';

/**
 * One screen's quote search (the page's or the side panel's): the request, the quotes pushed on
 * the user's channel as `freight-quote`, the one-second ticker, a resync after the socket comes
 * back, and booking. `listening` holds the subscription back until the partners have loaded
 * (§4.4 step 7).
 */
export function useQuoteStream(listening: boolean) {
  const [state, dispatch] = useReducer(reduceStream, initialStream);
  const session = useSession();
  const loading = isLoading(state);
  const latest = useRef(state);
  latest.current = state;

  useChannel(listening && session ? userChannel(session.user.sub) : null, (event) => {
    if (event.event !== 'freight-quote') return;
    const pushed = StreamedFreightQuote.safeParse(event.payload);
    if (pushed.success) dispatch({ type: 'quote', quote: pushed.data, at: Date.now() });
  });

  useEffect(() => {
    if (!loading) return;
    const ticker = setInterval(() => dispatch({ type: 'tick', at: Date.now() }), FREIGHT_RULES.tickerMs);
    return () => clearInterval(ticker);
  }, [loading]);

  const resume = useCallback(async (id: string) => {
    const { data } = await api(FreightRoutes.getFreightQuoteSearch, { params: { id } });
    dispatch({ type: 'resume', search: data, at: Date.now() });
    return data;
  }, []);

  // Quotes pushed while the socket was down are lost: read the search again.
  useReconnect(() => {
    const { requestId, phase } = latest.current;
    if (requestId && phase === 'streaming') resume(requestId).catch(() => undefined);
  });

  /** Starts a search; answers it, or throws the server's refusal (the caller shows it). */
  const start = useCallback(async (input: FreightQuoteRequestInput): Promise<FreightQuoteSearch> => {
    dispatch({ type: 'start', at: Date.now() });
    try {
      const { data } = await api(FreightRoutes.requestFreightQuotes, { body: input });
      dispatch({ type: 'started', search: data, at: Date.now() });
      return data;
    } catch (error) {
      dispatch({ type: 'failed' });
      throw error;
    }
  }, []);

  const booking = useSubmit<FreightQuote>({
    touches: VIEWS.freightBooking,
    success: FREIGHT_MESSAGES.bookedSuccess,
    onError: (error) => {
      const reason = error instanceof ApiError && error.status !== 0 ? messageOf(error, '') : '';
      notify(
        'error',
        FREIGHT_MESSAGES.bookedError,
        reason && reason !== FREIGHT_MESSAGES.bookedError ? { description: reason } : undefined,
      );
      return true;
    },
  });

  /** Sends the booking; the quote stays marked "Request sent" unless it fails (§4.5). */
  const book = async (quoteId: string) => {
    dispatch({ type: 'book', quoteId });
    const done = await booking.run(
      async () => (await api(FreightRoutes.bookFreightQuote, { params: { id: quoteId } })).data,
    );
    dispatch({ type: 'booked', quoteId, ok: !!done });
  };

  return { state, start, resume, book };
}
