import { expect, test } from '@playwright/test';
import { people } from '../support/people.js';
import { signInToApp } from '../identity/support.js';
import { chooseCompany, closeToasts } from './support.js';
import { setChecked } from '../support/controls.js';

/** A run-unique note, so the spec can run against a cloud that already has data. */
const run = Date.now().toString(36).slice(-5).toUpperCase();

test.describe('needs', () => {
  test.beforeEach(async ({ page }) => {
    await signInToApp(page, people.member);
  });

  test('a need is created from the create-new menu, cancelled, made active, archived and restored', async ({
    page,
  }) => {
    await page.goto('/needs');
    await page.getByRole('button', { name: 'Create new' }).click();
    await page.getByRole('menuitem', { name: 'Need' }).click();
    await expect(page.getByRole('heading', { name: 'New need' })).toBeVisible();

    // Nothing filled in: the form says what is missing and keeps the page.
    await page.getByRole('button', { name: 'Create need' }).click();
    await expect(page.getByText('Please fix the highlighted fields.')).toBeVisible();
    await expect(page.getByText('Company is required')).toBeVisible();
    await closeToasts(page);

    await chooseCompany(page);
    await page.getByRole('combobox', { name: 'Material type' }).selectOption({ label: 'PE' });
    await page.getByRole('spinbutton', { name: 'Weight wanted' }).fill('20');
    await page.getByRole('combobox', { name: 'Weight unit' }).selectOption({ label: 'MT' });
    await page.getByRole('spinbutton', { name: 'Price target ($)' }).fill('610');
    await page.getByRole('combobox', { name: 'Price unit' }).selectOption({ label: 'per MT' });
    await page.getByRole('textbox', { name: 'Notes' }).fill(`Film for ${run}`);
    await page.getByRole('button', { name: 'Create need' }).click();
    await expect(page).toHaveURL(/\/needs\/[^/]+\/details$/);
    const identifier = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(identifier).toMatch(/^GLP-N\d+$/);
    await closeToasts(page);

    const sections = page.getByRole('navigation', { name: 'Need sections' });
    await sections.getByRole('link', { name: 'History' }).click();
    await expect(page.getByText('Added').first()).toBeVisible();
    await sections.getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByText('No orders from this need yet.')).toBeVisible();

    // Cancelling (in "More": the header keeps two main actions) asks first; a cancelled need can be made active again.
    await page.getByRole('button', { name: 'More actions' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem').last()).toHaveText('Archive need');
    await page.getByRole('menuitem', { name: 'Cancel need' }).click();
    const cancel = page.getByRole('alertdialog', { name: `Cancel need ${identifier}?` });
    await expect(cancel.getByText('Its public request will be cancelled.')).toBeVisible();
    await cancel.getByRole('button', { name: 'Cancel need' }).click();
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'More actions' }).click();
    await expect(page.getByRole('menuitem', { name: 'Cancel need' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Make active' }).click();
    await page
      .getByRole('alertdialog', { name: `Make active ${identifier}?` })
      .getByRole('button', { name: 'Make active' })
      .click();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();

    await page.goto('/needs');
    const row = page.getByRole('row', { name: new RegExp(identifier) });
    await expect(row.getByText('20 MT')).toBeVisible();
    await expect(row.getByText('$610.00 / MT')).toBeVisible();
    await row.getByRole('link', { name: identifier }).click();

    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Archive need' }).click();
    await page
      .getByRole('alertdialog', { name: 'Archive need?' })
      .getByRole('button', { name: 'Archive' })
      .click();
    await expect(page.getByText('Archived', { exact: true })).toBeVisible();
    await page.goto('/needs');
    await expect(page.getByRole('row', { name: new RegExp(identifier) })).toHaveCount(0);
    await setChecked(page.getByRole('checkbox', { name: 'Archived' }));
    await page
      .getByRole('row', { name: new RegExp(identifier) })
      .getByRole('link', { name: identifier })
      .click();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Restore need' }).click();
    await page
      .getByRole('alertdialog', { name: 'Restore need?' })
      .getByRole('button', { name: 'Restore' })
      .click();
    await expect(page.getByText('Archived', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
  });
});
