/** The auction pages, each loaded with its route (app/router.tsx). */
export { default as NewAuctionPage } from './NewAuctionPage';
export { default as AuctionLayout } from './AuctionLayout';
export { AuctionDetailsTab } from './AuctionDetails';
export { AuctionDocumentsTab, AuctionLinksTab } from './AuctionTabs';
export { AuctionList } from './AuctionLists';
