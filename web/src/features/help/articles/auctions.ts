import type { HelpArticle } from '../help-article';

export const auctions: HelpArticle[] = [
  {
    id: 'run-an-auction',
    topic: 'Auctions',
    title: 'Run an auction',
    summary: 'Sell a have to the highest bidder: invited linked companies, or the whole network.',
    keywords: 'auction sell start create starting bid increment reserve end bidders invite public fee',
    body: `
1. Open the have’s **Network offers** tab and choose **Start auction**.
2. Check the material name and description.
3. Under **Bidding**, set the price unit, the **Starting bid**, the **Bid increment** (each bid must beat the leading one by at least this) and, if you like, a **Reserve**: hidden from bidders, below it the auction ends without a sale. Set when it ends; it starts now.
4. Under **Bidders**, invite linked companies, or switch on **Public auction** to let every company on the network with an enabled public profile bid.
5. Tick the agreement to the transaction fee and create the auction.

### While it runs
- A bid in the last 5 minutes moves the end to 5 minutes after that bid, so nobody wins by bidding at the last second.
- **Edit** changes the name, description and end, except in the last 10 minutes. **Cancel auction** ends it without a sale, with a reason.
- On its **Links** tab you invite more linked companies or uninvite one (with a reason).
- The have’s weight is held for the auction until it ends unsold or is cancelled.

Your auctions are under [My activity → Listings → Auctions](/network/activity/listings/auctions). When it closes, [declare the winner](help:declare-a-winner).

Auctions need the platform’s approval for your company; without it, the page offers **Request access**.
`,
  },
  {
    id: 'bid-in-an-auction',
    topic: 'Auctions',
    title: 'Bid in an auction',
    summary: 'Place bids, let a hidden maximum bid for you, and see where you stand.',
    keywords: 'bid bidding proxy maximum leading outbid trailing withdraw live ending soon',
    body: `
Auctions you may bid in are on the Market’s [Auctions](/network/market/auctions) tab: those you were invited to, and public ones. An invitation also arrives as a notification.

1. Open the auction. **Bidding** shows the leading bid, the **Next bid at least** price and the time left.
2. Under **Place a bid**, enter your price. Optionally give a maximum: we bid for you one increment above the others, up to it, and nobody else sees it.
3. Check your contact details and the destination, and bid.

**My standing** says whether you are leading or trailing; you are notified when you are outbid. Other bidders appear only as “Bidder 1”, “Bidder 2”: only the company running the auction sees who bids. A bid in the last 5 minutes extends the auction by 5 minutes. You can withdraw from the bidding while it runs.

If you win, you are told, and the seller’s winning offer is yours to [confirm](help:negotiate) into an order.
`,
  },
  {
    id: 'declare-a-winner',
    topic: 'Auctions',
    title: 'Close an auction and declare the winner',
    summary: 'The seller alone decides the winner; declaring it makes the order. The transaction fee.',
    keywords: 'winner declare close ended sold agreed price transaction fee 3% invoice monthly reminder',
    body: `
When an auction ends, the company that ran it decides: only it may declare a winner.

1. Open the auction and choose **Declare winner**. It shows the bidder leading at the close and their bid.
2. Keep the **Agreed price** at that bid, or change it. Check your contact and add a message if you like.
3. Choose **Declare winner**. At the winning bid this confirms an offer to the winner and makes your order; at another price it is a counter-offer, which the winner accepts before it is confirmed.

If no winner is declared, you are reminded 2 days after the end. An auction whose bids stayed under the reserve ends without a sale.

### The transaction fee
Auctions and reverse auctions carry a transaction fee: 3% of the sale’s value on the Platform and Intelligence plans, per agreement on Enterprise. Fees are invoiced monthly; administrators see what is to be charged under [Administration → Billing](/admin/billing).
`,
  },
  {
    id: 'reverse-auctions',
    topic: 'Auctions',
    title: 'Reverse auctions: the lowest price wins',
    summary: 'A public request whose answers are bids going down, for buying at the best price.',
    keywords: 'reverse auction rfq request for quotation lowest bid increment target price buy',
    body: `
A reverse auction is a [public request](help:publish-to-the-market) where sellers bid down: the lowest price wins.

### Run one (buying)
1. Start a public request for your need (its **Network requests** tab → **Publish request**).
2. Switch on **Reverse auction: offers are bids, the lowest price wins** and set the **Bid increment**: each bid must be at least that much under the lowest one. The smallest increment is a tenth of a cent a pound (or the same in your unit).
3. Optionally set a **Target price** (with **Enforce target price**) and a **Max offer price**; the first bid may not be above them.
4. Publish. The request shows the price to beat and the lowest bidder as bids arrive; you rate and answer the offers as for any request.

A live reverse auction cannot be edited, only cancelled, and nobody may counter while it is live: you accept or decline.

### Bid in one (selling)
Open the request from the Market’s [Demand](/network/market/demand) and choose **Respond to Request**. Your price must be at least the increment under the lowest bid. A bid in the last 5 minutes extends the end by 5 minutes. A company may hold at most 10 open bids in one reverse auction: withdraw one before bidding again.

Reverse auctions need the platform’s approval for your company, and carry the [transaction fee](help:declare-a-winner).
`,
  },
  {
    id: 'bid-ledger',
    topic: 'Auctions',
    title: 'Check an auction’s bid ledger',
    summary: 'Every bid is chained by hash; download the ledger and verify it yourself.',
    keywords: 'ledger hash audit verify download csv proof fair tamper',
    body: `
Every accepted bid, proxy step and withdrawal of an auction is an entry in its **Bid ledger**, each chained by hash to the one before, so no entry can be changed or removed unnoticed. At the close the ledger is kept in write-once storage.

On the auction’s page, under **Bid ledger**:
- **Download ledger (CSV)** gives you every entry you may see; any SHA-256 tool recomputes the hashes.
- **Verify ledger** checks the chain for you, and after the close compares it with the sealed copy.

What is hidden from you (the companies behind other bidders, their maximums) stays hidden: it is sealed in each entry so that only an auditor can open it.
`,
  },
];
