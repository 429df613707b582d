import { expect as expectOn, test } from '@playwright/test';
import { NetworkRoutes } from '@polyloop/shared';
import { personIn } from '../support/browsers.js';
import { link, ownHave, trader, type Trader } from './support.js';

test.describe.configure({ mode: 'serial' });

/** The machine these run on may be loaded: pages get longer to appear than the default allows. */
const expect = expectOn.configure({ timeout: 30_000 });

const run = Date.now().toString(36);
let seller: Trader;
let buyer: Trader;

test.beforeAll(async () => {
  [seller, buyer] = await Promise.all([trader('Live seller', { approved: true }), trader('Live buyer')]);
  await link(seller, buyer);
});

const supplyCount = async (page: import('@playwright/test').Page) =>
  Number(
    /\((\d+)\)/.exec((await page.getByRole('link', { name: /^Supply \(\d+\)$/ }).textContent()) ?? '')?.[1],
  );

test('a buyer sees a new public offer reach the market’s supply and its count, and the seller sees the buyer’s offer arrive on it, without reloading', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const have = await ownHave(seller, { materialType: 'PP', pounds: 40_000, price: 0.41 });
  await seller.api.ok(NetworkRoutes.acceptGroundRules);
  const material = `Live PP regrind ${run}`;

  // The buyer watches the market's supply, narrowed to words of this run.
  const b = await personIn(browser, buyer.person);
  await b.page.goto('/network/market/supply');
  await b.page.getByRole('searchbox', { name: 'Search supply' }).fill(run);
  await expect(b.page).toHaveURL(new RegExp(`q=${run}`));
  const supply = b.page.getByRole('table', { name: 'Supply' });
  await expect(b.page.getByText('No public offers match these filters.')).toBeVisible();
  const before = await supplyCount(b.page);
  await expect.poll(() => b.channels.has('public-offers')).toBe(true);

  // The seller publishes the have to the market.
  const s = await personIn(browser, seller.person);
  await s.page.goto(`/network/offers/new/public/${have.id}`);
  await expect(s.page.getByText(/has 40,000 lbs available/)).toBeVisible();
  await s.page.getByRole('spinbutton', { name: 'Asking price ($)' }).fill('0.41');
  await s.page
    .getByRole('combobox', { name: 'Shipping terms' })
    .selectOption({ label: 'FOB origin (picked up)' });
  await s.page.getByRole('textbox', { name: 'Material name' }).fill(material);
  await s.page.getByRole('textbox', { name: 'Contact phone' }).fill('3125550142');
  await s.page.getByRole('button', { name: 'Publish to market' }).click();
  await expect(s.page.getByRole('heading', { name: material, level: 1 })).toBeVisible();
  await expect(s.page.getByText('No offers on it yet.')).toBeVisible();
  await expect.poll(() => s.channels.has('public-offers')).toBe(true);

  // It reaches the buyer's open list, and the count moves, pushed.
  const row = supply.getByRole('row', { name: new RegExp(material) });
  await expect(row).toContainText(seller.company.name);
  await expect(b.page.getByRole('link', { name: `Supply (${before + 1})` })).toBeVisible();

  // The buyer makes an offer on it.
  await row.getByRole('link', { name: material }).click();
  await expect(b.page.getByRole('heading', { name: material, level: 1 })).toBeVisible();
  await b.page.getByRole('button', { name: 'Make an offer' }).click();
  await b.page.getByRole('spinbutton', { name: 'Price ($)' }).fill('0.39');
  await expect(b.page.getByRole('combobox', { name: 'Destination' })).not.toHaveValue('');
  await b.page.getByRole('textbox', { name: 'Contact phone' }).fill('(502) 555-0123');
  await b.page.getByRole('button', { name: 'Send offer' }).click();
  await expect(b.page.getByText('Offer sent', { exact: false }).first()).toBeVisible();

  // The seller's open page shows it at once: the offer received and the listing's count.
  const received = s.page.getByRole('table', { name: 'Offers received on this public offer' });
  await expect(received.getByRole('row', { name: new RegExp(buyer.company.name) })).toContainText(
    '$0.39 / lb',
  );
  await expect(s.page.getByText('No offers on it yet.')).toHaveCount(0);
  await b.close();
  await s.close();
});
