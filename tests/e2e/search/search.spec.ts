import { expect, test, type Page } from '@playwright/test';
import { people, signInAs } from '../support/people.js';

/**
 * Global search from the top bar, as a person uses it: typing shows results grouped by category
 * with their counts, the arrow keys and Enter open one, and an answer with nothing says so. The
 * demo market is indexed as it is seeded (the search index follows the table stream).
 */

const field = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' });

test.describe('global search', () => {
  test('finds a partner company as it is typed and opens it with the keyboard', async ({ page }) => {
    await signInAs(page, people.admin);
    await field(page).click();
    await expect(page.getByText('Start typing to search')).toBeVisible();

    await field(page).pressSequentially('lone sta');
    const companies = results(page).getByRole('group', { name: /^Companies \(\d+\+?\)$/ });
    await expect(companies.getByRole('option', { name: /Lone Star Resins/ })).toBeVisible();
    // The same company on the network, in its own group.
    await expect(
      results(page)
        .getByRole('group', { name: /^Network companies/ })
        .getByRole('option', { name: /Lone Star Resins/ }),
    ).toBeVisible();

    await field(page).press('ArrowDown');
    await expect(companies.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expect(field(page)).toHaveAttribute('aria-activedescendant', /.+/);
    await field(page).press('Enter');
    await expect(page).toHaveURL(/\/(companies\/[^/]+|my-company)\/profile/);
    await expect(page.getByRole('heading', { name: 'Lone Star Resins', level: 1 })).toBeVisible();
    await expect(results(page)).toBeHidden();
  });

  test('finds a have by the start of its identifier and opens it with a click', async ({ page }) => {
    await signInAs(page, people.admin);
    await field(page).fill('GLP-H');
    const haves = results(page).getByRole('group', { name: /^Haves/ });
    const first = haves.getByRole('option').first();
    await expect(first).toBeVisible();
    const identifier = (await first.locator('p').first().textContent())!;
    expect(identifier).toMatch(/^GLP-H\d+$/);
    await first.click();
    await expect(page).toHaveURL(/\/haves\/[^/]+/);
    await expect(page.getByRole('heading', { name: identifier, level: 1 })).toBeVisible();
  });

  test('says when nothing is found, and Escape closes the results', async ({ page }) => {
    await signInAs(page, people.admin);
    await field(page).fill('zqxjvwq');
    await expect(page.getByText('No items found')).toBeVisible();
    await expect(page.getByText('Try again')).toBeVisible();
    await field(page).fill('pacific');
    await expect(
      results(page)
        .getByRole('option', { name: /Pacific Regrind/ })
        .first(),
    ).toBeVisible();
    await field(page).press('Escape');
    await expect(results(page)).toBeHidden();
    await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('on a phone, opens full screen and closes once a result is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, people.admin, undefined, { navigationVisible: false });
    await page.getByRole('button', { name: 'Open search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog.getByText('Start typing to search')).toBeVisible();
    await field(page).fill('maple leaf');
    await dialog
      .getByRole('group', { name: /^Companies/ })
      .getByRole('option', { name: /Maple Leaf Plastics Recovery/ })
      .click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Maple Leaf Plastics Recovery', level: 1 })).toBeVisible();
  });
});
