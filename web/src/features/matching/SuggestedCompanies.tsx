import { Link as RouterLink } from 'react-router';
import { Badge, HStack, Link, List, Text } from '@chakra-ui/react';
import { MatchingRoutes } from '@polyloop/shared';
import { MATCH_RULES, type SuggestedCompany } from '@polyloop/shared/matching/match';
import type { Column } from '../../components/DataTable';
import { ListTable } from '../../components/list/ListTable';
import { useList } from '../../components/list/use-list';
import { Section } from '../../components/Section';

const PAGE_SIZE = 25;

export const SOURCE_LABELS: Record<SuggestedCompany['source'], string> = {
  CRM: 'CRM',
  DIRECTORY: 'Directory',
};

const miles = (n: number | null) => (n === null ? '—' : `${n.toLocaleString('en-US')} mi`);

const columns: Column<SuggestedCompany>[] = [
  {
    key: 'name',
    header: 'Company',
    cell: (s) => (
      <HStack gap="2" wrap="wrap">
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={s.url}>{s.name}</RouterLink>
        </Link>
        <Badge size="sm" variant="outline" colorPalette={s.source === 'CRM' ? 'blue' : 'purple'}>
          {SOURCE_LABELS[s.source]}
        </Badge>
      </HStack>
    ),
  },
  { key: 'score', header: 'Score', align: 'end', cell: (s) => <Text fontWeight="semibold">{s.score}</Text> },
  { key: 'distance', header: 'Distance', align: 'end', hideBelow: 'md', cell: (s) => miles(s.distanceMiles) },
  { key: 'place', header: 'Place', hideBelow: 'lg', cell: (s) => s.place ?? '—' },
  {
    key: 'linked',
    header: 'Link',
    hideBelow: 'md',
    cell: (s) =>
      s.source === 'CRM' ? (
        <Text color="fg.muted">In your CRM</Text>
      ) : (
        <Badge size="sm" colorPalette={s.linked ? 'green' : 'gray'}>
          {s.linked ? 'Linked' : 'Not linked'}
        </Badge>
      ),
  },
  {
    key: 'reasons',
    header: 'Why',
    cell: (s) => (
      <List.Root fontSize="sm" ps="4" gap="0.5">
        {s.reasons.map((r) => (
          <List.Item key={r}>{r}</List.Item>
        ))}
      </List.Root>
    ),
  },
];

const TEXTS = {
  buyers: {
    route: MatchingRoutes.listSuggestedBuyers,
    title: 'Suggested buyers',
    empty: `No buyers to suggest yet. Companies of your CRM whose buy profiles, needs or past orders fit this have, and directory companies that trade its material, show here when they are within ${MATCH_RULES.maxMiles} miles.`,
  },
  sellers: {
    route: MatchingRoutes.listSuggestedSellers,
    title: 'Suggested sellers',
    empty: `No sellers to suggest yet. Companies of your CRM whose haves, materials or past orders fit this need, and directory companies that trade its material, show here when they are within ${MATCH_RULES.maxMiles} miles.`,
  },
} as const;

/**
 * The companies that may buy a have or sell for a need, best first: from the CRM or the directory,
 * with their score, distance, link and the reasons they are suggested; each opens its company page
 * (a directory company's has the link request).
 */
export function SuggestedCompanies({ of, id }: { of: keyof typeof TEXTS; id: string }) {
  const texts = TEXTS[of];
  // Both routes take the same query and answer the same rows.
  const list = useList(texts.route as typeof MatchingRoutes.listSuggestedBuyers, {
    params: { id },
    pageSize: PAGE_SIZE,
    query: ({ page, size }) => ({ page, size }),
  });
  // CRM and directory ids come from different places: a row's key names both (links use `url`).
  const rows = list.rows?.map((s) => ({ ...s, id: `${s.source}:${s.id}` }));
  return (
    <Section title={texts.title}>
      <ListTable
        list={{ ...list, rows }}
        label={texts.title}
        columns={columns}
        errorText={`The ${texts.title.toLowerCase()} could not be loaded.`}
        empty={texts.empty}
      />
    </Section>
  );
}
