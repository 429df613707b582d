import { PayablesTab, ReceivablesTab } from './AgedTab';
import { BillPage, InvoicePage } from './DocumentPage';
import { BillsTab, InvoicesTab } from './DocumentsTab';
import FinancialsLayout from './FinancialsLayout';
import { LedgerTab } from './LedgerTab';
import { NewBillPage, NewInvoicePage } from './NewDocumentPage';
import { SummaryTab } from './SummaryTab';

/** The finance pages, one module so the router loads them with one chunk when finance is first opened. */
export const pages = {
  FinancialsLayout,
  SummaryTab,
  InvoicesTab,
  BillsTab,
  LedgerTab,
  PayablesTab,
  ReceivablesTab,
  InvoicePage,
  BillPage,
  NewInvoicePage,
  NewBillPage,
};
