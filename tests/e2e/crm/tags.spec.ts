import { expect, test } from '@playwright/test';
import { people } from '../support/people.js';
import { apiAs, signInToApp } from '../identity/support.js';
import { setChecked } from '../support/controls.js';

/** A run-unique suffix, so the spec can run against a cloud that already has data. */
const run = Date.now().toString(36).slice(-5).toUpperCase();
const kept = `Film buyer ${run}`;
const merged = `film buyers ${run}`;
const companyName = `Tagged Films ${run}`;
let companyId: string;

test.describe.configure({ mode: 'serial' });

test.describe('tags', () => {
  test('an administrator adds tags, renames one in its row and merges two, and the list counts them', async ({
    page,
  }) => {
    await signInToApp(page, people.admin);
    await page.goto('/admin/organization');
    await page.getByRole('link', { name: 'Tags' }).click();
    await expect(page).toHaveURL(/\/admin\/tags$/);
    const table = page.getByRole('table', { name: 'Tags' });
    for (const name of [`Film ${run}`, merged]) {
      await page.getByRole('button', { name: 'New tag' }).click();
      const dialog = page.getByRole('dialog', { name: 'New tag' });
      await dialog.getByLabel('Tag name').fill(name);
      await dialog.getByRole('button', { name: 'Add tag' }).click();
      await expect(dialog).toBeHidden();
      await expect(table.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    }
    // The same name in other letters is refused.
    await page.getByRole('button', { name: 'New tag' }).click();
    const again = page.getByRole('dialog', { name: 'New tag' });
    await again.getByLabel('Tag name').fill(merged.toUpperCase());
    await again.getByRole('button', { name: 'Add tag' }).click();
    await expect(page.getByText('A tag with this name already exists.').first()).toBeVisible();
    await again.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: `Rename Film ${run}` }).click();
    await page.getByLabel(`New name for Film ${run}`).fill(kept);
    await page.getByLabel(`New name for Film ${run}`).press('Enter');
    await expect(table.getByRole('row', { name: new RegExp(kept) })).toBeVisible();

    await page.getByRole('button', { name: 'Merge tags' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge tags' });
    await dialog.getByLabel('Tag to keep').selectOption({ label: kept });
    await setChecked(dialog.getByRole('checkbox', { name: new RegExp(merged) }));
    await dialog.getByRole('button', { name: 'Merge' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('row', { name: new RegExp(merged) })).toHaveCount(0);
    await expect(table.getByRole('row', { name: new RegExp(kept) })).toContainText('0');
  });

  test('a user picks a tag from the list on a company, and the companies list shows and filters by it', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request, people.member);
    const made = await api.post('/api/network/companies', { name: companyName });
    expect(made.status(), await made.text()).toBe(201);
    const { id } = (await made.json()) as { id: string };
    companyId = id;

    await signInToApp(page, people.member);
    await page.goto(`/companies/${id}`);
    const form = page.getByRole('form', { name: 'Company details' });
    await setChecked(form.getByRole('checkbox', { name: kept }));
    await form.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Company saved')).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('form', { name: 'Company details' }).getByRole('checkbox', { name: kept }),
    ).toBeChecked();

    await page.goto('/companies');
    await page.getByLabel('Tag', { exact: true }).selectOption({ label: kept });
    const row = page.getByRole('row', { name: new RegExp(companyName) });
    await expect(row).toBeVisible();
    await expect(page.getByRole('table', { name: 'Companies' }).getByRole('row')).toHaveCount(2);
  });

  test('an administrator deletes a tag in use once they confirm, and the company carrying it no longer shows it', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request, people.admin);
    const tags = (await (await api.get('/api/tags')).json()) as { id: string; name: string }[];
    const tagId = tags.find((t) => t.name === kept)!.id;

    await signInToApp(page, people.admin);
    const table = page.getByRole('table', { name: 'Tags' });
    const row = table.getByRole('row', { name: new RegExp(kept) });
    // The count follows the company's save through the table stream: the list is opened again until it shows.
    await expect(async () => {
      await page.goto('/admin/tags');
      await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
    }).toPass();

    const confirm = page.getByRole('alertdialog', { name: 'Delete tag' });
    await page.getByRole('button', { name: `Delete ${kept}` }).click();
    await expect(confirm).toContainText(`Delete “${kept}”? It is taken off the company carrying it.`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();

    await page.getByRole('button', { name: `Delete ${kept}` }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Tag deleted.')).toBeVisible();
    await expect(row).toHaveCount(0);

    await page.goto(`/companies/${companyId}`);
    const form = page.getByRole('form', { name: 'Company details' });
    await expect(form.getByRole('button', { name: 'Save details' })).toBeVisible();
    await expect(form.getByRole('checkbox', { name: kept })).toHaveCount(0);
    await page.goto('/companies');
    await expect(page.getByLabel('Tag', { exact: true }).getByRole('option', { name: kept })).toHaveCount(0);
    await page.getByLabel('Search companies').fill(companyName);
    const company = page.getByRole('row', { name: new RegExp(companyName) });
    await expect(company).toBeVisible();
    await expect(company).not.toContainText(kept);
    // The company itself was rewritten, not only the tag's name hidden.
    const stored = (await (await api.get(`/api/network/companies/${companyId}`)).json()) as {
      tags: string[];
    };
    expect(stored.tags).not.toContain(tagId);
  });
});
