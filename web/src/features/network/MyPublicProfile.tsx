import { Link as RouterLink } from 'react-router';
import { Alert, Badge, HStack, Link, Skeleton, Text } from '@chakra-ui/react';
import { LuGlobe } from 'react-icons/lu';
import { NetworkRoutes } from '@polyloop/shared';
import { useApi } from '../../lib/api';
import { isCompanyAdmin, useAccount } from '../../lib/account';
import { companyPath } from './directory';
import { publicProfileState, PUBLIC_PROFILE_OFF } from './my-public-profile';

/**
 * My company's public profile as every member reads it (`GET /api/my-public-company`): where members
 * link and publish, whether the profile is on (spec part 2 §1: public listings, and answering them,
 * need it enabled, and so does linking with another company). When it is off or not made,
 * a warning says what it stops and who can switch it on; when on, the directory shows a link to it.
 * `whenOff` shows nothing while the profile is on (the publishing pages).
 */
export function MyPublicProfile({ whenOff = false }: { whenOff?: boolean }) {
  const { account } = useAccount();
  const { data, error } = useApi(NetworkRoutes.getMyPublicCompany, {}, { shouldRetryOnError: false });
  const state = publicProfileState(data?.data, error?.status);
  if (state === 'loading') return whenOff ? null : <Skeleton height="6" width="64" />;
  if (state === 'failed')
    return whenOff ? null : <Text color="fg.error">Your company’s public profile could not be loaded.</Text>;
  if (state === 'on') {
    const company = data!.data;
    if (whenOff) return null;
    return (
      <HStack role="group" aria-label="Your public profile" gap="2" wrap="wrap" fontSize="sm">
        <LuGlobe aria-hidden />
        <Text color="fg.muted">Your company on the network:</Text>
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={companyPath(company.id)}>{company.name}</RouterLink>
        </Link>
        <Badge colorPalette="green">Public profile enabled</Badge>
      </HStack>
    );
  }
  const admin = isCompanyAdmin(account);
  return (
    <Alert.Root status="warning" aria-label="Your public profile">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{PUBLIC_PROFILE_OFF[state].title}</Alert.Title>
        <Alert.Description>
          {PUBLIC_PROFILE_OFF[state].detail}{' '}
          {admin ? (
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to="/admin/public-profile">Open Administration › Public Profile</RouterLink>
            </Link>
          ) : (
            'Ask your company administrator to switch it on.'
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
