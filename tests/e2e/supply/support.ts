import { expect, type Page } from '@playwright/test';

/** A 2×2 PNG. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000002000000020802000000fdd49a730000001049444154789c63f8cfc000440c100a001fee03fd8b5f14d40000000049454e44ae426082',
  'hex',
);

/** Picks the signed-in person's own company in a have or need form. */
export async function chooseCompany(page: Page) {
  const company = page.getByRole('combobox', { name: 'Company' });
  const mine = company.locator('option', { hasText: '(my company)' });
  await expect(mine).toHaveCount(1);
  await company.selectOption({ label: (await mine.textContent())! });
}

/** Chooses a place in a list's "Near" filter from the address suggestions. */
export async function chooseNear(page: Page, typed: string, expected: RegExp) {
  const field = page.getByRole('combobox', { name: 'Near' });
  await field.fill(typed);
  await page.getByRole('option', { name: expected }).first().click();
  await expect(field).toHaveValue(expected);
}

/**
 * Toasts sit bottom-right and pause while hovered, so one over a button would stay: close them.
 * A page's first toast loads the toasts' view, so it can show after the change that raised it:
 * `shown` names a toast to wait for before closing, so it cannot arrive after the close.
 */
export async function closeToasts(page: Page, shown?: string) {
  const region = page.getByRole('region', { name: /^Notifications/ });
  if (shown) await expect(region.getByRole('status').filter({ hasText: shown })).toBeVisible();
  for (const close of await region.getByRole('button', { name: 'Close notification' }).all())
    await close.click().catch(() => undefined);
  await expect(region.getByRole('status')).toHaveCount(0);
}

/**
 * Fills the open have form for the signed-in person's own company, at its first location, with
 * what is given (by default the seeded "PP copolymer black pellets", 30,000 lbs at $0.40), picks
 * 30-day expirations and creates it; waits for its details page.
 */
export async function enterHave(
  page: Page,
  have: {
    lot?: string;
    name?: string;
    description?: string;
    material?: string;
    weight?: string;
    price?: string;
  },
) {
  await chooseCompany(page);
  const location = page.getByRole('combobox', { name: 'Location' });
  await expect(location.locator('option', { hasText: 'Chicago' }).first()).toBeAttached();
  await location.selectOption({ index: 1 });
  const material = page.getByRole('combobox', { name: 'Material', exact: true });
  const option = material.locator('option', { hasText: have.material ?? 'PP copolymer black pellets' });
  await expect(option).toHaveCount(1);
  await material.selectOption({ label: (await option.textContent())! });
  if (have.name) await page.getByRole('textbox', { name: 'Name' }).fill(have.name);
  if (have.description) await page.getByRole('textbox', { name: 'Description' }).fill(have.description);
  await page.getByRole('spinbutton', { name: 'Remaining weight' }).fill(have.weight ?? '30000');
  await page.getByRole('spinbutton', { name: 'Price ($)' }).fill(have.price ?? '0.4');
  if (have.lot) await page.getByRole('textbox', { name: 'Lot number' }).fill(have.lot);
  await page
    .getByRole('group', { name: 'Default expirations' })
    .getByRole('button', { name: /^30 days/ })
    .click();
  await page.getByRole('button', { name: 'Create have' }).click();
  await expect(page).toHaveURL(/\/haves\/[^/]+\/details$/);
}

/** The have whose details page is open: its identifier (the page's heading) and its page's path. */
export async function shownHave(page: Page): Promise<{ identifier: string; url: string }> {
  const identifier = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  return { identifier, url: new URL(page.url()).pathname.replace(/\/details$/, '') };
}

/**
 * A have of the signed-in person's own company, of the seeded "PP copolymer black pellets",
 * made through its form with what is given; answers its identifier and its page's path.
 */
export async function createHave(
  page: Page,
  have: { lot: string; name?: string; description?: string; weight?: string },
): Promise<{ identifier: string; url: string }> {
  await page.goto('/haves/new');
  await enterHave(page, have);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^GLP-H\d+$/);
  return shownHave(page);
}
