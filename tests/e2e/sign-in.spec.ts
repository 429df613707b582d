import { expect, test } from '@playwright/test';
import { people, signInAs, submitSignIn } from './support/people.js';

test.describe('sign-in', () => {
  test('a signed-out visit to a guarded page goes to the sign-in page', async ({ page }) => {
    await page.goto('/companies');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to Polyloop' })).toBeVisible();
    await expect(page).toHaveTitle('Sign in | Polyloop');
  });

  test('a wrong password or an unknown e-mail shows the same message and keeps the person on the sign-in page', async ({
    page,
  }) => {
    await page.goto('/login');
    await submitSignIn(page, people.admin.email, 'not-the-password');
    await expect(page.getByText('Incorrect username or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // Like a real pool, the answer never tells whether an account exists.
    await page.reload();
    await submitSignIn(page, 'nobody-here@polyloop.example', 'not-the-password');
    await expect(page.getByText('Incorrect username or password.')).toBeVisible();
  });

  test('an administrator who signs in returns to the page they asked for and sees Administration', async ({
    page,
  }) => {
    await page.goto('/companies');
    await expect(page).toHaveURL(/\/login$/);
    await submitSignIn(page, people.admin.email, people.admin.password);

    await expect(page).toHaveURL(/\/companies$/);
    await expect(page).toHaveTitle('Companies | Polyloop');
    await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Administration' })).toBeVisible();
  });

  test('a user who is not an administrator has no Administration, and /admin sends them to the dashboard', async ({
    page,
  }) => {
    await signInAs(page, people.member);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Companies' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Administration' })).toHaveCount(0);

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/my-company\/dashboard$/);
    await expect(page).toHaveTitle('Dashboard | Polyloop');
  });

  test('a signed-in person stays signed in when they reload the page', async ({ page }) => {
    await signInAs(page, people.member);
    await page.reload();
    await expect(page).toHaveURL(/\/my-company\/dashboard$/);
    await expect(page.getByRole('heading', { name: people.member.company, level: 1 })).toBeVisible();
    await page.goto('/companies');
    await expect(page).toHaveURL(/\/companies$/);
    await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();
  });

  test('logging out returns to the sign-in page and a guarded page asks to sign in again', async ({
    page,
  }) => {
    await signInAs(page, people.admin);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to Polyloop' })).toBeVisible();

    await page.goto('/my-company/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});
