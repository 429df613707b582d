/** The inventory routes' page modules, each loaded with its route. */
export { InventoryListPage } from './InventoryListPage';
export { LotNewPage } from './LotNewPage';
export { LotPage } from './LotPage';
export { ProcessReportsListPage } from './ProcessReportsListPage';
export { ProcessReportNewPage } from './ProcessReportNewPage';
export { ProcessReportPage } from './ProcessReportPage';
