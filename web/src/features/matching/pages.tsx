/** The matching pages, each loaded with its route (app/router.tsx). */
export {
  HaveMatchesTab,
  HaveNeedMatchesTab,
  NeedMatchesTab,
  HaveSuggestedBuyersTab,
  NeedSuggestedSellersTab,
} from './ListingMatches';
export { MarketMatchesPage } from './MarketMatches';
