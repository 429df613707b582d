import { CrmRoutes } from '@polyloop/shared';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { Badge, Stack } from '@chakra-ui/react';
import { api } from '../../lib/api';
import { VIEWS } from '../../lib/views';
import { ArchiveButton, useRecord } from '../../components/RecordPage';
import { TabLinks } from '../../components/TabLinks';
import { useMyCompany } from '../crm-shared/hooks';
import { PageHeader } from '../crm-shared/PageHeader';
import { COMPANY_TABS, type CompanyContext } from './company-context';
import { CompanyCounts } from './CompanyCounts';
import { PublicCompanyLink } from './PublicCompanyLink';

/** A CRM company with its tabs; the user's own company moves to the my-company pages. */
export default function CompanyLayout() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const mine = useMyCompany();
  const { record: company, fallback } = useRecord(
    CrmRoutes.getCompany,
    { params: { id } },
    {
      noun: 'company',
      missing: 'This company does not exist or was removed.',
      back: { label: 'Back to companies', to: '/companies' },
    },
  );
  const myId = mine.data?.data.id;
  if (myId && myId === id) {
    const tab = pathname.split('/')[3] ?? 'profile';
    return <Navigate to={`/my-company/${tab}`} replace />;
  }
  if (!company) return fallback;
  const context: CompanyContext = { companyId: id, company, own: company.own };
  return (
    <Stack gap="4">
      <PageHeader title={company.name} badge={company.archived ? <Badge>Archived</Badge> : undefined}>
        <ArchiveButton
          noun="company"
          record={company}
          archiving="will be hidden from lists and pickers."
          run={async () =>
            (
              await api(company.archived ? CrmRoutes.restoreCompany : CrmRoutes.archiveCompany, {
                params: { id },
              })
            ).data
          }
          touches={VIEWS.company}
        />
      </PageHeader>
      <PublicCompanyLink companyId={id} />
      <CompanyCounts company={company} />
      <TabLinks label="Company sections" items={COMPANY_TABS} />
      <Outlet context={context} />
    </Stack>
  );
}
