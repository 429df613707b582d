import { expect, test, type Page } from '@playwright/test';
import { apiAs, companyViaApi, signInToApp } from '../identity/support.js';

const run = Date.now().toString(36).slice(-5).toUpperCase();
const names = { alpha: `Alpha Polymers ${run}`, beta: `Beta Resins ${run}`, gamma: `Gamma Regrind ${run}` };
const tenant = `Lists Tenant ${run}`;

const table = (page: Page) => page.getByRole('table', { name: 'Companies' });
const search = (page: Page) => page.getByLabel('Search companies');

/** The names the companies table shows, top to bottom. */
const shownNames = (page: Page) => table(page).getByRole('link').allTextContents();

test.describe.configure({ mode: 'serial' });

test.describe('lists', () => {
  let owner: Awaited<ReturnType<typeof companyViaApi>>;

  test.beforeAll(async ({ request }) => {
    owner = await companyViaApi(request, tenant, 'LIST');
    const api = await apiAs(request, owner);
    for (const name of Object.values(names)) {
      const res = await api.post('/api/network/companies', { name });
      expect(res.status(), await res.text()).toBe(201);
    }
  });

  test.beforeEach(async ({ page }) => {
    await signInToApp(page, owner);
  });

  test('the companies list keeps its search and sort in the address, so Back and a reload show the same list', async ({
    page,
  }) => {
    await page.goto('/companies');
    // The company's own record is in its CRM too.
    await expect.poll(() => shownNames(page)).toEqual([names.alpha, names.beta, names.gamma, tenant]);

    await table(page).getByRole('button', { name: 'Name' }).click();
    await expect(page).toHaveURL(/sort=name%2Cdesc/);
    await expect(table(page).getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect.poll(() => shownNames(page)).toEqual([tenant, names.gamma, names.beta, names.alpha]);

    await search(page).fill('Beta');
    await expect(page).toHaveURL(/q=Beta/);
    await expect.poll(() => shownNames(page)).toEqual([names.beta]);
    await table(page).getByRole('link', { name: names.beta }).click();
    await expect(page.getByRole('heading', { name: names.beta, level: 1 })).toBeVisible();

    await page.goBack();
    await expect(search(page)).toHaveValue('Beta');
    await expect(table(page).getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect.poll(() => shownNames(page)).toEqual([names.beta]);

    await page.reload();
    await expect(search(page)).toHaveValue('Beta');
    await expect.poll(() => shownNames(page)).toEqual([names.beta]);
  });

  test('a saved view brings its search and sort back, and can be reordered and deleted', async ({ page }) => {
    const views = page.getByRole('button', { name: /^(Saved views|View: )/ });
    const saveView = async (name: string) => {
      await views.click();
      await page.getByRole('menuitem', { name: 'Save current view…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save view' });
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByRole('button', { name: 'Save view' }).click();
      await expect(dialog).toBeHidden();
    };

    await page.goto('/companies?q=Gamma');
    await expect.poll(() => shownNames(page)).toEqual([names.gamma]);
    await saveView('Gamma only');
    await expect(page.getByRole('button', { name: 'View: Gamma only' })).toBeVisible();

    await search(page).fill('');
    await expect.poll(() => shownNames(page)).toEqual([names.alpha, names.beta, names.gamma, tenant]);
    await saveView('All of them');

    await views.click();
    await page.getByRole('menuitem', { name: 'Gamma only' }).click();
    await expect(search(page)).toHaveValue('Gamma');
    await expect.poll(() => shownNames(page)).toEqual([names.gamma]);

    await views.click();
    await page.getByRole('menuitem', { name: 'Manage views…' }).click();
    const manage = page.getByRole('dialog', { name: 'Saved views' });
    const saved = manage.getByRole('list', { name: 'Saved views' }).getByRole('listitem');
    await expect(saved).toHaveText(['Gamma only', 'All of them']);
    await manage.getByRole('button', { name: 'Move All of them up' }).click();
    await expect(saved).toHaveText(['All of them', 'Gamma only']);
    await manage.getByRole('button', { name: 'Delete Gamma only' }).click();
    await expect(saved).toHaveText(['All of them']);
    await manage.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('button', { name: 'Saved views' })).toBeVisible();
  });
});
