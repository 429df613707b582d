import { Stack } from '@chakra-ui/react';
import { MatchingRoutes } from '@polyloop/shared';
import { MATCH_RULES } from '@polyloop/shared/matching/match';
import { LISTING_STATUS_LABELS, type Have, type Need } from '@polyloop/shared/supply/listing';
import { Section } from '../../components/Section';
import { TabLinks } from '../../components/TabLinks';
import { useListingContext } from '../listings/ListingLayout';
import { MatchList } from './MatchList';
import { SuggestedCompanies } from './SuggestedCompanies';

const MILES = MATCH_RULES.maxMiles;

/** Only active records are matched: a closed one says so rather than wait for matches that cannot come. */
function closed(record: Have | Need, noun: 'have' | 'need'): string | null {
  if (record.archived)
    return `This ${noun} is archived, and only active ${noun}s are matched. Restore it to find matches again.`;
  if (record.status !== 'ACTIVE')
    return `This ${noun} is ${LISTING_STATUS_LABELS[record.status].toLowerCase()}, and only active ${noun}s are matched. Make it active to find matches again.`;
  return null;
}

/** A have's matches (part 1 §2 haves/{id}/matches): needs and buy profiles, or (`needs`) its needs only. */
function HaveMatches({ needsOnly }: { needsOnly: boolean }) {
  const { record } = useListingContext();
  const base = `/haves/${record.id}/matches`;
  return (
    <Section title="Matches">
      <Stack gap="4">
        <TabLinks
          label="Which matches"
          items={[
            { to: base, label: 'Needs and buy profiles', end: true },
            { to: `${base}/needs`, label: 'Needs' },
          ]}
        />
        <MatchList
          source={{
            route: MatchingRoutes.listHaveMatches,
            params: { id: record.id },
            kinds: needsOnly ? ['HAVE_NEED'] : undefined,
          }}
          focusId={record.id}
          label={`Matches of ${record.identifier}`}
          empty={
            closed(record, 'have') ??
            (needsOnly
              ? `No needs match this have yet. Matches appear when a need within ${MILES} miles wants this material, a moment after it is saved.`
              : `No matches yet. Matches appear when a need or buy profile within ${MILES} miles wants this material, a moment after either is saved.`)
          }
        />
      </Stack>
    </Section>
  );
}

export const HaveMatchesTab = () => <HaveMatches needsOnly={false} />;
export const HaveNeedMatchesTab = () => <HaveMatches needsOnly />;

/** A need's matches (part 1 §2 needs/{id}/matches): the haves that fit it. */
export function NeedMatchesTab() {
  const { record } = useListingContext();
  return (
    <Section title="Matches">
      <MatchList
        source={{ route: MatchingRoutes.listNeedMatches, params: { id: record.id } }}
        focusId={record.id}
        label={`Matches of ${record.identifier}`}
        empty={
          closed(record, 'need') ??
          `No matches yet. Matches appear when a have within ${MILES} miles offers this material, a moment after either is saved.`
        }
      />
    </Section>
  );
}

export function HaveSuggestedBuyersTab() {
  const { record } = useListingContext();
  return <SuggestedCompanies of="buyers" id={record.id} />;
}

export function NeedSuggestedSellersTab() {
  const { record } = useListingContext();
  return <SuggestedCompanies of="sellers" id={record.id} />;
}
