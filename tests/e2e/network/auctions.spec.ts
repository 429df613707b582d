import { expect, test, type Browser, type Page } from '@playwright/test';
import { IdentityRoutes } from '@polyloop/shared';
import { newHave } from '../../support/network.js';
import { signInAs } from '../support/people.js';
import { subscriptions } from '../support/realtime.js';
import { link, trader, type Trader } from './support.js';
import { fact } from './auction-support.js';
import { momentAhead, pickMoment, setChecked } from '../support/controls.js';

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
let owner: Trader;
let bidderA: Trader;
let bidderB: Trader;

/** The platform's pre-approval of the owner's private auctions (what its administrators grant). */
async function approveAuctions(p: Trader) {
  const { Tenant } = await import('@polyloop/functions/domain/tenant/tenant.entity');
  const tenant = await Tenant.get({ tenantId: p.company.tenantId });
  await Tenant.update(
    { tenantId: p.company.tenantId },
    { publishing: { ...tenant!.publishing, privateAuctionPermission: 'PRE_APPROVED' } },
  );
  // The server keeps a person's permissions for a few seconds: wait until they include auctions.
  await expect
    .poll(
      async () =>
        (await p.api.ok(IdentityRoutes.getAccount)).body.permissions.includes('PRIVATE_AUCTION_WRITE'),
      { timeout: 30_000 },
    )
    .toBe(true);
}

test.beforeAll(async () => {
  [owner, bidderA, bidderB] = await Promise.all([
    trader('Auction seller'),
    trader('Auction bidder A'),
    trader('Auction bidder B'),
  ]);
  await Promise.all([link(owner, bidderA), link(owner, bidderB), approveAuctions(owner)]);
});

/** One person in a browser context of their own, their page's socket subscriptions recorded from the start. */
async function personIn(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const channels = subscriptions(page);
  await signInAs(page, who);
  return { page, channels, close: () => context.close() };
}

/** Opens the auction and waits until the page listens on its channel. */
async function openAuction(person: Awaited<ReturnType<typeof personIn>>, auctionId: string) {
  await person.page.goto(`/network/auctions/${auctionId}`);
  await expect(person.page).toHaveURL(new RegExp(`/network/auctions/${auctionId}/details$`));
  await expect.poll(() => person.channels.has(`network.${auctionId}`)).toBe(true);
}

async function bid(page: Page, expectedMinimum: string) {
  const form = page.getByRole('form', { name: 'Place a bid' });
  await expect(form.getByRole('spinbutton', { name: /^Your bid/ })).toHaveValue(expectedMinimum);
  await form.getByRole('textbox', { name: 'Contact phone' }).fill('3125550142');
  await expect(form.getByRole('combobox', { name: 'Destination' })).not.toHaveValue('');
  await form.getByRole('button', { name: 'Place bid' }).click();
}

