import {
  AdminRoutes,
  CrmRoutes,
  DocumentRoutes,
  DraftRoutes,
  FinanceRoutes,
  FreightRoutes,
  IdentityRoutes,
  InventoryRoutes,
  MatchingRoutes,
  NetworkRoutes,
  NotificationRoutes,
  OrderRoutes,
  SupplyRoutes,
  TaskRoutes,
  TagRoutes,
} from '@polyloop/shared';

/**
 * Which reads each kind of change makes stale. A mutation names its group in `useSubmit`'s
 * `touches`, and every cached answer of those routes revalidates: the page it was made on, the
 * list behind it and any counts or histories that mention it. A new read that shows something a
 * mutation changes is added to that mutation's group here, once.
 */
const company = [
  CrmRoutes.listCompanies,
  CrmRoutes.getCompany,
  CrmRoutes.getMyCompany,
  NetworkRoutes.companyPublicMatch,
  CrmRoutes.companyHistory,
  CrmRoutes.companyOptions,
  CrmRoutes.activeBuyers,
  CrmRoutes.activeSellers,
  CrmRoutes.materialCompanies,
  CrmRoutes.myCompanyDashboard,
];
const material = [
  CrmRoutes.listMaterials,
  CrmRoutes.getMaterial,
  CrmRoutes.materialHistory,
  CrmRoutes.listCompanyMaterials,
  CrmRoutes.companyMaterialOptions,
  CrmRoutes.myCompanyDashboard,
];
const identity = [IdentityRoutes.getAccount, IdentityRoutes.getBilling];
const have = [
  SupplyRoutes.listHaves,
  SupplyRoutes.getHave,
  SupplyRoutes.haveHistory,
  SupplyRoutes.companyHaves,
  SupplyRoutes.materialHaves,
  SupplyRoutes.getHaveGroup,
  CrmRoutes.myCompanyDashboard,
];
const need = [
  SupplyRoutes.listNeeds,
  SupplyRoutes.getNeed,
  SupplyRoutes.needHistory,
  SupplyRoutes.companyNeeds,
  CrmRoutes.myCompanyDashboard,
];
const lot = [
  InventoryRoutes.listLots,
  InventoryRoutes.getLot,
  InventoryRoutes.listLotAdjustments,
  InventoryRoutes.lotHistory,
];
const publicRequest = [
  NetworkRoutes.getRequest,
  NetworkRoutes.getPublicRequest,
  NetworkRoutes.listPublicRequests,
  NetworkRoutes.listMyPublicRequests,
  NetworkRoutes.listRequests,
  NetworkRoutes.countMarket,
];
const networkRequest = [
  NetworkRoutes.getRequest,
  NetworkRoutes.getNetworkRequest,
  NetworkRoutes.listNetworkRequests,
  NetworkRoutes.listRequests,
  NetworkRoutes.countNetworkRequests,
];
const order = [
  ...have,
  ...need,
  ...lot,
  OrderRoutes.listOrders,
  OrderRoutes.getOrder,
  OrderRoutes.orderHistory,
];
/** Public offers: the market's lists and counts, my listings, and one offer as its id resolves. */
const publicOffer = [
  NetworkRoutes.getOffer,
  NetworkRoutes.getPublicOffer,
  NetworkRoutes.listPublicOffers,
  NetworkRoutes.listMyPublicOffers,
  NetworkRoutes.listOffers,
  NetworkRoutes.countMarket,
];
/** Network offers as both companies read them: one offer, the lists and counts, and what each answers. */
const networkOffer = [
  NetworkRoutes.getOffer,
  NetworkRoutes.getNetworkOffer,
  NetworkRoutes.listNetworkOffers,
  NetworkRoutes.listOffers,
  NetworkRoutes.countNetworkOffers,
  NetworkRoutes.listPublicOfferBids,
  NetworkRoutes.listRequestOffers,
  NetworkRoutes.getRequest,
];
/** Auctions as the owner and every bidder read them: one auction, its bids and bidders, the lists. */
const auction = [
  NetworkRoutes.listAuctions,
  NetworkRoutes.getAuction,
  NetworkRoutes.listAuctionBids,
  NetworkRoutes.listAuctionBidders,
];
const shipment = [
  OrderRoutes.listShipments,
  OrderRoutes.getShipment,
  OrderRoutes.shipmentHistory,
  OrderRoutes.getOrder,
  OrderRoutes.listOrders,
  OrderRoutes.orderHistory,
  CrmRoutes.myCompanyDashboard,
];

