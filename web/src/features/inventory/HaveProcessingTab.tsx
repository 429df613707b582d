import { useNavigate, useParams } from 'react-router';
import { InventoryRoutes } from '@polyloop/shared';
import { Section } from '../../components/Section';
import { ListTable } from '../../components/list/ListTable';
import { useList } from '../../components/list/use-list';
import { REPORTS_BASE } from './format';
import { REPORT_COLUMNS } from './report-columns';
import { CreateLink } from '../../components/list/ListActions';

/** A have's processing tab (spec part 1 §2): the process reports it belongs to, and a new one for it. */
export function HaveProcessingTab() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const list = useList(InventoryRoutes.haveProcessReports, {
    params: { id },
    pageSize: 25,
    query: ({ page, size }) => ({ page, size }),
  });
  return (
    <Section
      title="Processing"
      action={
        <CreateLink
          to={`${REPORTS_BASE}/new?haveId=${encodeURIComponent(id)}`}
          label="New process report"
          inSection
        />
      }
    >
      <ListTable
        list={list}
        label="Process reports of this have"
        columns={REPORT_COLUMNS}
        onRowClick={(r) => navigate(`${REPORTS_BASE}/${r.id}`)}
        errorText="The process reports could not be loaded."
        empty="No process reports for this have yet."
      />
    </Section>
  );
}

export default HaveProcessingTab;
