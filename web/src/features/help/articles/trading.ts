import type { HelpArticle } from '../help-article';

export const trading: HelpArticle[] = [
  {
    id: 'haves-and-needs',
    topic: 'Trading',
    title: 'Record what you have and what you need',
    summary: 'Haves are your supply, needs your demand: everything you trade starts from one.',
    keywords: 'have need listing supply demand inventory expire complete cancel archive',
    body: `
A **have** is material you can sell; a **need** is material you want to buy. Offers, auctions and requests on the network are all made from one.

1. Choose **Create new → Have** (or **Need**) in the top bar, or **New have** on the [Haves](/haves) list ([Needs](/needs) for needs).
2. Under **Company and material**, name it, and choose the company and location it is at and the material.
3. Under **Quantity and price**, give the weight and its unit, the price and its unit, packaging and shipping terms.
4. Under **Expiration, notes and representatives**, set when it expires and who at your company looks after it.

A have or need is **Active** until its expiration date, then **Expired**. From its page you can **Complete** it (it was traded) or **Cancel** it: completing or cancelling a have cancels its open network offers; cancelling a need cancels its public request. Archiving hides it from the lists.

Forwarded e-mails can become drafts too: see **Drafts** in the top bar.
`,
  },
  {
    id: 'send-an-offer',
    topic: 'Trading',
    title: 'Send a private offer',
    summary: 'Offer one of your haves to companies you are linked with, each getting an offer of its own.',
    keywords: 'offer sell private send wizard linked companies price terms',
    body: `
1. Open the have and its **Network offers** tab, then choose **Send offer**.
2. Go through the steps: **Have and material**, **Price and terms** (price, weight, shipping terms, expiration), **Recipients**, **Contact**, **Message and files**, and **Review**.
3. Choose **Send offer**. Each company you chose receives its own offer and is notified.

Good to know:
- Only [linked companies](help:link-with-companies) can receive a private offer.
- The weight offered cannot be more than the have has available, and the offer cannot outlive the have.
- Sending offers is not part of the free Platform plan: the button explains how to upgrade.

Follow the answers under [My activity](/network/activity) and in [Negotiate an offer](help:negotiate).
`,
  },
  {
    id: 'send-a-request',
    topic: 'Trading',
    title: 'Ask linked companies for material',
    summary: 'A private request asks the companies you choose to offer material for one of your needs.',
    keywords: 'request buy private need ask quote linked companies',
    body: `
1. Open an active need and choose **Send request**, or choose **Send request** on the Market’s [Buy](/network/buy) page and pick the need.
2. Choose the linked companies to ask, where the material goes (one of your locations), when the request ends (the need’s expiration when left blank) and who represents it.
3. Choose **Send request**.

The companies answer with offers, which reach you like any other offer: see [Negotiate an offer](help:negotiate). The requests your company sent and received, open or closed, are under [My activity → Requests](/network/activity/requests); a need’s own are on its **Network requests** tab.
`,
  },
  {
    id: 'publish-to-the-market',
    topic: 'Trading',
    title: 'Publish a public offer or a public request',
    summary: 'Put a have or a need on the Materials Market for every company on the network.',
    keywords: 'public offer public request market publish listing approval access ground rules',
    body: `
Public listings are free to publish, and every company on the network can see them.

### A public offer (selling)
Open the have’s **Network offers** tab and choose **Publish to market**, or choose **Publish offer** on the Market’s [Sell](/network/sell) page. Set the asking price, weight and terms, and publish. Companies answer with offers, listed on the public offer under **Offers received**. **Close public offer** takes it off the market.

### A public request (buying)
Open the need’s **Network requests** tab and choose **Publish request**, or choose **Publish request** on the Market’s [Buy](/network/buy) page. Give a title, when it starts (now when blank) and ends, weight, price target and preferred terms, and your contact. **Enforce target price** disqualifies offers above the target. A request can also be a [reverse auction](help:reverse-auctions).

### Before the first one
- Your company’s [public profile](help:set-up-your-company) must be enabled.
- Publishing needs the platform’s approval for your company: if it is missing, the page offers **Request access**.
- You accept the market’s ground rules once, before your first listing.

Your open listings are under [My activity → Listings](/network/activity/listings).
`,
  },
  {
    id: 'respond-on-the-market',
    topic: 'Trading',
    title: 'Respond to an offer or request on the market',
    summary:
      'Make an offer on another company’s public offer, or answer its public request with one of your haves.',
    keywords: 'respond bid answer public offer public request supply demand market buy sell',
    body: `
The [Materials Market](/network/market) lists every company’s **Supply** (public offers), **Demand** (public requests) and **Auctions**.

### Buying from a public offer
Open it from [Supply](/network/market/supply) and choose **Respond to Offer**. Propose your price and weight, add a message, your contact and representatives, and send. The seller answers as in any [negotiation](help:negotiate).

### Selling into a public request
Open it from [Demand](/network/market/demand) and choose **Respond to Request**. The offer wizard starts with the request as its recipient: pick the have you offer, your price and terms, and send. The requester rates the offers it gets (qualified, conditionally qualified, disqualified or pending review).

To respond you need a link with the other company (the page offers to link first), your public profile enabled, and a plan that includes sending offers.
`,
  },
  {
    id: 'negotiate',
    topic: 'Trading',
    title: 'Negotiate an offer: accept, counter, decline, confirm',
    summary: 'Who may do what on an offer, and how an accepted offer becomes an order.',
    keywords: 'negotiation counter offer accept decline cancel withdraw confirm order status turn',
    body: `
Every offer you sent or received is under [My activity → Negotiations](/network/activity/negotiations). Open one to see its terms, its negotiation history, comments and documents.

### Whose move it is
The company that did not make the last proposal answers it:
- **Accept offer** takes the terms as they are.
- **Counter-offer** proposes your own price, weight (at most what is available) and terms, with a message. The other company answers next.
- **Decline offer** ends the negotiation, with a reason.

While you wait for an answer, **Cancel offer** withdraws your proposal, with a reason. Declining and cancelling cannot be undone; the other company is told.

### After acceptance: confirm
An accepted offer is confirmed by each company on its own: **Confirm offer** opens a page where you set the order date, pickup and delivery dates, PO and sales order numbers, representatives and notes. Confirming makes **your** order; the other company confirms to make theirs. See [From an offer to an order and a shipment](help:orders-and-shipments).

If the other company moved while you were looking, you are told and the offer reloads with its new state.
`,
  },
  {
    id: 'orders-and-shipments',
    topic: 'Trading',
    title: 'From an offer to an order and a shipment',
    summary: 'Orders come from confirmed offers (or are made by hand); shipments move them.',
    keywords: 'order shipment confirm deliver dispatch status carrier freight invoice',
    body: `
Confirming an offer or declaring an auction’s winner makes an order, listed under [Orders](/orders). You can also make one by hand with **Create new → Order**.

1. Open the order and choose **New shipment** to ship all or part of it.
2. The shipment moves through **Pending**, **Approved**, **Dispatched**, **In transit** and **Delivered** (or **Rejected**), then **Invoiced** and **Paid**.
3. From the shipment, **Get freight quotes** (in its **More** menu) asks our freight partners for a price between its source and destination.
4. The shipment’s **Financials** tab makes its [invoice and bill](help:invoices-and-bills) and holds its [commissions](help:commissions).

All shipments are under [Shipments](/shipments).
`,
  },
];
