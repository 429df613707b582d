import { expect, test, type Browser, type Page } from '@playwright/test';
import { NetworkRoutes } from '@polyloop/shared';
import { contact, newHave } from '../../support/network.js';
import { signInAs } from '../support/people.js';
import { link, trader, type Trader } from './support.js';

let seller: Trader;
let buyer: Trader;

test.beforeAll(async () => {
  [seller, buyer] = await Promise.all([trader('Deal seller', { approved: true }), trader('Deal buyer')]);
  await link(seller, buyer);
  await seller.api.ok(NetworkRoutes.acceptGroundRules);
});

async function personIn(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, who, /\/dashboard$/);
  return { page, close: () => context.close() };
}

/** The value beside a label of a record's facts. */
const fact = (page: Page, label: string) =>
  page.locator('dl').getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

const pounds = (n: number) => ({ unitValue: n, unit: 'POUND' as const });
const price = (n: number) => ({ unitValue: n, unit: 'POUND' as const });

/** A have of the seller's, published on the market whole. */
async function listed(weight: number) {
  const have = await newHave(seller, weight, { price: 0.34 });
  const body = {
    haveId: have.id,
    terms: 'FOB_ORIGIN' as const,
    contactInformation: contact(seller),
    representatives: [seller.company.admin.userId],
  };
  const listing = (await seller.api.ok(NetworkRoutes.createPublicOffer, { body })).body;
  return { have, listing };
}

/** What the buyer's offer form sends, and the seller's accepting and confirming it, as the API takes them. */
async function dealThroughApi(listingId: string, weight: number, at: number) {
  const body = {
    price: price(at),
    weight: pounds(weight),
    terms: 'FOB_ORIGIN' as const,
    destinationLocationId: buyer.publicLocationId,
    contactInformation: contact(buyer),
    representatives: [buyer.company.admin.userId],
  };
  const bid = (await buyer.api.ok(NetworkRoutes.bidOnPublicOffer, { params: { id: listingId }, body })).body;
  const accepted = (
    await seller.api.ok(NetworkRoutes.negotiateOffer, {
      params: { id: bid.id },
      body: { action: 'ACCEPT', version: bid.version },
    })
  ).body;
  await seller.api.ok(NetworkRoutes.confirmOffer, {
    params: { id: bid.id },
    body: { version: accepted.version },
  });
  return bid.id;
}

test('a have sold whole through its public offer leaves the market: the listing shows what is left, then reads Sold and takes no more offers, and the have reads Completed', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { have, listing } = await listed(40_000);
  // A first buyer's deal took 15,000 lbs of it.
  await dealThroughApi(listing.id, 15_000, 0.33);

  const b = await personIn(browser, buyer.person);
  const a = await personIn(browser, seller.person);
  try {
    // The market shows what is really left, and the offer form says so.
    await b.page.goto(`/network/offers/${listing.id}`);
    await expect(fact(b.page, 'Weight')).toHaveText('25,000 lbs');
    await b.page.getByRole('button', { name: 'Make an offer' }).click();
    await expect(b.page.getByText('At most 25,000 lbs is on offer.')).toBeVisible();
    await expect(b.page.getByRole('spinbutton', { name: 'Weight' })).toHaveValue('25000');
    await b.page.getByRole('spinbutton', { name: 'Price ($)' }).fill('0.32');
    await b.page.getByRole('textbox', { name: 'Contact phone' }).fill('3125550142');
    await expect(b.page.getByRole('combobox', { name: 'Destination' })).not.toHaveValue('');
    await b.page.getByRole('button', { name: 'Send offer' }).click();
    await expect(b.page).toHaveURL(/\/network\/offers\/\w{4}-\w{4}-\w{4}-\w{4}\/details$/);
    const offerUrl = new URL(b.page.url()).pathname;

    // The seller accepts and confirms it: the last pound is sold.
    await a.page.goto(offerUrl);
    await a.page.getByRole('button', { name: 'Accept offer' }).click();
    await a.page
      .getByRole('alertdialog', { name: 'Accept this offer?' })
      .getByRole('button', { name: 'Accept offer' })
      .click();
    await a.page.getByRole('button', { name: 'Confirm offer' }).click();
    await a.page.getByRole('button', { name: 'Confirm and make order' }).click();
    await expect(a.page).toHaveURL(/\/orders\/[^/]+\/summary$/);

    // The have is completed with nothing left, and no picker offers it again.
    await a.page.goto(`/haves/${have.id}/details`);
    await expect(
      a.page.getByRole('heading', { level: 1 }).locator('..').getByText('Completed'),
    ).toBeVisible();
    await expect(a.page.getByRole('spinbutton', { name: 'Remaining weight' })).toHaveValue('0');
    await a.page.goto('/network/offers/new');
    await expect(a.page.getByText('Your company has no open haves.')).toBeVisible();

    // The buyer finds the listing sold: no offer can be made on it.
    await b.page.goto(`/network/offers/${listing.id}`);
    await expect(b.page.getByRole('heading', { level: 1 }).locator('..').getByText('Sold')).toBeVisible();
    await expect(b.page.getByRole('button', { name: 'Make an offer' })).toHaveCount(0);
    await expect(fact(b.page, 'Weight')).toHaveText('0 lbs');
  } finally {
    await a.close();
    await b.close();
  }
});

