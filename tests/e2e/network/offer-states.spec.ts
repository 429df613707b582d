import { expect, test, type Locator, type Page } from '@playwright/test';
import { NetworkRoutes } from '@polyloop/shared';
import { contact, newHave } from '../../support/network.js';
import { personIn } from './auction-support.js';
import { link, trader, type Trader } from './support.js';

let seller: Trader;
let buyer: Trader;

test.beforeAll(async () => {
  // Companies are made through the onboarding services: slow on a busy machine.
  test.setTimeout(180_000);
  [seller, buyer] = await Promise.all([
    trader('Listing seller', { approved: true }),
    trader('Listing buyer'),
  ]);
  await link(seller, buyer);
});

/** The badge beside the page's title. */
const titleBadge = (page: Page, text: string) =>
  page.getByRole('heading', { level: 1 }).locator('..').getByText(text, { exact: true });
const banner = (page: Page) => page.getByRole('status', { name: 'Whose turn' });
const history = (page: Page) => page.getByRole('list', { name: 'Negotiation history' });

/** The colour family a person sees behind an element: green for success, orange for a warning. */
async function tone(element: Locator): Promise<'green' | 'orange' | 'other'> {
  const [r = 0, g = 0, b = 0] = (
    (await element.evaluate((el) => getComputedStyle(el).backgroundColor)).match(/[\d.]+/g) ?? []
  ).map(Number);
  if (g > r && g >= b) return 'green';
  if (r > g && g > b) return 'orange';
  return 'other';
}

test('an offer on a public listing reads as an offer, a counter as a counter-offer, and each company sees its own state, in success colours once accepted', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const have = await newHave(seller, 20_000, { price: 0.48 });
  await seller.member.ok(NetworkRoutes.acceptGroundRules);
  const listing = (
    await seller.member.ok(NetworkRoutes.createPublicOffer, {
      body: {
        haveId: have.id,
        askingPrice: { unitValue: 0.48, unit: 'POUND' },
        terms: 'FOB_ORIGIN',
        contactInformation: contact(seller),
        representatives: [seller.company.admin.userId],
      },
    })
  ).body;
  const a = await personIn(browser, seller.person);
  const b = await personIn(browser, buyer.person);
  try {
    // The buyer makes an offer on the public listing.
    await b.page.goto(`/network/offers/${listing.id}`);
    await b.page.getByRole('button', { name: 'Make an offer' }).click();
    const form = b.page.getByRole('form', { name: 'Your offer' });
    await form.getByRole('spinbutton', { name: 'Price ($)' }).fill('0.45');
    await form.getByRole('textbox', { name: 'Contact phone' }).fill('3125550142');
    await form.getByRole('button', { name: 'Send offer' }).click();
    await expect(b.page).toHaveURL(/\/network\/offers\/\w{4}-\w{4}-\w{4}-\w{4}\/details$/);
    const offerId = b.page.url().split('/').at(-2)!;
    await expect(titleBadge(b.page, 'Offer')).toBeVisible();
    await expect(history(b.page).getByText(`Offered by ${buyer.company.name}`)).toBeVisible();
    await expect(b.page.getByText('Bid', { exact: true })).toHaveCount(0);
    await expect.poll(() => b.channels.has(`network.${offerId}`)).toBe(true);

    // The seller finds it among the offers received on its listing: an offer, not a bid.
    await a.page.goto(`/network/offers/${listing.id}`);
    const received = a.page
      .getByRole('table', { name: 'Offers received on this public offer' })
      .getByRole('row', { name: new RegExp(buyer.company.name) });
    await expect(received).toContainText('Offer');
    await expect(received).not.toContainText('Bid');
    await received.getByRole('link', { name: buyer.company.name }).click();
    await expect(titleBadge(a.page, 'Offer')).toBeVisible();
    await expect(banner(a.page)).toHaveText('Waiting for your answer');
    await expect.poll(() => a.channels.has(`network.${offerId}`)).toBe(true);

    // The seller counters: a counter-offer for both, live.
    await a.page.getByRole('button', { name: 'Counter-offer' }).click();
    const dialog = a.page.getByRole('dialog', { name: 'Counter-offer' });
    await dialog.getByRole('spinbutton', { name: 'Price ($)' }).fill('0.47');
    await dialog.getByRole('button', { name: 'Send counter-offer' }).click();
    await expect(dialog).toBeHidden();
    await expect(titleBadge(a.page, 'Counter-offer')).toBeVisible();
    await expect(titleBadge(b.page, 'Counter-offer')).toBeVisible();
    await expect(history(b.page).getByText(`Countered by ${seller.company.name}`)).toBeVisible();

    // The buyer accepts: each company's own state is that its confirmation is awaited, in green.
    await b.page.getByRole('button', { name: 'Accept offer' }).click();
    await b.page
      .getByRole('alertdialog', { name: 'Accept this offer?' })
      .getByRole('button', { name: 'Accept offer' })
      .click();
    for (const page of [a.page, b.page]) {
      const badge = titleBadge(page, 'Awaiting your confirmation');
      await expect(badge).toBeVisible();
      await expect.poll(() => tone(badge)).toBe('green');
      await expect(banner(page)).toHaveText('Accepted: confirm it to make your order');
      await expect.poll(() => tone(banner(page))).toBe('green');
    }

    // The buyer confirms into its order; the seller, live, is still asked to confirm, and the badge says so.
    await b.page.getByRole('button', { name: 'Confirm offer' }).click();
    await b.page.getByRole('button', { name: 'Confirm and make order' }).click();
    await expect(b.page).toHaveURL(/\/orders\/[^/]+\/summary$/);
    await expect(banner(a.page)).toHaveText(
      `${buyer.company.name} has confirmed: confirm it too to make your order`,
    );
    await expect(titleBadge(a.page, 'Awaiting your confirmation')).toBeVisible();
    await expect(titleBadge(a.page, 'Confirmed')).toHaveCount(0);
    await b.page.goto(`/network/offers/${offerId}`);
    await expect(titleBadge(b.page, 'Confirmed')).toBeVisible();
    await expect(banner(b.page)).toHaveText(`Waiting for ${seller.company.name} to confirm`);
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
});
