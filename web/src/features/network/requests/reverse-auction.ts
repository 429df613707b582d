import type { PublicRequest } from '@polyloop/shared/network/market';
import type { AuctionTerms } from '@polyloop/shared/network/reverse-auction';

export { bidProblem, maxBid } from '@polyloop/shared/network/reverse-auction';

/** The terms a bid is judged by, as the request's page reads them (the server judges the same way). */
export const termsOfRequest = (r: PublicRequest): AuctionTerms => ({
  bidIncrement: r.bidIncrement,
  lowestBid: r.lowestBid,
  priceTarget: r.priceTarget,
  enforceTargetPrice: r.enforceTargetPrice,
  maxOfferPrice: r.maxOfferPrice,
});
