import type { ElementType } from 'react';
import { Avatar, Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { FreightPartner } from '@polyloop/shared/freight/freight';

/** A partner's logo, or its initials when it has none or the logo fails to load. */
export function PartnerLogo({
  partner,
  size = 'md',
}: {
  partner: Pick<FreightPartner, 'name' | 'logo'>;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Avatar.Root size={size} shape="rounded" colorPalette="gray" aria-hidden>
      <Avatar.Fallback name={partner.name} />
      {partner.logo && <Avatar.Image src={partner.logo.filePath} alt="" />}
    </Avatar.Root>
  );
}

/** Simulated partners of the local cloud say so wherever they show. */
export const SandboxBadge = () => (
  <Badge colorPalette="orange" variant="subtle">
    Sandbox
  </Badge>
);

/** A partner's logo, name (as `as`, e.g. a card's heading) and sandbox badge. */
export function PartnerIdentity({
  partner,
  as = 'p',
  detail,
}: {
  partner: FreightPartner;
  as?: ElementType;
  detail?: string;
}) {
  return (
    <HStack gap="3" minW="0">
      <PartnerLogo partner={partner} />
      <Stack gap="0" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text as={as} fontWeight="semibold" fontSize="md">
            {partner.name}
          </Text>
          {partner.sandbox && <SandboxBadge />}
        </HStack>
        {detail && (
          <Text fontSize="sm" color="fg.muted">
            {detail}
          </Text>
        )}
      </Stack>
    </HStack>
  );
}
