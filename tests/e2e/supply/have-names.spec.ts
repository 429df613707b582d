import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { pdfText } from '../../support/pdf-text.js';
import { people } from '../support/people.js';
import { signInToApp } from '../identity/support.js';
import { sellerAndBuyer, sendOfferToLoneStar } from '../network/offers-support.js';
import { createHave } from './support.js';

/** A run-unique word, so the spec can run against a cloud that already has data. */
const run = Date.now().toString(36).slice(-5).toUpperCase();
const regrind = `Recycled PP regrind ${run}`;
const lumps = `PP purge lumps ${run}`;

test.describe('a have’s own name', () => {
  test('two haves of one material read by their names on the list, are found by a word of it, and the name reaches the order, the manifest and the bill of lading', async ({
    page,
  }) => {
    test.setTimeout(360_000);
    await signInToApp(page, people.member);
    const first = await createHave(page, {
      lot: `NM1-${run}`,
      name: regrind,
      description: 'Clean grey regrind from bottle caps, 3/8 inch screen.',
    });
    await expect(page.getByText(regrind)).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'About this have' })
        .getByText('Clean grey regrind from bottle caps, 3/8 inch screen.'),
    ).toBeVisible();
    const second = await createHave(page, { lot: `NM2-${run}`, name: lumps });

    // The list tells the two apart by name, and a word of a name finds its have alone.
    await page.goto('/haves');
    await page.getByRole('searchbox', { name: 'Search haves' }).fill(`regrind ${run}`);
    await expect(page).toHaveURL(/q=regrind/);
    const row = page.getByRole('row', { name: new RegExp(first.identifier) });
    await expect(row.getByText(regrind)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(second.identifier) })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search haves' }).fill(`lumps ${run}`);
    await expect(
      page.getByRole('row', { name: new RegExp(second.identifier) }).getByText(lumps),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(first.identifier) })).toHaveCount(0);

    // An order from the first have names its line after it.
    await page.goto(`${first.url}/orders`);
    await page.getByRole('link', { name: 'New order' }).click();
    const item = page.getByRole('group', { name: 'Item 1' });
    await expect(item.getByRole('textbox', { name: 'Description' })).toHaveValue(regrind);
    const receiver = page.getByRole('combobox', { name: 'Receiver' });
    const partner = receiver.locator('option', { hasText: 'Lone Star Resins' });
    await expect(partner).toHaveCount(1);
    await receiver.selectOption({ label: (await partner.textContent())! });
    await item.getByRole('spinbutton', { name: 'Weight', exact: true }).fill('10000');
    await item.getByRole('spinbutton', { name: 'Sell price ($)' }).fill('0.52');
    await page.getByRole('button', { name: 'Save order' }).click();
    await expect(page).toHaveURL(/\/orders\/[^/]+\/summary$/);
    await expect(page.getByRole('table', { name: 'Items' }).getByText(regrind)).toBeVisible();

    // Its shipment's manifest and bill of lading carry the name too.
    await page.getByRole('link', { name: 'New shipment' }).click();
    const line = page.getByRole('group', { name: 'Manifest line 1' });
    await expect(line.getByRole('textbox', { name: 'Description' })).toHaveValue(regrind);
    await page.getByRole('textbox', { name: 'Carrier name' }).fill(`Named Freight ${run}`);
    await page.getByRole('button', { name: 'Save shipment' }).click();
    await expect(page).toHaveURL(/\/shipments\/[^/]+\/details$/);
    // The new page's heading, not the form's ("New shipment of …") it replaces.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^GLP-S\d+$/);
    const shipment = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await expect(page.getByRole('table', { name: 'Manifest' }).getByText(regrind)).toBeVisible();
    await page.getByRole('link', { name: 'Documents' }).click();
    await page.getByRole('button', { name: 'Bill of lading (shipper)' }).click();
    await expect(page.getByText('Document generated')).toBeVisible();
    const bol = `${shipment} Bill of lading shipper copy.pdf`;
    const documents = page.getByRole('table', { name: 'Documents' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      documents.getByRole('button', { name: `Download ${bol}` }).click(),
    ]);
    const text = (await pdfText(new Uint8Array(await readFile(await download.path())))).join('\n');
    expect(text).toContain(regrind);
  });

  test('an offer of a named have reaches the buyer under the have’s name and description', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    await sellerAndBuyer(browser, request, async (a, b) => {
      const have = await createHave(a, {
        lot: `NM3-${run}`,
        name: `Natural HDPE flake ${run}`,
        description: 'Hot-washed milk jug flake, under 50 ppm PP.',
      });
      await a.goto(`${have.url}/networkOffers`);
      await a.getByRole('button', { name: 'Send offer' }).click();
      await expect(a.getByRole('textbox', { name: 'Material name' })).toHaveValue(
        `Natural HDPE flake ${run}`,
      );
      await expect(a.getByRole('textbox', { name: 'Description' })).toHaveValue(
        'Hot-washed milk jug flake, under 50 ppm PP.',
      );
      const offerUrl = await sendOfferToLoneStar(a, async () => {
        await a.getByRole('textbox', { name: 'Contact phone' }).fill('312-555-0142');
      });

      await signInToApp(b, people.otherMember);
      await b.goto(offerUrl);
      await expect(b.getByRole('heading', { name: `Natural HDPE flake ${run}`, level: 1 })).toBeVisible();
      await expect(b.getByText('Hot-washed milk jug flake, under 50 ppm PP.')).toBeVisible();
    });
  });
});
