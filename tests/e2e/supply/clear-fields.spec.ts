import { expect, test } from '@playwright/test';
import { people } from '../support/people.js';
import { signInToApp } from '../identity/support.js';
import { closeToasts, createHave } from './support.js';

/** A run-unique word, so the spec can run against a cloud that already has data. */
const run = Date.now().toString(36).slice(-5).toUpperCase();

test.describe('clearing a have’s fields', () => {
  test('a price and packaging emptied in the edit form are gone after saving and reloading, and the rest stays', async ({
    page,
  }) => {
    await signInToApp(page, people.member);
    const have = await createHave(page, { lot: `CLR-${run}` });

    // Give it packaging beside its price, and save.
    const price = page.getByRole('spinbutton', { name: 'Price ($)' });
    const packaging = page.getByRole('combobox', { name: 'Packaging' });
    await expect(price).toHaveValue('0.4');
    await packaging.selectOption({ label: 'Bales' });
    await page.getByRole('button', { name: 'Save have' }).click();
    await expect(page.getByText('Have saved')).toBeVisible();
    await closeToasts(page);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Packaging' })).toHaveValue('BALES');

    // Empty both and save: they are cleared, not kept.
    await page.getByRole('spinbutton', { name: 'Price ($)' }).fill('');
    await page.getByRole('combobox', { name: 'Packaging' }).selectOption({ label: 'Not set' });
    await page.getByRole('button', { name: 'Save have' }).click();
    await expect(page.getByText('Have saved')).toBeVisible();

    await page.goto(`${have.url}/details`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(have.identifier);
    await expect(page.getByRole('spinbutton', { name: 'Price ($)' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Packaging' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Lot number' })).toHaveValue(`CLR-${run}`);
    await expect(page.getByRole('spinbutton', { name: 'Remaining weight' })).toHaveValue('30000');
  });
});
