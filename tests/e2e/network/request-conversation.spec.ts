import { expect, test, type Page } from '@playwright/test';
import { subscriptions } from '../support/realtime.js';
import { askPrivately, link, trader, traderIn, type Trader } from './support.js';

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n');
let requester: Trader;
let asked: Trader;

test.beforeAll(async () => {
  [requester, asked] = await Promise.all([trader('Asking'), trader('Supplying')]);
  await link(requester, asked);
});

const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation about this request' });
const documents = (page: Page) => page.getByRole('table', { name: 'Documents' });

test('a private request’s two companies talk on it live and share its documents', async ({ browser }) => {
  test.setTimeout(180_000);
  const title = `PP regrind for Denver ${run}`;
  const request = await askPrivately(requester, asked, title);
  const channel = `network.${request.id}`;
  let buyerChannels = new Set<string>();
  let sellerChannels = new Set<string>();
  const buyer = await traderIn(browser, requester.person, (page) => {
    buyerChannels = subscriptions(page);
  });
  const seller = await traderIn(browser, asked.person, (page) => {
    sellerChannels = subscriptions(page);
  });

  // Each company opens the request from its own side (a loaded machine may take a while over a page's first load).
  const opened = { timeout: 60_000 };
  await buyer.page.goto(`/network/requests/${request.id}`);
  await expect(buyer.page.getByRole('heading', { name: title, level: 1 })).toBeVisible(opened);
  await expect(buyer.page.getByText('Sent request')).toBeVisible();
  await seller.page.goto(`/network/requests/${request.id}`);
  await expect(seller.page.getByRole('heading', { name: title, level: 1 })).toBeVisible(opened);
  await expect(seller.page.getByText('Received request')).toBeVisible();
  await expect(conversation(buyer.page).getByText('No comments yet.')).toBeVisible();
  await expect.poll(() => buyerChannels.has(channel)).toBe(true);
  await expect.poll(() => sellerChannels.has(channel)).toBe(true);

  // The company asked writes; the requester reads it without reloading, and answers.
  const question = `Would a melt flow of 12 work for lot ${run}?`;
  await conversation(seller.page).getByRole('combobox', { name: 'New comment' }).fill(question);
  await conversation(seller.page).getByRole('button', { name: 'Post comment' }).click();
  await expect(conversation(buyer.page).getByText(question)).toBeVisible();
  const answer = `Yes, 10 to 14 is fine for ${run}.`;
  await conversation(buyer.page).getByRole('combobox', { name: 'New comment' }).fill(answer);
  await conversation(buyer.page).getByRole('button', { name: 'Post comment' }).click();
  await expect(conversation(seller.page).getByText(answer)).toBeVisible();

  // The requester adds a document; the company asked finds it on its Documents tab, to download, not delete.
  const requestSections = (page: Page) => page.getByRole('navigation', { name: 'Request sections' });
  await requestSections(buyer.page).getByRole('link', { name: 'Documents' }).click();
  await expect(buyer.page.getByText('No documents yet.')).toBeVisible();
  await buyer.page
    .getByLabel('Upload documents')
    .setInputFiles({ name: `Drawing ${run}.pdf`, mimeType: 'application/pdf', buffer: PDF });
  await expect(
    documents(buyer.page).getByRole('cell', { name: `Drawing ${run}.pdf`, exact: true }),
  ).toBeVisible();
  await expect(
    documents(buyer.page).getByRole('button', { name: `Delete Drawing ${run}.pdf` }),
  ).toBeVisible();

  await requestSections(seller.page).getByRole('link', { name: 'Documents' }).click();
  const file = documents(seller.page).getByRole('row', { name: new RegExp(`Drawing ${run}`) });
  await expect(file.getByRole('button', { name: `Download Drawing ${run}.pdf` })).toBeVisible();
  await expect(file.getByRole('button', { name: `Delete Drawing ${run}.pdf` })).toHaveCount(0);

  await buyer.close();
  await seller.close();
});
