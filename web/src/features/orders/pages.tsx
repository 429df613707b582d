import { OrderDocumentsTab, OrderHistoryTab, OrderSummaryTab } from './OrderTabs';
import {
  ShipmentDetailsTab,
  ShipmentDocumentsTab,
  ShipmentFinancialsTab,
  ShipmentHistoryTab,
} from './ShipmentTabs';

/** The order and shipment tabs, one module so the router loads them with one chunk. */
export const pages = {
  OrderSummaryTab,
  OrderHistoryTab,
  OrderDocumentsTab,
  ShipmentDetailsTab,
  ShipmentFinancialsTab,
  ShipmentHistoryTab,
  ShipmentDocumentsTab,
};
