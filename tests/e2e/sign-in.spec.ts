import { expect, test } from '@playwright/test';
import { people, signInAs, submitSignIn } from './support/people.js';

test.describe('sign-in', () => {
  test('a signed-out visit to a guarded page goes to the sign-in page', async ({ page }) => {
    await page.goto('/companies');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to Polyloop' })).toBeVisible();
    await expect(page).toHaveTitle('Sign in | Polyloop');
  });

  test('a wrong password shows Cognito’s message and keeps the person on the sign-in page', async ({
    page,
  }) => {
    // Known failure (see the e2e report): cognito-local answers InvalidPasswordException "Invalid
    // password" where Cognito, with preventUserExistenceErrors (infra/aws/constructs/auth.ts),
    // answers NotAuthorizedException "Incorrect username or password.". Remove this line once the
    // local cloud answers as Cognito does; Playwright reports it as soon as it passes.
    test.fail(
      true,
      'cognito-local says "Invalid password" instead of Cognito\'s "Incorrect username or password."',
    );
    await page.goto('/login');
    await submitSignIn(page, people.admin.email, 'not-the-password');
    await expect(page.getByText('Incorrect username or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
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
    await expect(page.getByText('This area is not available yet.')).toBeVisible();
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
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.goto('/companies');
    await expect(page).toHaveURL(/\/companies$/);
    await expect(page.getByText('This area is not available yet.')).toBeVisible();
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
