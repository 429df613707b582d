import { useNavigate } from 'react-router';
import { HStack, Stack } from '@chakra-ui/react';
import { InventoryRoutes } from '@polyloop/shared';
import { ListTable } from '../../components/list/ListTable';
import { useList } from '../../components/list/use-list';
import { REPORTS_BASE } from './format';
import { REPORT_COLUMNS } from './report-columns';
import { CreateLink } from '../../components/list/ListActions';

/** Process reports, latest processing first, pages of 25. */
export function ProcessReportsListPage() {
  const navigate = useNavigate();
  const list = useList(InventoryRoutes.listProcessReports, {
    pageSize: 25,
    query: ({ page, size }) => ({ page, size }),
  });
  return (
    <Stack gap="4">
      <HStack justify="end">
        <CreateLink to={`${REPORTS_BASE}/new`} label="New process report" />
      </HStack>
      <ListTable
        list={list}
        label="Process reports"
        columns={REPORT_COLUMNS}
        onRowClick={(r) => navigate(`${REPORTS_BASE}/${r.id}`)}
        errorText="The process reports could not be loaded."
        empty='No process reports yet. Record processing with "New process report".'
      />
    </Stack>
  );
}
