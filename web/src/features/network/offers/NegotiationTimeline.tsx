import { Badge, HStack, Stack, Text, Timeline } from '@chakra-ui/react';
import type { NetworkOffer } from '@polyloop/shared/network/offer';
import { formatDateTime } from '../../../lib/format';
import {
  companyOf,
  formatPrice,
  formatTerms,
  formatWeight,
  reasonLabel,
  STEP_LABELS,
} from '../common/format';

/** The negotiation as it went, oldest first: who did what, with which price, weight and terms, and why. */
export function NegotiationTimeline({ offer }: { offer: NetworkOffer }) {
  return (
    <Timeline.Root size="sm" aria-label="Negotiation history" as="ol">
      {offer.negotiations.map((step) => {
        const company = companyOf(offer, step.side);
        const mine = step.side === offer.side;
        const reason = reasonLabel(step);
        return (
          <Timeline.Item key={step.seq} as="li">
            <Timeline.Connector>
              <Timeline.Separator />
              <Timeline.Indicator bg={mine ? 'brand.solid' : 'gray.500'} />
            </Timeline.Connector>
            <Timeline.Content>
              <Timeline.Title>
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="semibold">{`${STEP_LABELS[step.action]} by ${company.name}`}</Text>
                  {mine && (
                    <Badge size="sm" variant="subtle">
                      Your company
                    </Badge>
                  )}
                </HStack>
              </Timeline.Title>
              <Timeline.Description>
                {[step.userName, formatDateTime(step.at)].filter(Boolean).join(' · ')}
              </Timeline.Description>
              <Stack gap="1" fontSize="sm">
                {step.price && step.weight && (
                  <Text>{`${formatPrice(step.price)} · ${formatWeight(step.weight)} · ${formatTerms(step.terms)}`}</Text>
                )}
                {reason && <Text>{`Reason: ${reason}`}</Text>}
                {step.message && (
                  <Text whiteSpace="pre-wrap" fontStyle="italic">
                    {`“${step.message}”`}
                  </Text>
                )}
              </Stack>
            </Timeline.Content>
          </Timeline.Item>
        );
      })}
    </Timeline.Root>
  );
}
