import { Outlet } from 'react-router';
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { TabLinks } from '../../components/TabLinks';
import { COMPANY_TABS, type CompanyContext } from '../companies/company-context';
import { useMyCompany } from '../crm-shared/hooks';
import { PageHeader } from '../crm-shared/PageHeader';
import { CompanyCounts } from '../companies/CompanyCounts';

// The dashboard comes first, the materials follow the profile and the team comes last.
const TABS = [
  ...COMPANY_TABS.flatMap((tab) =>
    tab.to === 'profile'
      ? [{ to: 'dashboard', label: 'Dashboard' }, tab, { to: 'materials', label: 'Materials' }]
      : [tab],
  ),
  { to: 'team', label: 'Team' },
];

/** The user's own company: the company page's tabs with its id, plus the dashboard, materials and team. */
export default function MyCompanyLayout() {
  const mine = useMyCompany();
  const company = mine.data?.data;
  if (mine.error) return <Text color="fg.error">Your company could not be loaded.</Text>;
  const context: CompanyContext | undefined = company && {
    companyId: company.id,
    company,
    own: true,
  };
  return (
    <Stack gap="4">
      <PageHeader title={company?.name ?? 'My company'} />
      {company && <CompanyCounts company={company} />}
      <TabLinks label="My company sections" items={TABS} />
      {context ? <Outlet context={context} /> : <Skeleton height="40" />}
    </Stack>
  );
}
