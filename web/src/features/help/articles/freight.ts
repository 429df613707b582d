import type { HelpArticle } from '../help-article';

export const freight: HelpArticle[] = [
  {
    id: 'get-freight-quotes',
    topic: 'Freight',
    title: 'Get freight quotes',
    summary: 'Prices from our freight partners for a load within the United States and Canada.',
    keywords: 'freight truck carrier shipping quote rate pickup delivery transport logistics',
    body: `
Open [Freight](/freight) in the menu, or **Freight** in the tools bar to search without leaving the page you are on. From a shipment or an order, **Get freight quotes** starts the search with its places (and the order’s weight) filled in.

1. Enter the **Pickup address** and the **Delivery address**, choosing each from the suggestions. Both must be in the United States or Canada and include a city. **Switch pickup and delivery** swaps them.
2. Set the **Pickup date and time**: from the next full hour, up to 90 days ahead.
3. Search. Quotes arrive from each partner as they answer, for up to a minute; a partner that cannot quote says why (an address it cannot find, a region it does not serve, a date too far or too soon).

A quote can be booked for 48 hours after the search: see [Book freight](help:book-freight).

Freight is part of the Intelligence and Enterprise plans; on other plans the Freight button explains how to upgrade.
`,
  },
  {
    id: 'book-freight',
    topic: 'Freight',
    title: 'Book freight and follow the booking',
    summary: 'Send a booking request for a quote, and what happens next.',
    keywords: 'book booking freight carrier confirm cancel partner answer',
    body: `
1. On a quote with a price, choose **Book**.
2. Read the partner’s disclaimer and choose **Send booking request**.
3. The partner answers within 30 minutes during its business hours (8 AM to 8 PM Eastern, Monday to Friday). You get a notification with the answer.

Your bookings are listed under **Your bookings** on the [Freight](/freight) page. A booking still waiting for the partner’s answer can be cancelled there; the partner is told.
`,
  },
];
