import { useMaterialContext } from '../materials/MaterialLayout';
import { RecordOrders } from './RecordOrders';

/** The material page's Orders tab: every order with an item of this material, latest change first. */
export default function MaterialOrdersTab() {
  const { material } = useMaterialContext();
  return (
    <RecordOrders
      filter={{ materialId: material.id }}
      label="Orders of this material"
      empty="No orders of this material yet."
    />
  );
}
