import { expect, test } from '@playwright/test';
import { subscriptions } from '../support/realtime.js';
import { link, newNeed, ownHave, trader, traderIn, type Trader } from './support.js';
import { fact } from './auction-support.js';
import { momentAhead, pickMoment, setChecked } from '../support/controls.js';

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
let requester: Trader;
let bidder: Trader;

test.beforeAll(async () => {
  [requester, bidder] = await Promise.all([
    trader('Auction requester', { approved: true, reverseAuctions: true }),
    trader('Auction bidder'),
  ]);
  await link(requester, bidder);
});

test('a reverse auction: the bidder bids under the price limit and the requester sees the bid arrive live', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const need = await newNeed(requester, 30_000);
  const have = await ownHave(bidder, { materialType: 'PP', pounds: 20_000, price: 0.39 });

  // The requester publishes its need as a reverse auction, with an increment of at least the minimum.
  let channels = new Set<string>();
  const buyer = await traderIn(browser, requester.person, (page) => {
    channels = subscriptions(page);
  });
  await buyer.page.goto(`/network/requests/new/public/${need.id}`);
  const rules = buyer.page.getByRole('alertdialog', { name: 'Market ground rules' });
  await rules.getByRole('button', { name: 'Accept the ground rules' }).click();
  await expect(rules).toBeHidden();
  const title = `PP regrind, lowest price wins ${run}`;
  await buyer.page.getByRole('textbox', { name: 'Title' }).fill(title);
  await pickMoment(buyer.page, 'End date and time', momentAhead(7 * 86_400_000));
  await buyer.page.getByRole('spinbutton', { name: 'Target price' }).fill('0.4');
  await setChecked(
    buyer.page.getByRole('checkbox', { name: 'Enforce target price: offers above it are disqualified' }),
  );
  await buyer.page.getByRole('textbox', { name: 'Contact phone' }).fill('3125550142');
  await buyer.page.getByText('Reverse auction: offers are bids, the lowest price wins').click();
  await buyer.page.getByRole('spinbutton', { name: 'Bid increment' }).fill('0.0005');
  await buyer.page.getByRole('button', { name: 'Publish request' }).press('Enter');
  await expect(buyer.page.getByText('Bid increment must be at least $0.001 per lb')).toBeVisible();
  await buyer.page.getByRole('spinbutton', { name: 'Bid increment' }).fill('0.01');
  await buyer.page.getByRole('button', { name: 'Publish request' }).press('Enter');
  await expect(buyer.page).toHaveURL(/\/network\/requests\/\w{4}-\w{4}-\w{4}-\w{4}\/details$/);
  const requestId = /\/network\/requests\/([\w-]+)\//.exec(buyer.page.url())![1]!;
  await expect(buyer.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(buyer.page.getByText('Reverse auction', { exact: true }).first()).toBeVisible();
  await expect(fact(buyer.page, 'Price to beat')).toHaveText('No bids yet');
  await expect.poll(() => channels.has(`request-bids.${requestId}`)).toBe(true);

  // The bidder answers it: the form refuses a price over the limit before sending, then sends a bid under it.
  const seller = await traderIn(browser, bidder.person);
  await seller.page.goto(`/network/offers/new/${requestId}/${have.id}`);
  await expect(seller.page.getByRole('status', { name: 'Reverse auction' })).toHaveText(
    'Reverse auction: the lowest price wins. Bid at most $0.4 per lb.',
  );
  await seller.page.getByRole('textbox', { name: 'Material name' }).fill('PP film regrind');
  await seller.page.getByRole('button', { name: 'Next' }).click();
  await seller.page.getByRole('spinbutton', { name: 'Weight' }).fill('10000');
  await seller.page.getByRole('spinbutton', { name: 'Price ($)' }).fill('0.45');
  await seller.page
    .getByRole('combobox', { name: 'Shipping terms' })
    .selectOption({ label: 'FOB origin (picked up)' });
  await seller.page.getByRole('button', { name: 'Next' }).click();
  await expect(
    seller.page.getByText('Your bid must be at most $0.4 per lb (the request’s price limit).'),
  ).toBeVisible();
  await seller.page.getByRole('spinbutton', { name: 'Price ($)' }).fill('0.39');
  await seller.page.getByRole('button', { name: 'Next' }).click();
  await seller.page.getByRole('button', { name: 'Next' }).click();
  await seller.page.getByRole('textbox', { name: 'Contact phone' }).fill('312-555-0142');
  await seller.page.getByRole('button', { name: 'Next' }).click();
  await seller.page.getByRole('button', { name: 'Next' }).click();
  await seller.page.getByRole('button', { name: 'Send offer' }).click();
  await expect(seller.page).toHaveURL(/\/network\/offers\/\w{4}-\w{4}-\w{4}-\w{4}\/details$/);

  // Pushed to the requester's open page: the price to beat and who bid it.
  await expect(fact(buyer.page, 'Price to beat')).toHaveText('$0.39 per lb');
  await expect(fact(buyer.page, 'Lowest bidder')).toHaveText(bidder.company.name);
  await expect(fact(buyer.page, 'Bids')).toHaveText('1');
  // Live, the auction is not edited, only cancelled.
  await expect(buyer.page.getByRole('button', { name: 'Cancel request' })).toBeVisible();
  await expect(buyer.page.getByRole('button', { name: 'Edit request' })).toHaveCount(0);

  // The bidder reads its rank and the price to beat, and not who else bid.
  await seller.page.goto(`/network/requests/${requestId}`);
  await expect(fact(seller.page, 'Your rank')).toHaveText('1 (lowest bid)');
  await expect(fact(seller.page, 'Price to beat')).toHaveText('$0.39 per lb');
  await expect(seller.page.getByRole('status', { name: 'Highest bid allowed' })).toHaveText(
    'To bid now, offer at most $0.38 per lb.',
  );
  await seller.close();
  await buyer.close();
});
