import { useState } from 'react';
import { Link as RouterLink, Outlet, useParams } from 'react-router';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { LuPencil } from 'react-icons/lu';
import { NetworkRoutes } from '@polyloop/shared';
import { RecordFallback } from '../../components/RecordPage';
import { TabLinks } from '../../components/TabLinks';
import { isCompanyAdmin, useAccount } from '../../lib/account';
import { useApi } from '../../lib/api';
import { formatPlace } from '../../lib/format';
import { PageHeader } from '../crm-shared/PageHeader';
import { CompanyLogo } from './CompanyBadges';
import { companyPath } from './directory';
import { LinkDialogs, type OpenLinkDialog } from './LinkDialogs';
import { LinkButtons, LinkStatusBadge } from './LinkControls';
import type { PublicCompanyContext } from './public-company-context';
import { useLinkPushes } from './use-link-pushes';

/** A company of the directory (spec part 2 §2): its public profile and locations, and my link with it. */
export default function PublicCompanyLayout() {
  const { publicCompanyId = '' } = useParams();
  const result = useApi(NetworkRoutes.getDirectoryCompany, { params: { id: publicCompanyId } });
  const { account } = useAccount();
  const [dialog, setDialog] = useState<OpenLinkDialog>(null);
  useLinkPushes();
  const company = result.data?.data;
  if (!company)
    return (
      <RecordFallback
        error={result.error}
        noun="company"
        missing="This company is not in the directory."
        back={{ label: 'Back to the directory', to: '/network/companies' }}
      />
    );
  const context: PublicCompanyContext = { company, act: (action) => setDialog({ action, company }) };
  const base = companyPath(company.id);
  return (
    <Stack gap="4">
      <HStack gap="4" align="start">
        <CompanyLogo company={company} size="2xl" />
        <Stack gap="1" flex="1" minW="0">
          <PageHeader title={company.name} badge={<LinkStatusBadge company={company} />}>
            <LinkButtons company={company} onAction={context.act} />
            {company.own && isCompanyAdmin(account) && (
              <Button asChild variant="outline" size="sm">
                <RouterLink to="/admin/public-profile">
                  <LuPencil aria-hidden /> Edit public profile
                </RouterLink>
              </Button>
            )}
          </PageHeader>
          {company.place && <Text color="fg.muted">{formatPlace(company.place)}</Text>}
        </Stack>
      </HStack>
      <TabLinks
        label="Company sections"
        items={[
          { to: `${base}/profile`, label: 'Profile' },
          { to: `${base}/locations`, label: 'Locations' },
        ]}
      />
      <Outlet context={context} />
      <LinkDialogs open={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
