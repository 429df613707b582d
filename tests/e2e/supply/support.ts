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

/** Toasts sit bottom-right and pause while hovered, so one over a button would stay: close them. */
export async function closeToasts(page: Page) {
  const region = page.getByRole('region', { name: /^Notifications/ });
  for (const close of await region.getByRole('button', { name: 'Close notification' }).all())
    await close.click().catch(() => undefined);
  await expect(region.getByRole('status')).toHaveCount(0);
}