test('an auction: two bidders outbid each other live, the end extends, it closes, the owner declares the winner and the winner is told', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const have = await newHave(owner, 20_000, { price: 0.45 });
  const material = `PP regrind by auction ${run}`;

  // The owner starts an auction of the have through the form, ending in under 5 minutes, for two linked companies.
  const seller = await personIn(browser, owner.person);
  await seller.page.goto(`/network/auctions/new/${have.id}`);
  const form = seller.page.getByRole('form', { name: 'New auction' });
  await expect(form.getByRole('spinbutton', { name: /^Starting bid/ })).toHaveValue('0.45');
  await form.getByRole('textbox', { name: 'Material name' }).fill(material);
  await form.getByRole('spinbutton', { name: /^Starting bid/ }).fill('0.5');
  await form.getByRole('spinbutton', { name: /^Bid increment/ }).fill('0.01');
  await pickMoment(form, 'End date and time', momentAhead(4 * 60_000));
  await form.getByRole('button', { name: 'Start auction' }).click();
  // Not sent without the fee agreed nor anyone invited.
  await expect(form.getByText('Agree to the 3% transaction fee to start an auction.')).toBeVisible();
  await expect(
    form.getByText('Invite at least one linked company, or make the auction public.'),
  ).toBeVisible();
  await setChecked(form.getByRole('checkbox', { name: bidderA.company.name }));
  await setChecked(form.getByRole('checkbox', { name: bidderB.company.name }));
  await setChecked(form.getByRole('checkbox', { name: /I agree to the 3% transaction fee/ }));
  await form.getByRole('button', { name: 'Start auction' }).click();
  await expect(seller.page).toHaveURL(/\/network\/auctions\/[\w-]+\/details$/);
  const auctionId = /\/network\/auctions\/([\w-]+)\//.exec(seller.page.url())![1]!;
  await expect(seller.page.getByRole('heading', { name: material, level: 1 })).toBeVisible();
  await expect(fact(seller.page, 'State')).toHaveText('Ending soon');
  await expect(seller.page.getByRole('timer', { name: 'Time left' })).toHaveText(/^\d:\d\d$/);
  await expect(
    seller.page.getByText('The auction cannot be edited with under 10 minutes remaining.'),
  ).toBeVisible();
  await expect.poll(() => seller.channels.has(`network.${auctionId}`)).toBe(true);
  const firstEnd = await fact(seller.page, 'Ends').textContent();

  // Both bidders open it; A bids the starting bid and B sees A lead, live.
  const a = await personIn(browser, bidderA.person);
  const b = await personIn(browser, bidderB.person);
  await openAuction(a, auctionId);
  await openAuction(b, auctionId);
  await expect(fact(b.page, 'Leading bid')).toHaveText('No bids yet');
  await bid(a.page, '0.5');
  await expect(fact(a.page, 'My standing')).toHaveText('Leading');
  await expect(fact(b.page, 'Leading bid')).toHaveText(/^\$0\.50 \/ lb · Bidder \d+$/);

  // The owner sees the bid and the end moved to 5 minutes after it, live.
  await expect(fact(seller.page, 'Leading bid')).toHaveText(`$0.50 / lb · ${bidderA.company.name}`);
  await expect(fact(seller.page, 'First set to end')).toHaveText(firstEnd!);
  await expect(fact(seller.page, 'Ends')).not.toHaveText(firstEnd!);

  // B's bid form follows the new minimum; a bid under it is refused with the server's words.
  const bForm = b.page.getByRole('form', { name: 'Place a bid' });
  await expect(bForm.getByRole('spinbutton', { name: /^Your bid/ })).toHaveValue('0.51');
  await bForm.getByRole('spinbutton', { name: /^Your bid/ }).fill('0.505');
  await bid(b.page, '0.505');
  await expect(b.page.getByText(/Bid too small/).first()).toBeVisible();
  await bForm.getByRole('spinbutton', { name: /^Your bid/ }).fill('0.51');
  await bid(b.page, '0.51');
  await expect(fact(b.page, 'My standing')).toHaveText('Leading');

  // A is told it is outbid, and the owner sees B lead, live.
  await expect(fact(a.page, 'My standing')).toHaveText('Outbid');
  await expect(fact(a.page, 'Leading bid')).toHaveText(/^\$0\.51 \/ lb · Bidder \d+$/);
  await expect(fact(seller.page, 'Leading bid')).toHaveText(`$0.51 / lb · ${bidderB.company.name}`);
  await expect(seller.page.getByRole('table', { name: 'Bids, latest first' }).getByRole('row')).toHaveCount(
    3,
  );

  // Time passes: the end is moved into the past (a new version, so the stream pushes it) and the close runs.
  const { AuctionEntity } = await import('@polyloop/functions/domain/auction/auction.entity');
  const { close } = await import('@polyloop/functions/domain/auction/auction.timers');
  const item = (await AuctionEntity.get({ auctionId }, { consistent: true }))!;
  const past = new Date(Date.now() - 60_000).toISOString();
  await AuctionEntity.update(
    { auctionId },
    { endDate: past, updatedDate: new Date().toISOString(), version: item.version + 1 },
    { current: item, condition: { version: item.version } },
  );
  expect(await close(auctionId)).toBe('closed');
  for (const page of [seller.page, a.page, b.page]) await expect(fact(page, 'State')).toHaveText('Closed');
  await expect(fact(a.page, 'My standing')).toHaveText('Outbid');

  // The ledger holds both bids and verifies.
  await seller.page.getByRole('button', { name: 'Verify ledger' }).click();
  await expect(seller.page.getByRole('status', { name: 'Ledger check' })).toContainText(
    'The ledger verifies: 2 entries',
  );
  // Closed, the ledger is sealed in write-once storage, and the check then compares with that copy.
  await expect(async () => {
    await seller.page.getByRole('button', { name: 'Verify ledger' }).click();
    await expect(seller.page.getByRole('status', { name: 'Ledger check' })).toContainText(
      'It matches the copy sealed at the close',
    );
  }).toPass();

  // The owner declares B the winner: the offer is confirmed and the order made.
  await seller.page.getByRole('button', { name: 'Declare winner' }).click();
  const declare = seller.page.getByRole('dialog', { name: 'Declare the winner' });
  await expect(declare.getByRole('spinbutton', { name: 'Agreed price ($)' })).toHaveValue('0.51');
  await declare.getByRole('textbox', { name: 'Contact phone' }).fill('3125550142');
  await declare.getByRole('button', { name: 'Declare winner' }).click();
  await expect(declare).toBeHidden();
  const orderLink = seller.page.getByRole('link', { name: /^Open order / });
  await expect(orderLink).toBeVisible();
  await expect(fact(seller.page, 'Winning bid')).toHaveText(`$0.51 / lb · ${bidderB.company.name}`);

  // The winner sees the modal, live, and goes to the offer to confirm it into its order.
  const won = b.page.getByRole('dialog', { name: 'You won the auction' });
  await expect(won).toBeVisible();
  await expect(won).toContainText('at $0.51 / lb');
  await expect(fact(b.page, 'My standing')).toHaveText('Won');
  await expect(fact(a.page, 'My standing')).toHaveText('Lost');
  await won.getByRole('link', { name: 'Go to the offer' }).click();
  await expect(b.page).toHaveURL(/\/network\/offers\/[\w-]+\/details$/);
  expect(
    await b.page.evaluate((id) => localStorage.getItem(`polyloop.auction-winner.${id}`), auctionId),
  ).not.toBeNull();

  // The owner's order exists.
  await orderLink.click();
  await expect(seller.page).toHaveURL(/\/orders\/[\w-]+\/summary$/);

  await Promise.all([seller.close(), a.close(), b.close()]);
});
