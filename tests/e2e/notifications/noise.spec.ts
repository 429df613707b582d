import { expect as expectOn, test, type Page } from '@playwright/test';
import { NetworkRoutes } from '@polyloop/shared';
import { people, submitSignIn } from '../support/people.js';
import { personIn } from '../support/browsers.js';
import { link, ownHave, trader, type Trader } from '../network/support.js';

/** The machine these run on may be loaded: pages get longer to appear than the default allows. */
const expect = expectOn.configure({ timeout: 30_000 });

const run = Date.now().toString(36);
const perLb = (unitValue: number) => ({ unitValue, unit: 'POUND' as const });
const lbs = (unitValue: number) => ({ unitValue, unit: 'POUND' as const });

test('a full page load shows the app’s frame, not a blank screen, while the account loads', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await submitSignIn(page, people.member.email, people.member.password);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible({ timeout: 60_000 });
  // The account's answer is held until the frame has been seen: however slow it is, the app is there.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/account', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/network/market/supply');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Polyloop home' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status', { name: 'Loading' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Materials Market', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ }).getByRole('status');

test('a deal’s news shows in a toast without a View to the page already open, and View where it leads elsewhere', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const [seller, buyer] = await Promise.all([
    trader('Quiet seller', { approved: true }),
    trader('Quiet buyer'),
  ]);
  await link(seller, buyer);
  const material = `Quiet PP ${run}`;
  const have = await ownHave(seller, { materialType: 'PP', pounds: 40_000, price: 0.41 });
  await seller.api.ok(NetworkRoutes.acceptGroundRules);
  const contact = (p: Trader) => ({
    name: 'Ada Admin',
    email: p.company.admin.email,
    phoneNumber: '3125550142',
  });
  const listing = (
    await seller.api.ok(NetworkRoutes.createPublicOffer, {
      body: {
        haveId: have.id,
        askingPrice: perLb(0.41),
        terms: 'FOB_ORIGIN',
        materialName: material,
        contactInformation: contact(seller),
        representatives: [seller.company.admin.userId],
      },
    })
  ).body;
  const bid = (
    await buyer.api.ok(NetworkRoutes.bidOnPublicOffer, {
      params: { id: listing.id },
      body: {
        price: perLb(0.37),
        weight: lbs(20_000),
        terms: 'FOB_ORIGIN',
        destinationLocationId: buyer.publicLocationId,
        contactInformation: contact(buyer),
        representatives: [buyer.company.admin.userId],
      },
    })
  ).body;

  // The buyer is on the market when the seller counters its offer: the toast's View opens the offer.
  const b = await personIn(browser, buyer.person);
  await b.page.goto('/network/market/supply');
  await expect(b.page.getByRole('heading', { name: 'Materials Market', level: 1 })).toBeVisible();
  const s = await personIn(browser, seller.person);
  await s.page.goto(`/network/offers/${bid.id}`);
  await s.page.getByRole('button', { name: 'Counter-offer' }).click();
  const dialog = s.page.getByRole('dialog', { name: 'Counter-offer' });
  await dialog.getByRole('spinbutton', { name: 'Price ($)' }).fill('0.4');
  await dialog.getByRole('button', { name: 'Send counter-offer' }).click();
  await expect(dialog).toBeHidden();
  const countered = toasts(b.page).filter({
    hasText: `${seller.company.name} countered the offer of ${material}`,
  });
  await countered.getByRole('button', { name: 'View' }).click();
  await expect(b.page).toHaveURL(new RegExp(`/network/offers/${bid.id}`));
  await expect(b.page.getByRole('heading', { name: material, level: 1 })).toBeVisible();
  await expect.poll(() => b.channels.has(`network.${bid.id}`)).toBe(true);

  // On the offer's page, news of it is told without a View to the page the buyer is on.
  const conversation = s.page.getByRole('region', { name: 'Conversation about this offer' });
  await conversation.getByRole('combobox', { name: 'New comment' }).fill(`Can you ship next week? ${run}`);
  await conversation.getByRole('button', { name: 'Post comment' }).click();
  await expect(b.page.getByRole('region', { name: 'Conversation about this offer' })).toContainText(
    `Can you ship next week? ${run}`,
  );
  const commented = toasts(b.page).filter({ hasText: `commented on the offer of ${material}` });
  await expect(commented).toHaveCount(1);
  await expect(commented.getByRole('button', { name: 'View' })).toHaveCount(0);
  await b.close();
  await s.close();
});
