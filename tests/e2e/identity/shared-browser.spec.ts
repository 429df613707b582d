import { expect, test, type Page } from '@playwright/test';
import { submitSignIn } from '../support/people.js';
import { acceptPoliciesIfAsked, apiAs, companyViaApi, signInToApp, waitForApp } from './support.js';

const run = Date.now().toString(36).slice(-5).toUpperCase();

/**
 * Records every one of `names` that shows anywhere in the document from now on, however briefly:
 * a cached answer painted for one frame before the fresh one replaces it is exactly the leak.
 */
async function watchFor(page: Page, names: string[]) {
  await page.evaluate((watched) => {
    const seen = new Set<string>();
    const look = () => {
      const text = document.body.textContent ?? '';
      for (const name of watched) if (text.includes(name)) seen.add(name);
    };
    new MutationObserver(look).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    (window as unknown as { leaked: () => string[] }).leaked = () => [...seen];
  }, names);
  return () => page.evaluate(() => (window as unknown as { leaked: () => string[] }).leaked());
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test.describe('a shared browser', () => {
  let first: Awaited<ReturnType<typeof companyViaApi>>;
  let second: Awaited<ReturnType<typeof companyViaApi>>;
  const customer = `Confidential Buyer ${run}`;
  const material = `Confidential Film ${run}`;

  test.beforeAll(async ({ request }) => {
    first = await companyViaApi(request, `First Tenant ${run}`, 'FRST');
    second = await companyViaApi(request, `Second Tenant ${run}`, 'SCND');
    const api = await apiAs(request, first);
    const company = await api.post('/api/network/companies', { name: customer });
    expect(company.status(), await company.text()).toBe(201);
    const made = await api.post('/api/materials', { name: material, type: 'PE' });
    expect(made.status(), await made.text()).toBe(201);
  });

  test("the next person to sign in in the same tab never sees the previous company's lists", async ({
    page,
  }) => {
    await signInToApp(page, first);
    await nav(page).getByRole('link', { name: 'Companies' }).click();
    await expect(page.getByRole('link', { name: customer })).toBeVisible();
    await nav(page)
      .getByRole('link', { name: new RegExp(first.company) })
      .click();
    await page
      .getByRole('navigation', { name: 'My company sections' })
      .getByRole('link', { name: 'Materials' })
      .click();
    await expect(page.getByRole('link', { name: material })).toBeVisible();

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // From here on the tab is the next person's: nothing of the first company may show, even for a frame.
    const leaked = await watchFor(page, [customer, material, first.company]);

    await submitSignIn(page, second.email, second.password);
    // Their own start page, not the page the previous person left.
    await expect(page).toHaveURL(/\/my-company\/dashboard$/);
    await waitForApp(page);
    await acceptPoliciesIfAsked(page);

    await nav(page).getByRole('link', { name: 'Companies' }).click();
    await expect(page.getByRole('link', { name: customer })).toHaveCount(0);
    // The next person's own list: their company is in their CRM.
    await expect(
      page.getByRole('table', { name: 'Companies' }).getByRole('link', { name: second.company }),
    ).toBeVisible();

    await nav(page)
      .getByRole('link', { name: new RegExp(second.company) })
      .click();
    await page
      .getByRole('navigation', { name: 'My company sections' })
      .getByRole('link', { name: 'Materials' })
      .click();
    await expect(page.getByRole('link', { name: material })).toHaveCount(0);
    // Their own list: the material their company chose at onboarding.
    await expect(page.getByRole('link', { name: 'PET', exact: true })).toBeVisible();

    expect(await leaked()).toEqual([]);
  });
});
