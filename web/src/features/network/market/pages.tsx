import MarketLayout, { MarketLaterTab } from './MarketLayout';
import { MarketLandingPage } from './MarketLandingPage';
import { DemandPage, SupplyPage } from './MarketListPage';

/** The market's route modules, loaded lazily by the router. */
export const BuyPage = () => <MarketLandingPage side="buy" />;
export const SellPage = () => <MarketLandingPage side="sell" />;
export const AuctionsTab = () => <MarketLaterTab tab="auctions" />;
export const SuggestedSupplyTab = () => <MarketLaterTab tab="suggested-supply" />;
export const SuggestedDemandTab = () => <MarketLaterTab tab="suggested-demand" />;
export { MarketLayout, SupplyPage, DemandPage };
