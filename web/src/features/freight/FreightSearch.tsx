import { useCallback, useEffect, useRef, useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { FreightRoutes } from '@polyloop/shared';
import type { FreightQuoteSearch } from '@polyloop/shared/freight/freight';
import { notify } from '../../components/ui/toaster';
import { useApi } from '../../lib/api';
import { initialFormValues, type FreightPrefill } from './freight-form';
import { FreightSearchForm } from './FreightSearchForm';
import { PartnerGrid } from './PartnerGrid';
import { QuoteList, type SearchLoad } from './QuoteList';
import { useQuoteStream } from './use-quote-stream';

const loadOf = (search: FreightQuoteSearch): SearchLoad => ({
  order: search.order ?? null,
  weight: search.weight ?? null,
});

/**
 * What the freight page and the freight side panel both show (spec part 3 §2.3): the search
 * form, the partners before any search, then the quote list. `searchId` reopens a search (the
 * page's `?search=`); `onStarted` hears of each new one.
 */
export function FreightSearch(props: {
  prefill?: FreightPrefill | null;
  compact?: boolean;
  searchId?: string | null;
  onStarted?: (search: FreightQuoteSearch) => void;
}) {
  const partners = useApi(FreightRoutes.listFreightPartners, {}, { revalidateOnFocus: false });
  const { state, start, resume, book } = useQuoteStream(!!partners.data || !!partners.error);
  const [now] = useState(() => new Date());
  const [initial] = useState(() => initialFormValues(now, props.prefill));
  const shown = useRef(state.requestId);
  shown.current = state.requestId;
  // What each search is for (its order and weight), as the server answered it: the booking dialog names them.
  const [loads, setLoads] = useState<Record<string, SearchLoad>>({});
  const remember = useCallback(
    (search: FreightQuoteSearch) => setLoads((l) => ({ ...l, [search.id]: loadOf(search) })),
    [],
  );

  const { searchId } = props;
  useEffect(() => {
    if (!searchId || searchId === shown.current) return;
    resume(searchId)
      .then(remember)
      .catch(() => notify('error', 'This quote search could not be loaded. Search again.'));
  }, [searchId, resume, remember]);

  return (
    <Stack gap="6">
      <FreightSearchForm
        initial={initial}
        now={now}
        compact={props.compact}
        busy={state.phase === 'starting'}
        onSearch={async (input) => {
          const search = await start(input);
          remember(search);
          props.onStarted?.(search);
        }}
      />
      {state.phase === 'idle' ? (
        <PartnerGrid partners={partners.data?.data} failed={!!partners.error} compact={props.compact} />
      ) : (
        <QuoteList
          state={state}
          load={state.requestId ? loads[state.requestId] : null}
          onBook={(id) => void book(id)}
        />
      )}
    </Stack>
  );
}