/** Invoices, bills, payments and commissions: the lists, one record, the ledger and its views, the shipment they belong to. */
const finance = [
  ...shipment,
  FinanceRoutes.listInvoices,
  FinanceRoutes.getInvoice,
  FinanceRoutes.listInvoicePayments,
  FinanceRoutes.listBills,
  FinanceRoutes.getBill,
  FinanceRoutes.listBillPayments,
  FinanceRoutes.listShipmentCommissions,
  FinanceRoutes.listLedgerEntries,
  FinanceRoutes.getReceivables,
  FinanceRoutes.getPayables,
  FinanceRoutes.getFinanceSummary,
];

export const VIEWS = {
  /** A company's own fields, its archiving, or a new company. */
  company: [...company, TagRoutes.listTags],
  /** A tag made, renamed, merged or deleted: the companies carrying it show it. */
  tag: [...company, TagRoutes.listTags],
  contact: [...company, CrmRoutes.listCompanyContacts, CrmRoutes.getContact],
  location: [...company, CrmRoutes.listCompanyLocations, CrmRoutes.listLocations, CrmRoutes.getLocation],
  buyProfile: [...company, CrmRoutes.listBuyProfiles],
  /** A material associated with a company, or no longer. */
  companyMaterial: [...company, ...material],
  touchpoint: [...company, CrmRoutes.listTouchpoints, CrmRoutes.companyActivity],
  comment: [
    CrmRoutes.listCompanyComments,
    CrmRoutes.listMyCompanyComments,
    CrmRoutes.companyActivity,
    SupplyRoutes.listHaveComments,
    SupplyRoutes.listNeedComments,
    OrderRoutes.listOrderComments,
    OrderRoutes.listShipmentComments,
    NetworkRoutes.listOfferComments,
    NetworkRoutes.listNetworkRequestComments,
  ],
  companyFile: [CrmRoutes.listCompanyFiles, CrmRoutes.companyHistory, CrmRoutes.myCompanyDashboard],
  material,
  materialFile: [CrmRoutes.listMaterialFiles, CrmRoutes.materialHistory],
  have,
  need,
  /** A have joining or leaving a group, or a group made, renamed or deleted: its haves show the group. */
  haveGroup: [...have, SupplyRoutes.listHaveGroups],
  haveFile: [SupplyRoutes.listHaveFiles, SupplyRoutes.haveHistory],
  needFile: [SupplyRoutes.listNeedFiles, SupplyRoutes.needHistory],
  orderDocument: [DocumentRoutes.listOrderDocuments],
  shipmentDocument: [DocumentRoutes.listShipmentDocuments],
  /** A lot recorded, edited or adjusted. */
  lot,
  /** A process report recorded: its input lots were consumed and its outputs created. */
  processReport: [
    ...lot,
    InventoryRoutes.listProcessReports,
    InventoryRoutes.getProcessReport,
    InventoryRoutes.haveProcessReports,
  ],
  /** An order made, changed or deleted: its haves', needs' and lots' remaining weight moved too. */
  order,
  /** A shipment made, changed, moved, exported or deleted: its order counts it. */
  shipment,
  /** An invoice or bill made, changed, issued, paid, voided or deleted, or a commission: the shipment's status and margin move too. */
  finance,
  /** Drafts deleted, arrived, or saved as a have or need: the panel and the top bar's count. */
  draft: [DraftRoutes.listDrafts, DraftRoutes.countDrafts, DraftRoutes.getDraft],
  /** The assistant's address rotated: the drafts panel shows the new one. */
  draftAssistant: [DraftRoutes.draftAssistant],
  /** Notifications read, unread, deleted or pushed: the lists, the top bar's unread count and the page of one. */
  notification: [
    NotificationRoutes.listNotifications,
    NotificationRoutes.countUnreadNotifications,
    NotificationRoutes.getNotification,
  ],
  notificationPreferences: [NotificationRoutes.getNotificationPreferences],
  /** A task added, edited, completed, reopened, moved or deleted: the panel's list (every sort) and the detail dialog. */
  task: [TaskRoutes.listTasks, TaskRoutes.getTask],
  /** Who the user is and what their company has: the guard, the menus and the seat count read these. */
  identity,
  settings: [...identity, IdentityRoutes.getSettings],
  users: [
    ...identity,
    AdminRoutes.listUsers,
    IdentityRoutes.userOptions,
    IdentityRoutes.listCompanyUsers,
    IdentityRoutes.countCompanyUsers,
  ],
  /** The public profile, its contacts or locations changed: the directory shows them to everyone. */
  publicProfile: [
    AdminRoutes.getPublicCompany,
    NetworkRoutes.getMyPublicCompany,
    AdminRoutes.listPublicContacts,
    AdminRoutes.listPublicLocations,
    NetworkRoutes.listDirectory,
    NetworkRoutes.getDirectoryCompany,
  ],
  /** A link asked for, answered, withdrawn or given other representatives: the directory's rows and tabs, their counts, the company's page. */
  link: [
    NetworkRoutes.listDirectory,
    NetworkRoutes.linkCounts,
    NetworkRoutes.getDirectoryCompany,
    NetworkRoutes.companyPublicMatch,
  ],
  /** An offer sent, moved or bid, on either side: its pages, the lists and counts, the listing or request it answers. */
  networkOffer: [...networkOffer, ...publicOffer],
  /** An offer confirmed: it moved, my company's order was made (the have's weight taken), the partner may have joined the CRM. */
  offerConfirmed: [...networkOffer, ...publicOffer, ...order, ...company],
  /** A public offer published, changed or closed. */
  publicOffer: [...publicOffer, NetworkRoutes.listPublicOfferBids],
  /** An offer's conversation: a comment posted or edited by either company. */
  offerComment: [NetworkRoutes.listOfferComments],
  offerFile: [NetworkRoutes.listOfferFiles, NetworkRoutes.listHaveOfferFiles],
  /** A private request's conversation: a comment posted, edited or deleted by either company. */
  requestComment: [NetworkRoutes.listNetworkRequestComments],
  requestFile: [NetworkRoutes.listNetworkRequestFiles],
  publicOfferFile: [NetworkRoutes.listPublicOfferFiles],
  publicRequestFile: [NetworkRoutes.listPublicRequestFiles],
  groundRules: [NetworkRoutes.getGroundRules],
  savedViews: [IdentityRoutes.listViews],
  policies: [IdentityRoutes.acceptedPolicies],
  /** An access request approved or declined (platform administration): the lists by status and its company's page. */
  accessRequest: [AdminRoutes.listAccessRequests, AdminRoutes.getPlatformCompany],
  /** A company's publishing permissions set by a platform administrator. */
  publishing: [AdminRoutes.getPlatformCompany],
  /** A public request published, changed or cancelled: the market, my listings, its page and the counts. */
  publicRequest,
  /** Private requests sent, changed, cancelled or sent again: both lists, the counts and the page. */
  networkRequest,
  /** An auction started, edited, cancelled, bid on, closed (pushed), or its bidders invited or uninvited. */
  auction,
  /** A winner declared: the auction, the offer it confirmed and the owner's new order. */
  auctionWon: [...auction, ...networkOffer, ...order],
  auctionFile: [NetworkRoutes.listAuctionFiles],
  /** Offers answering a request rated: the request's offers and totals, and the offers themselves. */
  qualification: [
    ...publicRequest,
    NetworkRoutes.listRequestOffers,
    NetworkRoutes.getNetworkOffer,
    NetworkRoutes.listNetworkOffers,
  ],
  /** A request changed on the other side (pushed): its page, its offers and the lists that show it. */
  requestPushed: [...publicRequest, ...networkRequest, NetworkRoutes.listRequestOffers],
  /** A quote booked, a booking cancelled, or the partner's answer pushed: my bookings and the search that holds the quote. */
  freightBooking: [FreightRoutes.listFreightBookings, FreightRoutes.getFreightQuoteSearch],
  /**
   * A match hidden or shown again: every list of matches, since one match shows on the market's
   * pages, its have's and need's tabs and the pages of the listings it pairs.
   */
  match: [
    MatchingRoutes.listMatches,
    MatchingRoutes.listHaveMatches,
    MatchingRoutes.listNeedMatches,
    MatchingRoutes.listSuggestedSupply,
    MatchingRoutes.listSuggestedDemand,
    MatchingRoutes.listPublicOfferMatches,
    MatchingRoutes.listPublicRequestMatches,
    MatchingRoutes.listNetworkOfferMatches,
    MatchingRoutes.listNetworkRequestMatches,
  ],
  /** A freight partner added, changed or its secrets rotated or retired (platform administration): the administrators' list and the partners users see. */
  freightPartner: [FreightRoutes.listFreightPartnersAdmin, FreightRoutes.listFreightPartners],
} as const;
