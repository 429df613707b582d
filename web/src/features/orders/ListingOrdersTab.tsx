import { useListingContext } from '../listings/ListingLayout';
import { ORDERS_BASE } from './format';
import { RecordOrders } from './RecordOrders';
import { CreateLink } from '../../components/list/ListActions';

/** A have's or need's orders (its Orders tab), with a new order started from it. */
export default function ListingOrdersTab() {
  const { kind, record } = useListingContext();
  return (
    <RecordOrders
      filter={kind === 'have' ? { haveId: record.id } : { needId: record.id }}
      label={`Orders of this ${kind}`}
      empty={`No orders from this ${kind} yet.`}
      action={
        <CreateLink
          to={`${ORDERS_BASE}/new?${kind}Id=${encodeURIComponent(record.id)}`}
          label="New order"
          inSection
        />
      }
    />
  );
}
