import { useRef, useState, type ReactNode } from 'react';
import { Field, HStack, Stack, Switch } from '@chakra-ui/react';
import { MatchingRoutes } from '@polyloop/shared';
import { MATCH_SORT_LABELS, MatchSort, type Match } from '@polyloop/shared/matching/match';
import { api } from '../../lib/api';
import { useSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { Pager } from '../../components/DataTable';
import { ListStatus } from '../../components/list/ListTable';
import { OptionsSelect } from '../../components/ui/options-select';
import { MatchCard } from './MatchCard';
import { useMatches, type MatchSource } from './use-matches';

const HIDDEN_EMPTY = 'No hidden matches. A match you hide shows here, and you can show it again.';

/**
 * A list of matches, the one way every page shows them: sort (`MATCH_SORT_LABELS`), "Show hidden",
 * pages, a card per match explaining itself, and Hide / Show on the matches that are kept. Its
 * state is in the URL; hiding revalidates every match list (`VIEWS.match`).
 */
export function MatchList(props: {
  source: MatchSource;
  /** The record whose page this is: its side of each match is not repeated. */
  focusId?: string;
  /** Names the list for screen readers ("Matches of GLP-H12"). */
  label: string;
  /** Why there may be none yet. */
  empty: ReactNode;
}) {
  const list = useMatches(props.source);
  const listRef = useRef<HTMLDivElement>(null);
  const [changing, setChanging] = useState<string>();
  const act = useSubmit<Match>({
    touches: VIEWS.match,
    success: (m) =>
      m.hidden ? 'Match hidden. Turn on “Show hidden” to find it again.' : 'Match shown again',
    description: 'The match was not changed.',
  });
  const toggle = async (match: Match) => {
    setChanging(match.id);
    const done = await act.run(
      async () =>
        (
          await api(match.hidden ? MatchingRoutes.unhideMatch : MatchingRoutes.hideMatch, {
            params: { id: match.id },
          })
        ).data,
    );
    setChanging(undefined);
    // The card leaves this list: keep the keyboard in it rather than lose focus to the page.
    if (done) listRef.current?.focus();
  };
  const rows = list.rows ?? [];
  return (
    <Stack gap="4">
      <HStack gap="4" wrap="wrap" align="end">
        <Field.Root w="auto" minW="48">
          <Field.Label>Sort by</Field.Label>
          <OptionsSelect
            options={MatchSort.options}
            labels={MATCH_SORT_LABELS}
            value={list.sort}
            onChange={(e) => list.setMatchSort(MatchSort.catch('confidence').parse(e.target.value))}
          />
        </Field.Root>
        <Switch.Root checked={list.showHidden} onCheckedChange={(d) => list.setShowHidden(d.checked)} pb="2">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Show hidden</Switch.Label>
        </Switch.Root>
      </HStack>
      <ListStatus
        list={list}
        errorText="The matches could not be loaded."
        empty={props.empty}
        emptyFiltered={HIDDEN_EMPTY}
        skeletonHeight="40"
      />
      {rows.length > 0 && (
        <Stack
          as="ul"
          ref={listRef}
          tabIndex={-1}
          aria-label={list.showHidden ? `${props.label}, hidden` : props.label}
          aria-busy={list.isValidating || undefined}
          gap="3"
          listStyleType="none"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        >
          {rows.map((m) => (
            <MatchCard
              key={m.id}
              match={m}
              focusId={props.focusId}
              busy={changing === m.id}
              onToggleHidden={(match) => void toggle(match)}
            />
          ))}
        </Stack>
      )}
      {list.state.size !== undefined && (
        <Pager page={list.state.page} size={list.state.size} total={list.total} onChange={list.setPage} />
      )}
    </Stack>
  );
}
