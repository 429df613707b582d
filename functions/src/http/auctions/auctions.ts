import { AuctionRoutes } from '@polyloop/shared/contract/routes/auctions';
import { attachment, implement, uploaded } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const auctions = loadOnce(() => import('../../domain/auction/auction.service.js'));
const bids = loadOnce(() => import('../../domain/auction/auction.bids.js'));
const invitations = loadOnce(() => import('../../domain/auction/auction.invitations.js'));
const closing = loadOnce(() => import('../../domain/auction/auction.close.js'));
const ledger = loadOnce(() => import('../../domain/auction/ledger.service.js'));
const auctionFiles = loadOnce(() => import('../../domain/auction/auction.files.js'));
const files = async () => (await auctionFiles()).auctionDocuments;

/** Auctions: the owner runs them; invited (or, when public, eligible) companies bid. */
export const auctionRoutes = implement(AuctionRoutes, {
  listAuctions: async ({ query, actor }) => (await auctions()).list(actor, query),
  createAuction: async ({ body, actor }) => (await auctions()).create(actor, body),
  getAuction: async ({ params, actor }) => (await auctions()).get(actor, params.id),
  updateAuction: async ({ params, body, actor }) => (await auctions()).update(actor, params.id, body),
  cancelAuction: async ({ params, body, actor }) => (await auctions()).cancel(actor, params.id, body),
  listAuctionBids: async ({ params, query, actor }) =>
    (await bids()).listBids(actor, params.id, query.page, query.size),
  placeBid: async ({ params, body, actor }) => (await bids()).placeBid(actor, params.id, body),
  cancelBid: async ({ params, actor }) => (await bids()).cancelBid(actor, params.id, params.bidId),
  declareWinner: async ({ params, body, actor }) => (await closing()).declareWinner(actor, params.id, body),
  listAuctionBidders: async ({ params, actor }) => (await invitations()).bidders(actor, params.id),
  addAuctionBidders: async ({ params, body, actor }) =>
    (await invitations()).addBidders(actor, params.id, body),
  uninviteAuctionBidder: async ({ params, query, actor }) =>
    (await invitations()).uninvite(actor, params.id, params.companyId, query),
  downloadAuctionLedger: async ({ params, actor }) =>
    attachment(await (await ledger()).ledgerFile(actor, params.id)),
  verifyAuctionLedger: async ({ params, actor }) => (await ledger()).verifyLedger(actor, params.id),
  discloseAuctionLedger: async ({ params }) => (await ledger()).discloseLedger(params.id),
  listAuctionFiles: async ({ params, actor }) => (await files()).list(actor, params.id),
  uploadAuctionFiles: async ({ params, actor, event }) =>
    (await files()).upload(actor, params.id, uploaded(event)),
  downloadAuctionFile: async ({ params, actor }) => (await files()).download(actor, params.id, params.fileId),
});
