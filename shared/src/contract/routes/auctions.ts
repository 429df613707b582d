import * as z from 'zod';
import { defineRoutes, PageQuery, RouteId } from '../define.js';
import { creation, deletion, pagedList } from '../kinds.js';
import { fileRoutes } from '../file-routes.js';
import { NetworkId } from '../../network/common.js';
import {
  AddBiddersInput,
  Auction,
  AuctionBid,
  AuctionBidder,
  AuctionCancelInput,
  AuctionInput,
  AuctionListQuery,
  AuctionPatch,
  BidInput,
  DeclareWinnerInput,
  DeclareWinnerResult,
  LedgerDisclosure,
  LedgerVerification,
  UninviteQuery,
} from '../../network/auction.js';

const byId = z.object({ id: NetworkId });
const a = '/api/network/auctions';

/**
 * Auctions (spec part 2 §2, §3, §4, §7): the owner runs one from a have; invited (or, when public,
 * eligible) companies bid. A bid, the new leader and any extension of the end are decided in one
 * conditional write, judged against the time of the write. A context (and a function) of its own:
 * declaring the winner confirms an offer and makes an order.
 */
export const AuctionRoutes = defineRoutes(
  'auctions',
  { tags: ['Auctions'] },
  {
    listAuctions: pagedList(Auction, {
      path: a,
      summary:
        'Auctions: the market’s (public ones and those my company is invited to), my company’s own, or those it bids in; live (ACTIVE) or ended (CLOSED), ending first.',
      permission: 'AUCTION_READ',
      query: AuctionListQuery,
    }),
    createAuction: creation(Auction, {
      path: a,
      summary:
        'Starts an auction of a have (needs the platform’s pre-approval for private auctions, and the transaction fee agreed).',
      permission: 'PRIVATE_AUCTION_WRITE',
      body: AuctionInput,
    }),
    getAuction: {
      method: 'GET',
      path: `${a}/{id}`,
      summary: 'One auction as my company sees it (other bidders are anonymous).',
      permission: 'AUCTION_READ',
      params: byId,
      response: Auction,
    },
    updateAuction: {
      method: 'PATCH',
      path: `${a}/{id}`,
      summary:
        'Edits the material name, description, end and (before the first bid) the starting bid; not under 10 minutes before the end.',
      permission: 'PRIVATE_AUCTION_WRITE',
      params: byId,
      body: AuctionPatch,
      response: Auction,
    },
    cancelAuction: {
      method: 'PUT',
      path: `${a}/{id}/cancel`,
      summary: 'Cancels a live auction (a reason is required); the bidders are told.',
      permission: 'PRIVATE_AUCTION_WRITE',
      params: byId,
      body: AuctionCancelInput,
      response: Auction,
    },
    listAuctionBids: pagedList(AuctionBid, {
      path: `${a}/{id}/bids`,
      summary: 'The bids, latest first: every one for the owner (with the companies), anonymous for bidders.',
      permission: 'AUCTION_READ',
      params: byId,
      query: PageQuery,
    }),
    placeBid: creation(Auction, {
      path: `${a}/{id}/bids`,
      summary:
        'Bids: above the leading bid by the increment (the starting bid when there is none), with an optional hidden maximum the system bids up to.',
      permission: 'AUCTION_WRITE',
      params: byId,
      body: BidInput,
    }),
    cancelBid: {
      method: 'PUT',
      path: `${a}/{id}/bids/{bidId}/cancel`,
      summary: 'Withdraws my company from the bidding while it is not leading.',
      permission: 'AUCTION_WRITE',
      params: byId.extend({ bidId: RouteId }),
      response: Auction,
    },
    declareWinner: creation(DeclareWinnerResult, {
      path: `${a}/{id}/declare-winner`,
      summary:
        'Declares the closing leader the winner: an offer is confirmed for both companies and the owner’s order made in the same transaction.',
      permission: 'PRIVATE_AUCTION_WRITE',
      params: byId,
      body: DeclareWinnerInput,
    }),
    listAuctionBidders: {
      method: 'GET',
      path: `${a}/{id}/bidders`,
      summary: 'The invited and bidding companies (the owner only).',
      permission: 'AUCTION_READ',
      params: byId,
      response: z.array(AuctionBidder),
    },
    addAuctionBidders: creation(z.array(AuctionBidder), {
      path: `${a}/{id}/bidders`,
      summary: 'Invites more linked companies.',
      permission: 'PRIVATE_AUCTION_WRITE',
      params: byId,
      body: AddBiddersInput,
    }),
    uninviteAuctionBidder: deletion({
      path: `${a}/{id}/bidders/{companyId}`,
      summary: 'Uninvites a company, with a reason; its bids stop counting unless it leads.',
      permission: 'PRIVATE_AUCTION_WRITE',
      params: byId.extend({ companyId: RouteId }),
      query: UninviteQuery,
    }),
    downloadAuctionLedger: {
      method: 'GET',
      path: `${a}/{id}/ledger`,
      summary:
        'The bid ledger as CSV: every accepted bid, proxy step and withdrawal with the fields its hash covers, its commitment to what is hidden, and the hash chaining it to the one before; the reader’s own maximums, and the companies for the owner.',
      permission: 'AUCTION_READ',
      params: byId,
      response: z.string(),
      contentType: 'text/csv',
    },
    verifyAuctionLedger: {
      method: 'GET',
      path: `${a}/{id}/ledger/verify`,
      summary:
        'Checks the ledger’s chain entry by entry and, once the auction has closed, against the copy sealed then in write-once storage; says where it breaks.',
      permission: 'AUCTION_READ',
      params: byId,
      response: LedgerVerification,
    },
    discloseAuctionLedger: {
      method: 'GET',
      path: `${a}/{id}/ledger/disclosure`,
      auth: 'user',
      permission: 'PLATFORM_ADMINISTRATION',
      tags: ['Platform administration'],
      summary:
        'For an audit: the ledger with the hidden fields its commitments bind (companies, maximums), the auction’s commitment key, and whether every commitment recomputes.',
      params: byId,
      response: LedgerDisclosure,
    },
    ...fileRoutes('Auction', {
      at: `${a}/{id}`,
      params: { record: byId, file: byId.extend({ fileId: RouteId }) },
      read: 'AUCTION_READ',
      write: 'PRIVATE_AUCTION_WRITE',
      tags: ['Documents'],
      summaries: {
        list: 'Documents of the auction.',
        upload:
          'Adds documents to my company’s auction (multipart: files, plus a JSON part named data with {documentType}).',
      },
    }),
  },
);
