import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test, type Page } from '@playwright/test';
import { people } from '../support/people.js';
import { signInToApp } from '../identity/support.js';

/** A run-unique lot number and note, so the spec can run against a cloud that already has data. */
const run = Date.now().toString(36).slice(-5).toUpperCase();
const lot = `LOT-${run}`;
/** A 2×2 PNG. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000002000000020802000000fdd49a730000001049444154789c63f8cfc000440c100a001fee03fd8b5f14d40000000049454e44ae426082', 'hex');

async function chooseCompany(page: Page) {
  const company = page.getByRole('combobox', { name: 'Company' });
  const mine = company.locator('option', { hasText: '(my company)' });
  await expect(mine).toHaveCount(1);
  await company.selectOption({ label: (await mine.textContent())! });
}

test.describe.configure({ mode: 'serial' });

test.describe('haves and needs', () => {
  test.beforeEach(async ({ page }) => {
    await signInToApp(page, people.member);
  });

  test('a have is created with a default expiration, listed, and completed', async ({ page }) => {
    await page.goto('/haves/new');
    await expect(page.getByRole('heading', { name: 'New have' })).toBeVisible();
    await chooseCompany(page);
    await page.getByRole('combobox', { name: 'Material type' }).selectOption({ label: 'PP' });
    await page.getByRole('spinbutton', { name: 'Remaining weight' }).fill('42000');
    await page.getByRole('spinbutton', { name: 'Price ($)' }).fill('0.38');
    await page.getByRole('combobox', { name: 'Price unit' }).selectOption({ label: 'per kg' });
    await page.getByRole('textbox', { name: 'Lot number' }).fill(lot);
    await page
      .getByRole('group', { name: 'Default expirations' })
      .getByRole('button', { name: /^30 days/ })
      .click();
    await page.getByRole('button', { name: 'Create have' }).click();
    // A price per kg on a weight in pounds asks first.
    const confirm = page.getByRole('alertdialog', { name: 'Units differ' });
    await expect(
      confirm.getByText('The price is per a different unit than the weight. Save anyway?'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Save anyway' }).click();
    await expect(page).toHaveURL(/\/haves\/[^/]+\/details$/);
    const identifier = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(identifier).toMatch(/-H\d+$/);
    await expect(page.getByText('Active', { exact: true })).toBeVisible();

    // A photo, with the thumbnail the browser makes of it.
    await page.getByLabel('Add a photo').setInputFiles({ name: 'bales.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Photo bales.png' })).toBeVisible();

    await page.goto('/haves');
    const row = page.getByRole('row', { name: new RegExp(identifier) });
    await expect(row).toBeVisible();
    await expect(row.getByText('$0.38 / kg')).toBeVisible();
    await expect(row.getByRole('img', { name: `Photo of ${identifier}` })).toBeVisible();

    // The company's page lists its open haves too.
    await page.goto('/my-company/listings');
    const companyHaves = page.getByRole('region', { name: 'Haves' });
    await companyHaves.getByRole('link', { name: identifier }).click();

    await page.getByRole('button', { name: 'Complete' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Complete ${identifier}?` });
    await expect(dialog.getByText('Its open network offers will be cancelled.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Complete' }).click();
    await expect(page.getByText('Completed', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Make active' })).toBeVisible();

    await page.goto('/haves');
    await expect(page.getByRole('row', { name: new RegExp(identifier) })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Completed' });
    await expect(page.getByRole('row', { name: new RegExp(identifier) })).toBeVisible();
  });

  test('a need is created and its history tells it', async ({ page }) => {
    await page.goto('/needs/new');
    await chooseCompany(page);
    await page.getByRole('combobox', { name: 'Material type' }).selectOption({ label: 'PE' });
    await page.getByRole('spinbutton', { name: 'Weight wanted' }).fill('20');
    await page.getByRole('combobox', { name: 'Weight unit' }).selectOption({ label: 'MT' });
    await page.getByRole('textbox', { name: 'Notes' }).fill(`Film for ${run}`);
    await page.getByRole('button', { name: 'Create need' }).click();
    await expect(page).toHaveURL(/\/needs\/[^/]+\/details$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/-N\d+$/);
    await page
      .getByRole('navigation', { name: 'Need sections' })
      .getByRole('link', { name: 'History' })
      .click();
    await expect(page.getByText('Added').first()).toBeVisible();
  });

  test('the haves list exports to XLSX and the file holds the new have', async ({ page }) => {
    await page.goto('/haves?status=COMPLETED');
    await page.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export haves' });
    await dialog.getByText('XLSX').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    const xml = Object.entries(files)
      .filter(([name]) => name.startsWith('xl/') && name.endsWith('.xml'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('\n');
    expect(xml).toContain(lot);
    expect(xml).toContain('Completed');
  });
});
