import { Outlet } from 'react-router';
import { Stack } from '@chakra-ui/react';
import { TabLinks, tabsOf } from '../../components/TabLinks';
import { PageHeader } from '../crm-shared/PageHeader';

const TABS = tabsOf('Summary', 'Invoices', 'Bills', 'Ledger', 'Payables', 'Receivables');

/** Finance (spec part 1 §2): its tabs, each at its own address under /market/financials. */
export default function FinancialsLayout() {
  return (
    <Stack gap="4">
      <PageHeader title="Finance" />
      <TabLinks label="Finance sections" items={TABS} />
      <Outlet />
    </Stack>
  );
}
