import { expect, test } from '@playwright/test';
import { onboard, signUp, uniqueEmail } from './support.js';

test.describe('sign-up and onboarding', () => {
  test('a new person signs up, verifies the e-mailed code, onboards their company and lands on the dashboard', async ({
    page,
  }) => {
    const email = uniqueEmail('founder');
    await signUp(page, { email, firstName: 'Fran', lastName: 'Founder' });
    await onboard(page, { name: 'Fulton Recyclers', shortCode: 'FUL' });

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: /Fulton Recyclers/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Administration' })).toBeVisible();

    // Onboarding is done: the page now sends the person to the dashboard.
    await page.goto('/onboard');
    await expect(page).toHaveURL(/\/my-company\/dashboard$/);
  });

  test('signing in before verifying says so and links to the verification page', async ({ page }) => {
    const email = uniqueEmail('unverified');
    await page.goto('/sign-up');
    await page.getByLabel('First name').fill('Una');
    await page.getByLabel('Last name').fill('Verified');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Recycle-2026-ok');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/verify\?email=/);

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Recycle-2026-ok');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please verify your e-mail address first.')).toBeVisible();
    await page.getByRole('link', { name: 'Verify your e-mail address' }).click();
    await expect(page).toHaveURL(/\/verify\?email=/);
  });

  test('the password rules of the shared schema show as hints while typing', async ({ page }) => {
    await page.goto('/sign-up');
    const rules = page.getByRole('list', { name: 'Password rules' });
    await expect(rules.getByText('An uppercase letter')).toBeVisible();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('lowercase');
    await expect(rules.getByRole('listitem').filter({ hasText: 'A lowercase letter' })).toContainText(
      '(met)',
    );
    await expect(rules.getByRole('listitem').filter({ hasText: 'A number' })).toContainText('(not met)');
  });
});
