import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Badge,
  Box,
  Button,
  Card,
  Heading,
  HStack,
  IconButton,
  Link,
  List,
  Popover,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LuEye, LuEyeOff, LuInfo, LuLeaf } from 'react-icons/lu';
import type { Match, MatchFactor, MatchRecord } from '@polyloop/shared/matching/match';
import { formatDate } from '../../lib/format';
import {
  canHide,
  confidenceTone,
  emissionsBasis,
  emissionsText,
  RECORD_KIND_LABELS,
  recordDetails,
  sidesOf,
} from './match-view';

/** A record's name: a link when the reader may open it. */
function RecordName({ record }: { record: MatchRecord }) {
  if (!record.url) return <>{record.label}</>;
  return (
    <Link asChild color="brand.fg" fontWeight="semibold">
      <RouterLink to={record.url}>{record.label}</RouterLink>
    </Link>
  );
}

/** One factor: its rating out of 100, drawn as a bar, and the facts it rests on. */
function Factor({ name, factor }: { name: string; factor: MatchFactor }) {
  const id = useId();
  return (
    <Stack gap="1.5" role="group" aria-labelledby={id}>
      <HStack justify="space-between" gap="2">
        <Heading as="h4" size="xs" id={id}>
          {name}
        </Heading>
        <Text fontSize="sm" fontWeight="semibold">
          {factor.rating}
          <Text as="span" color="fg.muted" fontWeight="normal">
            {' / 100'}
          </Text>
        </Text>
      </HStack>
      <Box h="1.5" borderRadius="full" bg="bg.emphasized" aria-hidden>
        <Box
          h="full"
          borderRadius="full"
          bg={factor.rating >= 75 ? 'green.500' : factor.rating >= 50 ? 'yellow.500' : 'gray.400'}
          w={`${factor.rating}%`}
        />
      </Box>
      <List.Root fontSize="sm" ps="4" gap="0.5">
        {factor.facts.map((fact) => (
          <List.Item key={fact}>{fact}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/**
 * The freight estimate, with what it rests on one press away: a toggle tip rather than a hover
 * tooltip, so a phone's tap and the keyboard reach it too.
 */
function Emissions({ emissions }: { emissions: Match['estimatedFreightEmissions'] }) {
  if (!emissions)
    return (
      <Text fontSize="sm" color="fg.muted">
        Freight emissions not estimated: a place or weight is missing.
      </Text>
    );
  return (
    <HStack gap="1" fontSize="sm">
      <LuLeaf aria-hidden />
      <Text>{`${emissionsText(emissions.kgCo2e)} to truck it`}</Text>
      <Popover.Root size="xs" positioning={{ placement: 'top' }}>
        <Popover.Trigger asChild>
          <IconButton size="2xs" variant="ghost" aria-label="How the freight emissions are estimated">
            <LuInfo />
          </IconButton>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content maxW="xs">
              <Popover.Arrow>
                <Popover.ArrowTip />
              </Popover.Arrow>
              <Popover.Body>
                <Popover.Title fontWeight="semibold">Freight emissions estimate</Popover.Title>
                <Popover.Description fontSize="sm">{emissionsBasis(emissions)}</Popover.Description>
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
    </HStack>
  );
}

/**
 * One match, explaining itself: the counterpart (and my record it was found for when the page is
 * not that record's), the confidence, each factor with its rating and facts, the estimated freight
 * emissions, and Hide or Show for matches that are kept.
 */
export function MatchCard(props: {
  match: Match;
  focusId?: string;
  busy: boolean;
  onToggleHidden: (match: Match) => void;
}) {
  const { match } = props;
  const { counterpart, mine } = sidesOf(match, props.focusId);
  const tone = confidenceTone(match.confidence);
  const titleId = useId();
  const name = `${RECORD_KIND_LABELS[counterpart.kind]} ${counterpart.label}`;
  return (
    <Card.Root as="li" variant="outline" size="sm" aria-labelledby={titleId}>
      <Card.Body>
        <Stack gap="4">
          <Stack
            direction={{ base: 'column', sm: 'row' }}
            justify="space-between"
            align={{ sm: 'start' }}
            gap="2"
          >
            <Stack gap="1" minW="0">
              <HStack gap="2" wrap="wrap">
                <Badge variant="outline">{RECORD_KIND_LABELS[counterpart.kind]}</Badge>
                <Heading as="h3" size="sm" id={titleId} wordBreak="break-word">
                  <RecordName record={counterpart} />
                </Heading>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {recordDetails(counterpart).join(' · ') || 'No details shared'}
              </Text>
              {mine && (
                <Text fontSize="sm">
                  {`For your ${RECORD_KIND_LABELS[mine.kind].toLowerCase()} `}
                  <RecordName record={mine} />
                  {mine.companyName && mine.kind !== 'BUY_PROFILE' ? ` (${mine.companyName})` : ''}
                </Text>
              )}
            </Stack>
            <Stack gap="0.5" align={{ sm: 'end' }} flexShrink="0">
              <HStack gap="2">
                <Badge colorPalette={tone.palette} variant="subtle">
                  {tone.label}
                </Badge>
                <Text fontSize="2xl" fontWeight="bold" lineHeight="1">
                  {`${match.confidence}%`}
                </Text>
              </HStack>
              <Text fontSize="xs" color="fg.muted">
                confidence
              </Text>
            </Stack>
          </Stack>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <Factor name="Material" factor={match.explanation.material} />
            <Factor name="Location" factor={match.explanation.location} />
            <Factor name="Price" factor={match.explanation.price} />
          </SimpleGrid>
          <Stack
            direction={{ base: 'column', sm: 'row' }}
            justify="space-between"
            align={{ sm: 'center' }}
            gap="2"
          >
            <Stack gap="0.5">
              <Emissions emissions={match.estimatedFreightEmissions} />
              <Text fontSize="xs" color="fg.muted">
                {canHide(match)
                  ? `Found ${formatDate(match.createDate)}`
                  : 'Judged as you opened the page; not kept, so it cannot be hidden.'}
              </Text>
            </Stack>
            {canHide(match) && (
              <Button
                size="sm"
                variant="outline"
                alignSelf={{ base: 'start', sm: 'center' }}
                loading={props.busy}
                aria-label={`${match.hidden ? 'Show match' : 'Hide match'}: ${name}`}
                onClick={() => props.onToggleHidden(match)}
              >
                {match.hidden ? <LuEye aria-hidden /> : <LuEyeOff aria-hidden />}
                {match.hidden ? 'Show match' : 'Hide match'}
              </Button>
            )}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
