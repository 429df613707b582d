import MarketLayout from './MarketLayout';
import { MarketLandingPage } from './MarketLandingPage';
import { DemandPage, SupplyPage } from './MarketListPage';
import { AuctionList } from '../auctions/AuctionLists';
import { SuggestedDemandTab, SuggestedSupplyTab } from '../../matching/MarketMatches';

/** The market's route modules, loaded lazily by the router. */
export const BuyPage = () => <MarketLandingPage side="buy" />;
export const SellPage = () => <MarketLandingPage side="sell" />;
/** Public auctions and those my company is invited to, live or ended. */
export const AuctionsTab = () => <AuctionList scope="MARKET" />;
export { MarketLayout, SupplyPage, DemandPage, SuggestedSupplyTab, SuggestedDemandTab };
