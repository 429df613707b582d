import {
  Badge,
  Box,
  Button,
  Heading,
  List,
  SimpleGrid,
  Stack,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import { planAction, type Billing, type PlanAction, type PlanCard } from '@polyloop/shared';
import { orderedPlanCards, planActionLabel } from './plan-cards';
import { useBillingActions } from './use-billing-actions';

function CardAction({
  action,
  tier,
  canAct,
}: {
  action: PlanAction;
  tier: PlanCard['tier'];
  canAct: boolean;
}) {
  const billing = useBillingActions();
  const label = planActionLabel(action);
  if (!label) return null;
  const disabled = action.kind === 'current' || action.kind === 'trial-active' || !canAct;
  const run = () =>
    action.kind === 'contact-sales' ? billing.contactSales('ENTERPRISE_INTEREST') : billing.openPortal();
  return (
    <Button
      w="full"
      variant={action.kind === 'upgrade-now' ? 'solid' : 'outline'}
      disabled={disabled}
      loading={billing.busy}
      onClick={() => void run()}
      aria-label={`${label}: ${tier.charAt(0)}${tier.slice(1).toLowerCase()}`}
    >
      {label}
    </Button>
  );
}

/**
 * The three plan cards with the button each shows for this company's billing. Non-administrators
 * see the plans without actions (they are told to ask their administrator).
 */
export function PlanCards({ billing, canAct }: { billing: Billing | undefined; canAct: boolean }) {
  const phone = useBreakpointValue({ base: true, md: false }) ?? false;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4" aria-label="Plans">
      {orderedPlanCards(phone).map((card) => (
        <Box
          as="li"
          key={card.tier}
          borderWidth={card.recommended ? '2px' : '1px'}
          borderColor={card.recommended ? 'brand.solid' : 'border'}
          borderRadius="lg"
          p="5"
          aria-labelledby={`plan-${card.tier}`}
        >
          <Stack gap="4" h="full">
            <Stack gap="1">
              <Stack direction="row" align="center" justify="space-between">
                <Heading as="h3" size="lg" id={`plan-${card.tier}`}>
                  {card.name}
                </Heading>
                {card.recommended && <Badge colorPalette="brand">Recommended</Badge>}
              </Stack>
              <Text fontSize="2xl" fontWeight="bold">
                {card.price}{' '}
                {card.priceNote && (
                  <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
                    {card.priceNote}
                  </Text>
                )}
              </Text>
            </Stack>
            <List.Root gap="2" variant="plain" flex="1">
              {card.features.map((f) => (
                <List.Item key={f} fontSize="sm">
                  <List.Indicator asChild color="brand.solid">
                    <LuCheck aria-hidden />
                  </List.Indicator>
                  {f}
                </List.Item>
              ))}
            </List.Root>
            {canAct && (
              <CardAction action={planAction(card.tier, billing)} tier={card.tier} canAct={canAct} />
            )}
          </Stack>
        </Box>
      ))}
    </SimpleGrid>
  );
}
