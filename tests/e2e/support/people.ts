import { expect, type Page } from '@playwright/test';
import { demoCredentials, type DemoCredential } from '@polyloop/infra/local/src/seed';

const demo = demoCredentials();
const pick = (company: string, role: DemoCredential['role']) => {
  const found = demo.find((c) => c.company === company && c.role === role);
  if (!found) throw new Error(`No seeded ${role} at ${company}`);
  return found;
};

/** Seeded people of the demo market (infra/local/src/seed.ts). */
export const people = {
  /** Administrator of company 1 (Great Lakes Polymers). */
  admin: pick('Great Lakes Polymers', 'Administrator'),
  /** Plain user of company 1. */
  member: pick('Great Lakes Polymers', 'User'),
  /** Plain user of company 2 (Lone Star Resins). */
  otherMember: pick('Lone Star Resins', 'User'),
  /** Administrator of company 2 (Lone Star Resins). */
  otherAdmin: pick('Lone Star Resins', 'Administrator'),
  /** Plain user of a company on the free Platform plan (Fraser Valley Recyclers). */
  freeMember: pick('Fraser Valley Recyclers', 'User'),
};

/** Fills and submits the sign-in form as a person would. */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in from the sign-in page and waits until the app has taken the person to `landing`. */
export async function signInAs(
  page: Page,
  who: { email: string; password: string },
  landing: string | RegExp = /\/my-company\/dashboard$/,
  { navigationVisible = true } = {},
) {
  await page.goto('/login');
  await submitSignIn(page, who.email, who.password);
  await expect(page).toHaveURL(landing);
  // The layout is lazy; on a phone the navigation sits in a closed drawer, so wait for the top bar.
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  if (navigationVisible)
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}
