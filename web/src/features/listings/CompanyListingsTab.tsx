import { useNavigate } from 'react-router';
import { Stack } from '@chakra-ui/react';
import { SupplyRoutes } from '@polyloop/shared';
import { ListTable } from '../../components/list/ListTable';
import { useList } from '../../components/list/use-list';
import { Section } from '../../components/Section';
import { useCompanyContext } from '../companies/company-context';
import { listingColumns } from './ListingsListPage';

/** A company's open haves and needs (its page's tab), each by expiration date. */
export default function CompanyListingsTab() {
  const { companyId } = useCompanyContext();
  const navigate = useNavigate();
  const haves = useList(SupplyRoutes.companyHaves, { params: { id: companyId }, pageSize: 10, prefix: 'haves', query: ({ page, size }) => ({ page, size }) });
  const needs = useList(SupplyRoutes.companyNeeds, { params: { id: companyId }, pageSize: 10, prefix: 'needs', query: ({ page, size }) => ({ page, size }) });
  return (
    <Stack gap="5">
      <Section title="Haves">
        <ListTable list={haves} label="Haves of this company" columns={listingColumns('have')} onRowClick={(r) => navigate(`/haves/${r.id}`)} errorText="The haves could not be loaded." empty="No open haves." />
      </Section>
      <Section title="Needs">
        <ListTable list={needs} label="Needs of this company" columns={listingColumns('need')} onRowClick={(r) => navigate(`/needs/${r.id}`)} errorText="The needs could not be loaded." empty="No open needs." />
      </Section>
    </Stack>
  );
}
