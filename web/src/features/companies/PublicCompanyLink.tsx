import { Link as RouterLink } from 'react-router';
import { Badge, HStack, Link, Text } from '@chakra-ui/react';
import { LuGlobe } from 'react-icons/lu';
import { NetworkRoutes } from '@polyloop/shared';
import type { PublicMatchKind } from '@polyloop/shared/crm/public-match';
import { useApi } from '../../lib/api';
import { companyPath } from '../network/directory';
import { LinkStatusBadge } from '../network/LinkControls';

const HOW: Record<PublicMatchKind, string> = {
  own: 'Your public profile',
  link: 'Your network partner',
  name: 'Same name on the network',
};

/**
 * The public company a CRM company stands for on the network, when there is one (spec part 1 §3,
 * publicCompanyId): a link to its profile in the directory, how it was found and my link with it.
 * Says nothing when none matches, or while it is asked.
 */
export function PublicCompanyLink({ companyId }: { companyId: string }) {
  const match = useApi(NetworkRoutes.companyPublicMatch, { params: { id: companyId } }).data?.data;
  const company = match?.publicCompany;
  if (!match?.matchedBy || !company) return null;
  return (
    <HStack role="group" aria-label="Public company" gap="2" wrap="wrap" fontSize="sm">
      <LuGlobe aria-hidden />
      <Text color="fg.muted">On the network:</Text>
      <Link asChild color="brand.fg" fontWeight="medium">
        <RouterLink to={companyPath(company.id)}>{company.name}</RouterLink>
      </Link>
      <Badge variant="subtle">{HOW[match.matchedBy]}</Badge>
      {match.matchedBy !== 'own' && (
        <LinkStatusBadge
          company={{ own: company.own, link: company.linkStatus && { status: company.linkStatus } }}
        />
      )}
    </HStack>
  );
}
