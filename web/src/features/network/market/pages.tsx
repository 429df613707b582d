import MarketLayout, { MarketLaterTab } from './MarketLayout';
import { MarketLandingPage } from './MarketLandingPage';
import { DemandPage, SupplyPage } from './MarketListPage';
import { AuctionList } from '../auctions/AuctionLists';

/** The market's route modules, loaded lazily by the router. */
export const BuyPage = () => <MarketLandingPage side="buy" />;
export const SellPage = () => <MarketLandingPage side="sell" />;
/** Public auctions and those my company is invited to, live or ended. */
export const AuctionsTab = () => <AuctionList scope="MARKET" />;
export const SuggestedSupplyTab = () => <MarketLaterTab tab="suggested-supply" />;
export const SuggestedDemandTab = () => <MarketLaterTab tab="suggested-demand" />;
export { MarketLayout, SupplyPage, DemandPage };
