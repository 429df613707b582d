import { useNavigate } from 'react-router';
import { SupplyRoutes } from '@polyloop/shared';
import { ListTable } from '../../components/list/ListTable';
import { useList } from '../../components/list/use-list';
import { Section } from '../../components/Section';
import { useMaterialContext } from '../materials/MaterialLayout';
import { listingColumns } from './ListingsListPage';

/** The material page's haves tab: the open haves of this material, by expiration date. */
export default function MaterialHavesTab() {
  const { material } = useMaterialContext();
  const navigate = useNavigate();
  const list = useList(SupplyRoutes.materialHaves, {
    params: { id: material.id },
    pageSize: 25,
    prefix: 'haves',
    query: ({ page, size }) => ({ page, size }),
  });
  return (
    <Section title="Haves">
      <ListTable
        list={list}
        label="Haves of this material"
        columns={listingColumns('have')}
        onRowClick={(r) => navigate(`/haves/${r.id}`)}
        errorText="The haves could not be loaded."
        empty="No open haves of this material."
      />
    </Section>
  );
}
