import RequestLayout from './RequestLayout';
import { RequestDetailsTab, RequestDocumentsTab, RequestMatchesTab } from './RequestTabs';
import { NeedRequestsTab } from './NeedRequestsTab';
import NewPublicRequestPage from './NewPublicRequestPage';

/** The request pages' modules, loaded lazily by the router one route at a time. */
export {
  RequestLayout,
  RequestDetailsTab,
  RequestDocumentsTab,
  RequestMatchesTab,
  NeedRequestsTab,
  NewPublicRequestPage,
};
