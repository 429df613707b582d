import { CrmRoutes } from '@polyloop/shared';
import { useState } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { Badge, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuArchive, LuArchiveRestore } from 'react-icons/lu';
import { api, useApi } from '../../lib/api';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TabLinks } from '../../components/TabLinks';
import { notify } from '../../components/ui/toaster';
import { MessagePage } from '../system/MessagePage';
import { useMyCompany } from '../crm-shared/hooks';
import { toastErrorOf } from '../crm-shared/util';
import { PageHeader } from '../crm-shared/PageHeader';
import type { CompanyContext } from './company-context';

const TABS = [
  { to: 'profile', label: 'Profile' },
  { to: 'activity', label: 'Activity' },
  { to: 'locations', label: 'Locations' },
  { to: 'documents', label: 'Documents' },
  { to: 'history', label: 'History' },
];

/** A CRM company with its tabs; the user's own company moves to the my-company pages. */
export default function CompanyLayout() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const mine = useMyCompany();
  const result = useApi(CrmRoutes.getCompany, { params: { id } });
  const [confirming, setConfirming] = useState(false);
  const myId = mine.data?.data.id;
  if (myId && myId === id) {
    const tab = pathname.split('/')[3] ?? 'profile';
    return <Navigate to={`/my-company/${tab}`} replace />;
  }
  if (result.error) {
    return result.error.status === 404 ? (
      <MessagePage
        title="Oops, nothing here"
        message="This company does not exist or was removed."
        action={{ label: 'Back to companies', to: '/companies' }}
      />
    ) : (
      <Text color="fg.error">The company could not be loaded.</Text>
    );
  }
  const company = result.data?.data;
  if (!company) return <Skeleton height="40" />;
  const archive = async () => {
    try {
      await api(company.archived ? CrmRoutes.restoreCompany : CrmRoutes.archiveCompany, { params: { id } });
      notify('success', company.archived ? 'Company restored' : 'Company archived');
      await result.mutate();
    } catch (e) {
      toastErrorOf(e);
    }
    setConfirming(false);
  };
  const context: CompanyContext = { companyId: id, company, own: company.own, refresh: result.mutate };
  return (
    <Stack gap="4">
      <PageHeader title={company.name} badge={company.archived ? <Badge>Archived</Badge> : undefined}>
        <Button variant="outline" onClick={() => setConfirming(true)}>
          {company.archived ? <LuArchiveRestore aria-hidden /> : <LuArchive aria-hidden />}
          {company.archived ? 'Restore company' : 'Archive company'}
        </Button>
      </PageHeader>
      <TabLinks label="Company sections" items={TABS} />
      <Outlet context={context} />
      <ConfirmDialog
        open={confirming}
        title={company.archived ? 'Restore company?' : 'Archive company?'}
        confirmLabel={company.archived ? 'Restore' : 'Archive'}
        destructive={!company.archived}
        onClose={() => setConfirming(false)}
        onConfirm={archive}
      >
        {company.archived
          ? `${company.name} will be active again.`
          : `${company.name} will be hidden from lists and pickers. You can restore it later.`}
      </ConfirmDialog>
    </Stack>
  );
}
