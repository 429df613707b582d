import { Link as RouterLink } from 'react-router';
import { Link, Stack, Text } from '@chakra-ui/react';
import { MatchingRoutes } from '@polyloop/shared';
import { MATCH_RULES } from '@polyloop/shared/matching/match';
import { PageHeader } from '../crm-shared/PageHeader';
import { MatchList } from './MatchList';

const MILES = MATCH_RULES.maxMiles;

/** Core matches (part 1 §2 market/matches): my company's haves against its needs and its partners' buy profiles. */
export function MarketMatchesPage() {
  return (
    <Stack gap="4">
      <PageHeader title="Matches" />
      <Text color="fg.muted" mt="-4">
        {
          'Your haves matched with your needs and your partners’ buy profiles, each with why it fits. Matches with other companies’ public listings are under '
        }
        <Link asChild color="brand.fg">
          <RouterLink to="/network/market/suggested-supply">Suggested supply</RouterLink>
        </Link>
        {' and '}
        <Link asChild color="brand.fg">
          <RouterLink to="/network/market/suggested-demand">Suggested demand</RouterLink>
        </Link>
        .
      </Text>
      <MatchList
        source={{ route: MatchingRoutes.listMatches }}
        label="Matches"
        empty={`No matches yet. Matches appear when one of your haves fits one of your needs, or a partner’s buy profile, within ${MILES} miles: a moment after either is saved.`}
      />
    </Stack>
  );
}

const SUGGESTED = {
  supply: {
    route: MatchingRoutes.listSuggestedSupply,
    label: 'Suggested supply',
    intro: 'Public offers of other companies that match your open needs, best first.',
    empty: `No public offer matches your needs yet. When another company publishes an offer of a material one of your open needs wants, within ${MILES} miles, it shows here.`,
  },
  demand: {
    route: MatchingRoutes.listSuggestedDemand,
    label: 'Suggested demand',
    intro: 'Public requests of other companies that match your open haves, best first.',
    empty: `No public request matches your haves yet. When another company asks for a material one of your open haves offers, within ${MILES} miles, it shows here.`,
  },
} as const;

/** The market's Suggested supply (my needs × public offers) or demand (my haves × public requests), part 2 §2. */
function Suggested({ side }: { side: keyof typeof SUGGESTED }) {
  const { route, label, intro, empty } = SUGGESTED[side];
  return (
    <Stack gap="3">
      <Text color="fg.muted">{intro}</Text>
      <MatchList source={{ route }} label={label} empty={empty} />
    </Stack>
  );
}

export const SuggestedSupplyTab = () => <Suggested side="supply" />;
export const SuggestedDemandTab = () => <Suggested side="demand" />;
