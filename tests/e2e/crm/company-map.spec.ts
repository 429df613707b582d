import { expect, test, type Page } from '@playwright/test';
import { people } from '../support/people.js';
import { signInToApp } from '../identity/support.js';
import { chooseNear, closeToasts, PNG } from '../supply/support.js';

/** The demo market: Great Lakes Polymers keeps Lone Star Resins (Houston) and Pacific Regrind (Portland) in its CRM. */
const PARTNER = 'Lone Star Resins';
const FAR = 'Pacific Regrind';

const calendar = (page: Page) => page.locator('[aria-roledescription="datepicker"]');

test('companies near a place are found, shown on the map, given a logo, and lead to their public company', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInToApp(page, people.member);
  await page.goto('/companies');
  const table = page.getByRole('table', { name: 'Companies' });
  await expect(table.getByRole('link', { name: FAR, exact: true })).toBeVisible();

  await test.step('the map filter tells companies with a place from those without', async () => {
    const onTheMap = page.getByRole('combobox', { name: 'On the map' });
    await onTheMap.selectOption({ label: 'Without a place' });
    await expect(page).toHaveURL(/located=false/);
    await expect(table.getByRole('link', { name: FAR, exact: true })).toHaveCount(0);
    await onTheMap.selectOption({ label: 'With a place' });
    await expect(table.getByRole('link', { name: FAR, exact: true })).toBeVisible();
    await onTheMap.selectOption({ label: 'All' });
    await expect(page).not.toHaveURL(/located=/);
  });

  await test.step('companies picked by name limit the list, each a tag whose × takes it off', async () => {
    const pick = async (typed: string, name: string) => {
      await page.getByRole('combobox', { name: 'Companies', exact: true }).fill(typed);
      await page.getByRole('option', { name, exact: true }).first().click();
    };
    await pick('Lone', PARTNER);
    await expect(page).toHaveURL(/companyId=/);
    await expect(table.getByRole('link', { name: PARTNER, exact: true }).first()).toBeVisible();
    await expect(table.getByRole('link', { name: FAR, exact: true })).toHaveCount(0);
    await pick('Pacific', FAR);
    const picked = page.getByRole('list', { name: 'Companies picked' });
    await expect(picked.getByRole('listitem')).toHaveText([PARTNER, FAR]);
    await expect(table.getByRole('link', { name: FAR, exact: true }).first()).toBeVisible();

    // A reload keeps the pick, named.
    await page.reload();
    await expect(picked.getByRole('listitem')).toHaveText([PARTNER, FAR]);
    await picked.getByRole('button', { name: `Remove ${PARTNER}` }).click();
    await expect(table.getByRole('link', { name: PARTNER, exact: true })).toHaveCount(0);
    await expect(table.getByRole('link', { name: FAR, exact: true }).first()).toBeVisible();
    await picked.getByRole('button', { name: `Remove ${FAR}` }).click();
    await expect(page).not.toHaveURL(/companyId=/);
    await expect(picked).toHaveCount(0);
    await expect(table.getByRole('link', { name: PARTNER, exact: true }).first()).toBeVisible();
  });

  await test.step('a last touchpoint range keeps the companies touched within it', async () => {
    // The demo's partners were last called a day or a few ago: none since tomorrow.
    const from = page.getByRole('textbox', { name: 'Last touchpoint from' });
    await from.press('Enter');
    await expect(calendar(page)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/lastTouchpointFrom=/);
    await expect(page.getByText('No companies match these filters.')).toBeVisible();

    // From a month before that, they are back.
    await from.press('Enter');
    await expect(calendar(page)).toBeVisible();
    await page.keyboard.press('PageUp');
    await page.keyboard.press('Enter');
    await expect(table.getByRole('link', { name: PARTNER, exact: true }).first()).toBeVisible();
    await expect(table.getByRole('link', { name: FAR, exact: true }).first()).toBeVisible();

    await from.click();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).not.toHaveURL(/lastTouchpointFrom=/);
  });

  await test.step('a contact count is a whole number of 0 or more, applied when left or on Enter', async () => {
    const least = page.getByRole('spinbutton', { name: 'Contacts at least' });
    await least.fill('99.6');
    await least.press('Tab');
    await expect(least).toHaveValue('100');
    await expect(page).toHaveURL(/contactsMin=100/);
    await expect(page.getByText('No companies match these filters.')).toBeVisible();
    await least.fill('-2');
    await least.press('Enter');
    await expect(least).toHaveValue('0');
    await expect(page).toHaveURL(/contactsMin=0/);
    await expect(table.getByRole('link', { name: PARTNER, exact: true }).first()).toBeVisible();
    await least.fill('');
    await least.press('Enter');
    await expect(page).not.toHaveURL(/contactsMin=/);
  });

  await test.step('the radius filter keeps the companies near Houston', async () => {
    await chooseNear(page, 'Houston, TX', /Houston/);
    await page.getByRole('combobox', { name: 'Within' }).selectOption({ label: '250 miles' });
    await expect(page).toHaveURL(/radius=250/);
    await expect(table.getByRole('link', { name: PARTNER, exact: true })).toBeVisible();
    await expect(table.getByRole('link', { name: FAR, exact: true })).toHaveCount(0);
  });

  await test.step('the map shows them with the same filters, each opening its page', async () => {
    await page.getByRole('radiogroup', { name: 'Display' }).getByText('Map').click();
    await expect(page).toHaveURL(/display=map/);
    await expect(page).toHaveURL(/latitude=/);
    const map = page.getByRole('region', { name: 'Map of companies' });
    await expect(map.getByText('Sandbox map')).toBeVisible();
    await expect(map.getByRole('button', { name: FAR, exact: true })).toHaveCount(0);
    await map.getByRole('button', { name: PARTNER, exact: true }).focus();
    await page.keyboard.press('Enter');
    const popup = map.getByRole('dialog', { name: PARTNER });
    await expect(popup.getByText(/Houston/)).toBeVisible();
    await popup.getByRole('link', { name: PARTNER }).click();
    await expect(page).toHaveURL(/\/companies\/[^/]+\/profile$/);
    await expect(page.getByRole('heading', { name: PARTNER, level: 1 })).toBeVisible();
  });

  await test.step('a logo is checked, uploaded, shown and deleted', async () => {
    const logo = page.getByRole('region', { name: 'Logo' });
    const file = logo.locator('input[type="file"]');
    await file.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a logo'),
    });
    await expect(page.getByText('The logo must be a PNG, JPEG, SVG or WebP image.')).toBeVisible();
    await closeToasts(page);
    await expect(logo.getByText('No logo')).toBeVisible();

    await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Logo uploaded.')).toBeVisible();
    const image = logo.getByRole('img', { name: `${PARTNER} logo` });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    await closeToasts(page);
    await page.reload();
    await expect(logo.getByRole('img', { name: `${PARTNER} logo` })).toBeVisible();

    await logo.getByRole('button', { name: 'Delete logo' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete logo?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Logo deleted.')).toBeVisible();
    await expect(logo.getByText('No logo')).toBeVisible();
  });

  await test.step('the company links to its public company on the network', async () => {
    await page.getByRole('group', { name: 'Public company' }).getByRole('link', { name: PARTNER }).click();
    await expect(page).toHaveURL(/\/network\/companies\/[^/]+/);
    await expect(page.getByRole('heading', { name: PARTNER, level: 1 })).toBeVisible();
  });
});
