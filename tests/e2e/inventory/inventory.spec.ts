import { expect, test, type Page } from '@playwright/test';
import { people } from '../support/people.js';
import { signInToApp } from '../identity/support.js';
import { chooseCompany, closeToasts } from '../supply/support.js';

/** Run-unique lot numbers, so the spec can run against a cloud that already has data. */
const run = Date.now().toString(36).slice(-5).toUpperCase();
const first = `BALE-${run}`;
const second = `SACK-${run}`;

/** Records a lot at the signed-in company's first location from the new-inventory form; answers its page's address. */
async function recordLot(page: Page, lotNumber: string, pounds: string) {
  await expect(page.getByRole('heading', { name: 'New inventory' })).toBeVisible();
  await chooseCompany(page);
  const location = page.getByRole('combobox', { name: 'Location' });
  await expect(location.locator('option', { hasText: 'Headquarters, Chicago' })).toBeAttached();
  await location.selectOption({
    label: (await location.locator('option', { hasText: 'Headquarters, Chicago' }).textContent())!,
  });
  await page.getByRole('combobox', { name: 'Material type' }).selectOption({ label: 'PE' });
  await page.getByRole('spinbutton', { name: 'Weight', exact: true }).fill(pounds);
  await page.getByRole('spinbutton', { name: 'Cost ($)' }).fill('0.25');
  await page.getByRole('textbox', { name: 'Lot number' }).fill(lotNumber);
  await page.getByRole('textbox', { name: 'Purchase reference' }).fill(`PO-${run}`);
  await page.getByRole('button', { name: 'Record inventory' }).click();
  await expect(page).toHaveURL(/\/market\/inventory\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^GLP-L\d+$/);
  return new URL(page.url()).pathname;
}

test.describe.configure({ mode: 'serial' });

test.describe('inventory and process reports', () => {
  test.beforeEach(async ({ page }) => {
    await signInToApp(page, people.member);
  });

  test('lots are recorded, adjusted and consumed by a process report, and the lots change', async ({
    page,
  }) => {
    // From the top bar's create-new menu.
    await page.getByRole('button', { name: 'Create new' }).click();
    await page.getByRole('menuitem', { name: 'Inventory' }).click();
    await expect(page).toHaveURL(/\/market\/inventory\/new$/);
    const bales = await recordLot(page, first, '5000');
    await expect(page.getByText('5,000 lbs remaining')).toBeVisible();

    // A correction with its reason, kept as an adjustment.
    await page.getByRole('button', { name: 'Adjust weight' }).click();
    const adjust = page.getByRole('dialog', { name: /^Adjust GLP-L/ });
    await adjust.getByRole('spinbutton', { name: 'Change (lbs)' }).fill('-500');
    await adjust.getByRole('textbox', { name: 'Reason' }).fill('Scale check');
    await adjust.getByRole('button', { name: 'Adjust weight' }).click();
    await expect(page.getByText('4,500 lbs remaining')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Adjustments' }).getByRole('row', { name: /Scale check/ }),
    ).toContainText('-500 lbs');
    await closeToasts(page);

    await page.goto('/market/inventory/new');
    const sacks = await recordLot(page, second, '3000');

    // Both in the list, newest first by received date, with what remains.
    await page.goto('/market/inventory');
    await expect(page.getByRole('row', { name: new RegExp(first) })).toContainText('4,500 lbs');
    await expect(page.getByRole('row', { name: new RegExp(second) })).toContainText('3,000 lbs');

    // Processing takes 60% and 40% of 5,000 lbs in: 3,000 from the bales, 2,000 from the sacks.
    await page.getByRole('link', { name: 'Process reports' }).click();
    await page.getByRole('link', { name: 'New process report' }).click();
    await expect(page.getByRole('heading', { name: 'New process report' })).toBeVisible();
    const where = page.getByRole('combobox', { name: 'Location of the inputs' });
    await where.selectOption({
      label: (await where.locator('option', { hasText: 'Headquarters, Chicago' }).textContent())!,
    });
    const item1 = page.getByRole('combobox', { name: 'Inventory item 1' });
    await expect(item1.locator('option', { hasText: first })).toBeAttached();
    await item1.selectOption({ label: (await item1.locator('option', { hasText: first }).textContent())! });
    await page.getByRole('spinbutton', { name: 'Percentage of item 1' }).fill('60');
    await page.getByRole('button', { name: 'Add inventory item' }).click();
    const item2 = page.getByRole('combobox', { name: 'Inventory item 2' });
    await item2.selectOption({ label: (await item2.locator('option', { hasText: second }).textContent())! });
    await page.getByRole('spinbutton', { name: 'Percentage of item 2' }).fill('40');
    // The demo catalogue's PE material: other specs add materials to the same company, in any order.
    const material = page.getByRole('combobox', { name: 'Material', exact: true });
    await material.selectOption({
      label: (await material.locator('option', { hasText: 'HDPE natural regrind' }).first().textContent())!,
    });
    await page.getByRole('combobox', { name: 'Material type' }).selectOption({ label: 'PE' });
    await page.getByRole('spinbutton', { name: 'Final weight', exact: true }).fill('4000');
    await page.getByRole('spinbutton', { name: 'Total lost weight (lbs)' }).fill('1000');
    await expect(page.getByText(/yield loss 20%/)).toBeVisible();
    await expect(page.getByText('Consumes 3,000 lbs of 4,500 lbs')).toBeVisible();
    const have = page.getByRole('combobox', { name: 'Have' });
    await have.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Record process report' }).click();

    await expect(page).toHaveURL(/\/market\/inventory\/process-reports\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^GLP-P\d+$/);
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.getByText('20%')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Inputs' }).getByRole('row', { name: new RegExp(first) }),
    ).toContainText('3,000 lbs');
    await expect(page.getByRole('table', { name: 'Outputs' })).toContainText('4,000 lbs');

    // The lots changed: what each gave up is gone, and the output is a new lot.
    await page.goto(bales);
    await expect(page.getByText('1,500 lbs remaining')).toBeVisible();
    await page.goto(sacks);
    await expect(page.getByText('1,000 lbs remaining')).toBeVisible();
    await page.goto('/market/inventory');
    await expect(page.getByRole('row', { name: /Process output/ }).first()).toContainText('4,000 lbs');
  });

  test('a have opened from inventory goes back to inventory, and lists its process reports', async ({
    page,
  }) => {
    await page.goto('/market/inventory/process-reports');
    await page
      .getByRole('row', { name: /GLP-P\d+/ })
      .first()
      .getByRole('link')
      .click();
    const report = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const haveLink = page.getByRole('region', { name: 'Details' }).getByRole('link', { name: /GLP-H\d+/ });
    await haveLink.click();
    await expect(page).toHaveURL(/\/haves\/[^/]+\/details\?fromInventory=true$/);
    const havePage = new URL(page.url()).pathname.replace(/\/details$/, '');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/market\/inventory$/);

    await page.goto(`${havePage}/processing`);
    await expect(
      page.getByRole('table', { name: 'Process reports of this have' }).getByRole('link', { name: report }),
    ).toBeVisible();
  });
});
