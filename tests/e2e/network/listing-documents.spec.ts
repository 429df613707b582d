import { readFile } from 'node:fs/promises';
import { expect as expectOn, test, type Page } from '@playwright/test';
import { NetworkRoutes } from '@polyloop/shared';
import { multipart } from '../../support/client.js';
import { link, newNeed, ownHave, trader, traderIn, type Trader } from './support.js';

test.describe.configure({ mode: 'serial' });

/** The machine these run on may be loaded: pages get longer to appear than the default allows. */
const expect = expectOn.configure({ timeout: 30_000 });

const run = Date.now().toString(36);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n');
let lister: Trader;
let reader: Trader;

test.beforeAll(async () => {
  [lister, reader] = await Promise.all([trader('Listing documents', { approved: true }), trader('Reader')]);
  await Promise.all([link(lister, reader), lister.api.ok(NetworkRoutes.acceptGroundRules)]);
});

const contact = (p: Trader) => ({
  name: 'Ada Admin',
  email: p.company.admin.email,
  phoneNumber: '3125550142',
});
const documents = (page: Page) => page.getByRole('table', { name: 'Documents' });

/** Downloads a document from its row and answers the bytes the browser saved under its name. */
async function downloaded(page: Page, table: ReturnType<Page['getByRole']>, name: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    table.getByRole('button', { name: `Download ${name}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(name);
  return readFile(await download.path());
}

/** Another company reads a listing's document: it downloads the very bytes, with no Delete and no upload. */
async function readsWithoutDeleting(page: Page, file: string, shown: string) {
  const row = documents(page).getByRole('row', { name: new RegExp(shown) });
  await expect(row).toBeVisible();
  expect((await downloaded(page, documents(page), file)).equals(PDF)).toBe(true);
  await expect(row.getByRole('button', { name: `Delete ${file}` })).toHaveCount(0);
  await expect(page.getByLabel('Upload documents')).toHaveCount(0);
}

test('a public offer published with a document: another company reads and downloads it, and cannot delete it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const have = await ownHave(lister, { materialType: 'PP', pounds: 25_000, price: 0.44 });
  const material = `PP regrind with a spec sheet ${run}`;
  const file = `Spec sheet ${run}.pdf`;

  // The lister publishes the have with its document, from the New Public Offer form.
  const a = await traderIn(browser, lister.person);
  await a.page.goto(`/network/offers/new/public/${have.id}`);
  await expect(a.page.getByText(/has 25,000 lbs available/)).toBeVisible();
  await a.page.getByRole('textbox', { name: 'Material name' }).fill(material);
  await a.page
    .getByRole('combobox', { name: 'Shipping terms' })
    .selectOption({ label: 'FOB origin (picked up)' });
  await a.page.getByRole('textbox', { name: 'Contact phone' }).fill('3125550142');
  await a.page
    .getByLabel('Attach files')
    .setInputFiles({ name: file, mimeType: 'application/pdf', buffer: PDF });
  await expect(a.page.getByRole('list', { name: 'Chosen files' })).toContainText(file);
  await a.page.getByRole('button', { name: 'Publish to market' }).click();
  await expect(a.page.getByRole('heading', { name: material, level: 1 })).toBeVisible();
  const offerId = /\/network\/offers\/([\w-]+)/.exec(a.page.url())![1]!;

  // Its own company finds the document on the offer, to delete as well as download.
  await a.page
    .getByRole('navigation', { name: 'Offer sections' })
    .getByRole('link', { name: 'Documents' })
    .click();
  await expect(documents(a.page).getByRole('cell', { name: file, exact: true })).toBeVisible();
  await expect(documents(a.page).getByRole('button', { name: `Delete ${file}` })).toBeVisible();

  // Another company opens the listing from the market and downloads the document, with no Delete and no upload.
  const b = await traderIn(browser, reader.person);
  await b.page.goto('/network/market/supply');
  await b.page.getByRole('searchbox', { name: 'Search supply' }).fill(run);
  await b.page.getByRole('table', { name: 'Supply' }).getByRole('link', { name: material }).click();
  await expect(b.page.getByRole('heading', { name: material, level: 1 })).toBeVisible();
  await expect(b.page).toHaveURL(new RegExp(offerId));
  await b.page
    .getByRole('navigation', { name: 'Offer sections' })
    .getByRole('link', { name: 'Documents' })
    .click();
  await readsWithoutDeleting(b.page, file, `Spec sheet ${run}`);

  await a.close();
  await b.close();
});

test('a public request’s document: another company reads and downloads it, and cannot delete it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const need = await newNeed(lister, 18_000);
  const title = `Natural PP regrind wanted ${run}`;
  const request = (
    await lister.api.ok(NetworkRoutes.createPublicRequest, {
      body: {
        needId: need.id,
        title,
        endDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        contactInformation: contact(lister),
        representatives: [lister.company.admin.userId],
      },
    })
  ).body;
  const file = `Requirements ${run}.pdf`;
  const sections = (page: Page) => page.getByRole('navigation', { name: 'Request sections' });

  // The requester adds the document on its request's Documents tab.
  const a = await traderIn(browser, lister.person);
  await a.page.goto(`/network/requests/${request.id}`);
  await expect(a.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await sections(a.page).getByRole('link', { name: 'Documents' }).click();
  await expect(a.page.getByText('No documents yet.')).toBeVisible();
  await a.page
    .getByLabel('Upload documents')
    .setInputFiles({ name: file, mimeType: 'application/pdf', buffer: PDF });
  await expect(documents(a.page).getByRole('button', { name: `Delete ${file}` })).toBeVisible();

  // Another company opens it from the market's demand and downloads the document, with no Delete.
  const b = await traderIn(browser, reader.person);
  await b.page.goto('/network/market/demand');
  await b.page.getByRole('searchbox', { name: 'Search demand' }).fill(run);
  await b.page.getByRole('table', { name: 'Demand' }).getByRole('link', { name: title }).click();
  await expect(b.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await sections(b.page).getByRole('link', { name: 'Documents' }).click();
  await readsWithoutDeleting(b.page, file, `Requirements ${run}`);

  await a.close();
  await b.close();
});

test('a have’s Documents tab lists what the other company added to a network offer of it, to download and open the offer', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const have = await ownHave(lister, { materialType: 'PP', pounds: 30_000, price: 0.45 });
  const offer = (
    await lister.api.ok(NetworkRoutes.createNetworkOffers, {
      body: {
        haveId: have.id,
        recipients: [{ companyId: reader.publicId, destinationLocationId: reader.publicLocationId }],
        price: { unitValue: 0.45, unit: 'POUND' },
        weight: { unitValue: 20_000, unit: 'POUND' },
        terms: 'FOB_ORIGIN',
        contactInformation: contact(lister),
        representatives: [lister.company.admin.userId],
      },
    })
  ).body[0]!;
  const file = `Lab results ${run}.pdf`;
  await reader.api.ok(NetworkRoutes.uploadOfferFiles, {
    params: { id: offer.id },
    form: multipart([[file, PDF, 'application/pdf']]),
  });

  const a = await traderIn(browser, lister.person);
  await a.page.goto(`/haves/${have.id}`);
  await a.page
    .getByRole('navigation', { name: 'Have sections' })
    .getByRole('link', { name: 'Documents' })
    .click();
  const onOffers = a.page.getByRole('table', { name: 'Documents on offers' });
  const row = onOffers.getByRole('row', { name: new RegExp(`Lab results ${run}`) });
  await expect(row).toBeVisible();
  expect((await downloaded(a.page, onOffers, file)).equals(PDF)).toBe(true);
  await row.getByRole('link', { name: `Open the offer ${file} is on` }).click();
  await expect(a.page).toHaveURL(new RegExp(`/network/offers/${offer.id}`));

  await a.close();
});