test('the buyer’s purchase order carries the destination the deal named and purchase totals; the seller’s sales order its sales', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { listing } = await listed(20_000);
  const offerId = await dealThroughApi(listing.id, 20_000, 0.34);

  const b = await personIn(browser, buyer.person);
  const a = await personIn(browser, seller.person);
  try {
    await b.page.goto(`/network/offers/${offerId}`);
    await b.page.getByRole('button', { name: 'Confirm offer' }).click();
    await b.page.getByRole('button', { name: 'Confirm and make order' }).click();
    await expect(b.page).toHaveURL(/\/orders\/[^/]+\/summary$/);
    const orderId = new URL(b.page.url()).pathname.split('/')[2]!;
    await expect(fact(b.page, 'Supplier')).toHaveText(seller.company.name);
    await expect(fact(b.page, 'Destination')).toContainText('Denver, CO');
    await expect(fact(b.page, 'Total purchases')).toHaveText('$6,800.00');
    await expect(fact(b.page, 'Total sales')).toHaveCount(0);
    await expect(fact(b.page, 'Margin')).toHaveCount(0);
    // It links to the negotiation it came from, rather than naming the offer's id in its notes.
    await expect(fact(b.page, 'Notes')).not.toContainText(offerId);
    await expect(fact(b.page, 'Negotiation').getByRole('link')).toHaveAttribute(
      'href',
      `/network/offers/${offerId}`,
    );

    // The list names the order's value, not sales it has none of.
    await b.page.goto('/orders');
    const row = b.page
      .getByRole('table', { name: 'Orders' })
      .getByRole('row')
      .filter({ has: b.page.locator(`a[href="/orders/${orderId}"]`) });
    await expect(row).toContainText('$6,800.00');
    await expect(row).toContainText('Purchase');

    // The seller's order of the same deal is a sale of the same value.
    await a.page.goto(`/network/offers/${offerId}`);
    await a.page.getByRole('link', { name: 'Open your order' }).click();
    await expect(fact(a.page, 'Total sales')).toHaveText('$6,800.00');
    await expect(fact(a.page, 'Destination')).toContainText('Denver, CO');
    await expect(fact(a.page, 'Margin')).toHaveCount(0);
  } finally {
    await a.close();
    await b.close();
  }
});

test('the buyer follows the seller’s load on its own order: its status as it moves, and the bill of lading the seller wrote', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const { listing } = await listed(12_000);
  const offerId = await dealThroughApi(listing.id, 12_000, 0.36);
  const bought = (await buyer.api.ok(NetworkRoutes.confirmOffer, { params: { id: offerId }, body: {} })).body
    .orderId;

  const a = await personIn(browser, seller.person);
  const b = await personIn(browser, buyer.person);
  try {
    // Nothing ships yet: the buyer's order says so.
    await b.page.goto(`/orders/${bought}/summary`);
    const theirs = b.page.getByRole('table', { name: 'The other side’s shipments' });
    await expect(b.page.getByText('No shipments from the other side yet.')).toBeVisible();

    // The seller ships from its order and writes the bill of lading.
    await a.page.goto(`/network/offers/${offerId}`);
    await a.page.getByRole('link', { name: 'Open your order' }).click();
    await a.page.getByRole('link', { name: 'New shipment' }).click();
    await a.page.getByRole('textbox', { name: 'Carrier name' }).fill('Lakeside Carriers');
    await a.page.getByRole('button', { name: 'Save shipment' }).click();
    await expect(a.page).toHaveURL(/\/shipments\/[^/]+\/details$/);
    const heading = a.page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^[A-Z0-9]+-S\d+$/);
    const load = (await heading.textContent()) ?? '';
    await a.page.getByRole('link', { name: 'Documents' }).click();
    await a.page.getByRole('button', { name: 'Bill of lading (shipper)' }).click();
    await expect(a.page.getByText('Document generated')).toBeVisible();

    // The buyer's open order shows the load and its paper, and none of the seller's prices.
    const row = theirs.getByRole('row').filter({ hasText: load });
    await expect(row).toContainText('Pending', { timeout: 45_000 });
    await expect(row).toContainText('Lakeside Carriers');
    await expect(row).toContainText('12,000 lbs');
    await expect(
      row.getByRole('button', { name: `Download ${load} Bill of lading shipper copy.pdf` }),
    ).toBeVisible({ timeout: 45_000 });
    await expect(b.page.getByRole('heading', { name: `${seller.company.name}’s shipments` })).toBeVisible();

    // The seller approves it; the buyer sees it move without reloading.
    await a.page.getByRole('link', { name: 'Details' }).click();
    await a.page.getByRole('button', { name: 'Mark approved' }).click();
    await expect(a.page.getByText('Approved', { exact: true }).first()).toBeVisible();
    await expect(row).toContainText('Approved', { timeout: 45_000 });
  } finally {
    await a.close();
    await b.close();
  }
});
