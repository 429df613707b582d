export * from './define.js';
import { PlatformRoutes } from './routes/platform.js';
import { AdminRoutes } from './routes/admin.js';
import { CrmRoutes } from './routes/crm.js';
import { SupplyRoutes } from './routes/supply.js';
import { DraftRoutes } from './routes/drafts.js';
import { InventoryRoutes } from './routes/inventory.js';
import { NotificationRoutes } from './routes/notifications.js';
import { TaskRoutes } from './routes/tasks.js';
import { OrderRoutes } from './routes/orders.js';
import { DocumentRoutes } from './routes/documents.js';
import { AuctionRoutes, NetworkContextRoutes, NetworkRoutes, OfferRoutes } from './routes/network.js';
import { FreightRoutes } from './routes/freight.js';
import { SearchRoutes } from './routes/search.js';
import { MatchingRoutes } from './routes/matching.js';
import { FinanceRoutes } from './routes/finance.js';
import { AccountingRoutes } from './routes/accounting.js';
import { JournalBatchRoutes } from './routes/finance-batches.js';
import { ReportRoutes } from './routes/reporting.js';
import { FinanceContextRoutes } from './routes/finance-context.js';
import { AdminContextRoutes, TagRoutes } from './routes/admin-context.js';
import {
  IdentityContextRoutes,
  IdentityRoutes,
  SecurityRoutes,
  SsoRoutes,
} from './routes/identity-context.js';
import type { Context, RouteDefinition, RouteGroup } from './define.js';

export {
  PlatformRoutes,
  IdentityRoutes,
  SecurityRoutes,
  SsoRoutes,
  AdminRoutes,
  TagRoutes,
  CrmRoutes,
  SupplyRoutes,
  DraftRoutes,
  InventoryRoutes,
  NotificationRoutes,
  TaskRoutes,
  OrderRoutes,
  DocumentRoutes,
  NetworkRoutes,
  FreightRoutes,
  SearchRoutes,
  MatchingRoutes,
  FinanceRoutes,
  AccountingRoutes,
  JournalBatchRoutes,
  ReportRoutes,
};
export { UserOption } from './routes/identity.js';
export { openApiDocument } from './openapi.js';
export { buildPath, buildQuery, buildUrl, pathParams, totalCountOf } from './url.js';

/** Each context's routes, keyed by route id. */
export const routeGroups = {
  platform: PlatformRoutes,
  // Account security and single sign-on are served by the identity function too.
  identity: IdentityContextRoutes,
  // Tags are served by the admin function too.
  admin: AdminContextRoutes,
  crm: CrmRoutes,
  supply: SupplyRoutes,
  drafts: DraftRoutes,
  inventory: InventoryRoutes,
  notifications: NotificationRoutes,
  tasks: TaskRoutes,
  orders: OrderRoutes,
  documents: DocumentRoutes,
  network: NetworkContextRoutes,
  offers: OfferRoutes,
  auctions: AuctionRoutes,
  freight: FreightRoutes,
  search: SearchRoutes,
  matching: MatchingRoutes,
  // The accounting sync, the journal batches and reporting are served by the finance function.
  finance: FinanceContextRoutes,
} satisfies Record<Context, RouteGroup>;

/** Every HTTP endpoint of the product. The routers, the web client, the OpenAPI document,
 * the CDK app and the local gateway are all built from this one list. */
export const routes: readonly RouteDefinition[] = Object.values(routeGroups).flatMap(
  (group) => Object.values(group) as RouteDefinition[],
);
