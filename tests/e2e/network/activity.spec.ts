import { expect, test } from '@playwright/test';
import { NetworkRoutes } from '@polyloop/shared';
import { askPrivately, link, newNeed, ownHave, trader, traderIn, type Trader } from './support.js';

/**
 * My Activity's combined lists (part 2 §3 offer and request kinds): a company's offers, and its
 * requests, of every kind in one list, narrowed by tab and kind, sorted by latest activity.
 */

const run = Date.now().toString(36);
let me: Trader;
let partner: Trader;
const contact = (p: Trader) => ({
  name: 'Ada Admin',
  email: p.company.admin.email,
  phoneNumber: '3125550142',
});
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

const titles = {
  privateAsk: `Private ask ${run}`,
  partnerAsk: `Partner ask ${run}`,
  publicAsk: `Public ask ${run}`,
  auction: `Lowest price wins ${run}`,
  publicOffer: `Listed regrind ${run}`,
  offerSent: `Offered regrind ${run}`,
};

async function publicRequest(title: string, reverseAuction: boolean) {
  await me.api.ok(NetworkRoutes.createPublicRequest, {
    body: {
      needId: (await newNeed(me, 9_000)).id,
      title,
      endDate: inDays(7),
      reverseAuction,
      bidIncrement: reverseAuction ? { unitValue: 0.01, unit: 'POUND' } : undefined,
      contactInformation: contact(me),
      representatives: [me.company.admin.userId],
    },
  });
}

test.beforeAll(async () => {
  [me, partner] = await Promise.all([
    trader('Busy', { approved: true, reverseAuctions: true }),
    trader('Busy partner'),
  ]);
  await Promise.all([link(me, partner), me.api.ok(NetworkRoutes.acceptGroundRules)]);
  // One after the other, oldest first: the lists show the latest activity first.
  await me.api.ok(NetworkRoutes.createNetworkOffers, {
    body: {
      haveId: (await ownHave(me, { materialType: 'PP', pounds: 20_000, price: 0.4 })).id,
      materialName: titles.offerSent,
      recipients: [{ companyId: partner.publicId, destinationLocationId: partner.publicLocationId }],
      price: { unitValue: 0.45, unit: 'POUND' },
      weight: { unitValue: 10_000, unit: 'POUND' },
      terms: 'FOB_ORIGIN',
      contactInformation: contact(me),
      representatives: [me.company.admin.userId],
    },
  });
  await me.api.ok(NetworkRoutes.createPublicOffer, {
    body: {
      haveId: (await ownHave(me, { materialType: 'PE', pounds: 30_000, price: 0.5 })).id,
      materialName: titles.publicOffer,
      terms: 'FOB_ORIGIN',
      contactInformation: contact(me),
      representatives: [me.company.admin.userId],
    },
  });
  await askPrivately(me, partner, titles.privateAsk);
  await publicRequest(titles.publicAsk, false);
  await askPrivately(partner, me, titles.partnerAsk);
  await publicRequest(titles.auction, true);
});

test('My Activity lists requests and offers of every kind together, by tab, kind and latest activity', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page, close } = await traderIn(browser, me.person);
  await page.goto('/network/activity');
  const sections = page.getByRole('navigation', { name: 'Activity sections' });
  await sections.getByRole('link', { name: /^Requests/ }).click();

  const all = page.getByRole('table', { name: 'All requests' });
  const rowOf = (table: typeof all, title: string) => table.getByRole('row', { name: new RegExp(title) });
  await expect(all.getByRole('row')).toHaveCount(5);
  await expect(all.getByRole('row').nth(1)).toContainText(titles.auction);
  await expect(rowOf(all, titles.auction)).toContainText('Reverse auction');
  await expect(rowOf(all, titles.auction)).toContainText('Published');
  await expect(rowOf(all, titles.publicAsk)).toContainText('Public request');
  await expect(rowOf(all, titles.privateAsk)).toContainText('Network request');
  await expect(rowOf(all, titles.privateAsk)).toContainText(partner.company.name);
  await expect(rowOf(all, titles.partnerAsk)).toContainText('Received');

  await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Reverse auctions' });
  await expect(page).toHaveURL(/kind=REVERSE_AUCTION/);
  await expect(all.getByRole('row')).toHaveCount(2);
  await expect(rowOf(all, titles.auction)).toBeVisible();
  await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'All' });
  await page.getByRole('tab', { name: /^Received/ }).click();
  const received = page.getByRole('table', { name: 'Received requests' });
  await expect(received.getByRole('row')).toHaveCount(2);
  await expect(rowOf(received, titles.partnerAsk)).toContainText(partner.company.name);

  await sections.getByRole('link', { name: /^Offers/ }).click();
  const offers = page.getByRole('table', { name: 'All offers' });
  await expect(offers.getByRole('row')).toHaveCount(3);
  await expect(offers.getByRole('row').nth(1)).toContainText(titles.publicOffer);
  await expect(rowOf(offers, titles.publicOffer)).toContainText('Public offer');
  await expect(rowOf(offers, titles.offerSent)).toContainText('Network offer');
  await offers.getByRole('button', { name: 'Last activity' }).click();
  await expect(page).toHaveURL(/sort=updatedDate%2Casc/);
  await expect(offers.getByRole('row').nth(1)).toContainText(titles.offerSent);
  await offers.getByRole('link', { name: titles.publicOffer }).click();
  await expect(page).toHaveURL(/\/network\/offers\/\w{4}-\w{4}-\w{4}-\w{4}/);
  await expect(page.getByRole('heading', { name: titles.publicOffer, level: 1 })).toBeVisible();
  await close();
});
