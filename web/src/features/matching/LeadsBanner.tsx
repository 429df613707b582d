import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { Badge, Box, Button, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { LuLock, LuSparkles } from 'react-icons/lu';
import { MatchingRoutes } from '@polyloop/shared';
import type { Lead } from '@polyloop/shared/matching/match';
import { useAccount } from '../../lib/account';
import { permissionsOf } from '../../lib/permissions';
import { useUpgrade } from '../../app/upgrade-store';
import { Pager } from '../../components/DataTable';
import { ListStatus } from '../../components/list/ListTable';
import { useList } from '../../components/list/use-list';

const PAGE_SIZE = 5;
const INTRO =
  'Companies of the directory your company is not linked with yet, ranked by how well they fit what it buys and sells and where it is.';

const where = (lead: Lead) =>
  [
    lead.place,
    lead.distanceMiles === null
      ? null
      : `${Math.round(lead.distanceMiles).toLocaleString('en-US')} miles away`,
  ]
    .filter(Boolean)
    .join(' · ');

function LeadRow({ lead }: { lead: Lead }) {
  const { reasons } = lead;
  return (
    <Box as="li" py="3" borderTopWidth="1px" _first={{ borderTopWidth: 0, pt: 0 }}>
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
        <Stack gap="0.5" minW="0">
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={`/network/companies/${lead.publicCompanyId}`}>{lead.name}</RouterLink>
          </Link>
          {where(lead) && (
            <Text fontSize="sm" color="fg.muted">
              {where(lead)}
            </Text>
          )}
          {reasons.length > 0 && <Text fontSize="sm">{reasons.join(' · ')}</Text>}
        </Stack>
        <Badge
          alignSelf={{ base: 'start', sm: 'center' }}
          colorPalette={lead.score >= 70 ? 'green' : 'gray'}
          flexShrink="0"
        >
          {`Fit ${lead.score} / 100`}
        </Badge>
      </Stack>
    </Box>
  );
}

/** The leads themselves: a page at a time, its page kept in the URL beside the directory's. */
function Leads() {
  const list = useList(MatchingRoutes.listLeads, {
    prefix: 'leads',
    pageSize: PAGE_SIZE,
    query: ({ page, size }) => ({ page, size }),
  });
  return (
    <Stack gap="3">
      <ListStatus
        list={list}
        errorText="The leads could not be loaded."
        empty="No leads right now: the companies that fit your trade are linked with yours already, or none has a public profile yet."
      />
      {list.rows && list.rows.length > 0 && (
        <Box as="ul" listStyleType="none" aria-label="AI leads" aria-busy={list.isValidating || undefined}>
          {list.rows.map((lead) => (
            <LeadRow key={lead.publicCompanyId} lead={lead} />
          ))}
        </Box>
      )}
      <Pager page={list.state.page} size={PAGE_SIZE} total={list.total} onChange={list.setPage} />
    </Stack>
  );
}

/**
 * The directory's AI leads banner (spec part 2 §1): the best-fitting companies to link with, each
 * opening its company page (where the link request is sent); without the plan for it, what the
 * leads are and the upgrade dialog.
 */
export function LeadsBanner() {
  const { account } = useAccount();
  const allowed = permissionsOf(account).has('AI_LEAD_READ');
  const upgrade = useUpgrade('ai-leads-banner');
  const titleId = useId();
  return (
    <Card.Root as="section" aria-labelledby={titleId} variant="subtle" bg="brand.subtle" size="sm">
      <Card.Body>
        <Stack gap="3">
          <Stack
            direction={{ base: 'column', md: 'row' }}
            justify="space-between"
            align={{ md: 'center' }}
            gap="3"
          >
            <Stack gap="1">
              <HStack gap="2">
                <LuSparkles aria-hidden />
                <Heading as="h2" size="md" id={titleId}>
                  AI leads
                </Heading>
              </HStack>
              <Text fontSize="sm">
                {allowed ? INTRO : `${INTRO} Leads come with the Intelligence and Enterprise plans.`}
              </Text>
            </Stack>
            {!allowed && (
              <Button onClick={upgrade} flexShrink="0" alignSelf={{ base: 'start', md: 'center' }}>
                <LuLock aria-hidden /> See your leads
              </Button>
            )}
          </Stack>
          {allowed && <Leads />}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
