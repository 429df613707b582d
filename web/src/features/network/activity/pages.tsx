/** The My Activity modules, loaded lazily by the router one route at a time. */
export {
  ActivityLayout,
  ListingsAuctionsTab,
  ListingsLayout,
  MyPublicOffersPage,
  MyPublicRequestsPage,
  NegotiationsPage,
  PrivateOffersPage,
} from './ActivityPages';
export { OffersPage, RequestsPage } from './MixedListPages';
