import { expect, test } from '@playwright/test';
import { people } from '../support/people.js';
import { exportedXlsx } from '../support/downloads.js';
import { signInToApp } from '../identity/support.js';
import { linkOnSomePage } from '../support/lists.js';
import { chooseCompany, chooseNear, closeToasts, PNG } from './support.js';

/** A run-unique lot number and group name, so the spec can run against a cloud that already has data. */
const run = Date.now().toString(36).slice(-5).toUpperCase();
const lot = `LOT-${run}`;
const groupName = `Lot ${run}`;
/** The have the first test creates; the later ones open it. */
let have = { identifier: '', url: '' };

test.describe.configure({ mode: 'serial' });

test.describe('haves', () => {
  test.beforeEach(async ({ page }) => {
    await signInToApp(page, people.member);
  });

  test('a have is created with a default expiration and a photo, found in the list and near its place, and completed', async ({
    page,
  }) => {
    await page.goto('/haves/new');
    await expect(page.getByRole('heading', { name: 'New have' })).toBeVisible();
    await chooseCompany(page);
    const location = page.getByRole('combobox', { name: 'Location' });
    await expect(location.locator('option', { hasText: 'Chicago' }).first()).toBeAttached();
    await location.selectOption({ index: 1 });
    await page.getByRole('combobox', { name: 'Material type' }).selectOption({ label: 'PP' });
    await page.getByRole('spinbutton', { name: 'Remaining weight' }).fill('42000');
    await page.getByRole('spinbutton', { name: 'Price ($)' }).fill('0.38');
    await page.getByRole('combobox', { name: 'Price unit' }).selectOption({ label: 'per kg' });
    await page.getByRole('textbox', { name: 'Lot number' }).fill(lot);
    await page.getByRole('group', { name: 'Representatives' }).getByText('Marcus Reed').click();
    await page
      .getByRole('group', { name: 'Default expirations' })
      .getByRole('button', { name: /^30 days/ })
      .click();
    // Photos are chosen on the form and sent once the have exists.
    await page
      .getByLabel('Choose photos')
      .setInputFiles({ name: 'bales.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Chosen photo bales.png' })).toBeVisible();
    await page.getByRole('button', { name: 'Create have' }).click();
    // A price per kg on a weight in pounds asks first.
    const confirm = page.getByRole('alertdialog', { name: 'Units differ' });
    await expect(
      confirm.getByText('The price is per a different unit than the weight. Save anyway?'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Save anyway' }).click();
    await expect(page).toHaveURL(/\/haves\/[^/]+\/details$/);
    const identifier = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(identifier).toMatch(/^GLP-H\d+$/);
    have = { identifier, url: new URL(page.url()).pathname.replace(/\/details$/, '') };
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Photo bales.png' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Marcus Reed' })).toBeChecked();

    await page.goto('/haves');
    const row = page.getByRole('row', { name: new RegExp(identifier) });
    await expect(row).toBeVisible();
    await expect(row.getByText('$0.38 / kg')).toBeVisible();
    await expect(row.getByText('42,000 lbs')).toBeVisible();
    await expect(row.getByRole('img', { name: `Photo of ${identifier}` })).toBeVisible();
    // Within 100 miles of Milwaukee (Chicago is about 80 away), not of Houston.
    await chooseNear(page, 'Milwaukee, WI', /Milwaukee/);
    await expect(page).toHaveURL(/latitude=/);
    await expect(row).toBeVisible();
    await chooseNear(page, 'Houston, TX', /Houston/);
    await expect(page.getByRole('row', { name: new RegExp(identifier) })).toHaveCount(0);

    // The company's page lists its open haves too.
    await page.goto('/my-company/listings');
    await (await linkOnSomePage(page.getByRole('region', { name: 'Haves' }), identifier)).click();

    await page.getByRole('button', { name: 'Complete have' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Complete have ${identifier}?` });
    await expect(dialog.getByText('Its open network offers will be cancelled.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Complete have' }).click();
    await expect(page.getByText('Completed', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Make active' })).toBeVisible();

    await page.goto('/haves');
    await expect(page.getByRole('row', { name: new RegExp(identifier) })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Completed' });
    await expect(page.getByRole('row', { name: new RegExp(identifier) })).toBeVisible();
  });

  test('a have goes into a new group, moves to another, and leaves it', async ({ page }) => {
    await page.goto(`${have.url}/details`);
    await page
      .getByRole('navigation', { name: 'Have sections' })
      .getByRole('link', { name: 'Group' })
      .click();
    await expect(page.getByText(`${have.identifier} is in no group.`, { exact: false })).toBeVisible();

    await page.getByRole('button', { name: 'New group' }).click();
    const create = page.getByRole('dialog', { name: 'New group' });
    await create.getByRole('textbox', { name: 'Group name' }).fill(groupName);
    await create.getByRole('button', { name: 'Create group' }).click();
    await expect(page.getByRole('heading', { name: `Group ${groupName}` })).toBeVisible();
    const members = page.getByRole('table', { name: `Haves in ${groupName}` });
    await expect(members.getByRole('row', { name: new RegExp(have.identifier) })).toBeVisible();
    await closeToasts(page);

    // The demo market has a group of two haves: moving there leaves the new group.
    await page.getByRole('button', { name: 'Move to another group' }).click();
    const join = page.getByRole('dialog', { name: 'Move to another group' });
    await join.getByRole('combobox', { name: 'Group' }).selectOption({ label: 'Yard clear-out (2 haves)' });
    await join.getByRole('button', { name: 'Join group' }).click();
    await expect(page.getByRole('heading', { name: 'Group Yard clear-out' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Haves in Yard clear-out' }).getByRole('row')).toHaveCount(
      4,
    );
    await closeToasts(page);

    await page.getByRole('button', { name: 'Leave group' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave group' }).click();
    await expect(page.getByText(`${have.identifier} is in no group.`, { exact: false })).toBeVisible();
  });

  test('the orders and network offers tabs list what was made from it, and how to make more', async ({
    page,
  }) => {
    await page.goto(`${have.url}/orders`);
    await expect(page.getByText('No orders from this have yet.')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Have sections' })
      .getByRole('link', { name: 'Network offers' })
      .click();
    await expect(page.getByText(/^No open offers of this have\./)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send offer' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish to market' })).toBeVisible();
  });

  test('the haves list exports to XLSX and the file holds the new have', async ({ page }) => {
    await page.goto('/haves?status=COMPLETED');
    await page.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export haves' });
    await dialog.getByText('XLSX').click();
    const xml = await exportedXlsx(page, dialog);
    expect(xml).toContain(have.identifier);
    expect(xml).toContain(lot);
    expect(xml).toContain('Completed');
  });
});
