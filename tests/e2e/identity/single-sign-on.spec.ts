import { expect, test, type Page } from '@playwright/test';
import { people, signInAs } from '../support/people.js';

/**
 * Single sign-on in the browser: the work address picks the company's identity provider (the
 * local cloud's sandbox one, which the demo's Great Lakes Polymers uses), the person signs in
 * there and comes back signed in to their own company, the session surviving a reload from its
 * cookie while the page's storage holds no token.
 */

const SANDBOX_PASSWORD = 'sandbox';

const pageStorage = (page: Page) =>
  page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((store) =>
      Array.from({ length: store.length }, (_, i) => {
        const key = store.key(i) ?? '';
        return `${key}=${store.getItem(key) ?? ''}`;
      }),
    ),
  );

test.describe('signing in with single sign-on', () => {
  test('a person types their work e-mail, signs in at their company’s identity provider and lands on their company’s dashboard, still signed in after a reload', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(people.member.email);
    await page.getByRole('button', { name: 'Continue with single sign-on' }).click();

    // The sandbox identity provider, which says what it is.
    await expect(page.getByRole('heading', { name: 'Sandbox identity provider', level: 1 })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('sandbox');
    await expect(page.getByLabel('Work e-mail')).toHaveValue(people.member.email);
    await page.getByLabel('Password').fill(SANDBOX_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/my-company\/dashboard$/);
    await expect(page.getByRole('heading', { name: people.member.company, level: 1 })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: people.member.company, level: 1 })).toBeVisible();
    const stored = await pageStorage(page);
    expect(stored.filter((entry) => /eyJ|token|verifier/i.test(entry))).toEqual([]);
    expect((await context.cookies()).find((c) => c.name === 'polyloop_session')).toMatchObject({
      httpOnly: true,
    });
  });

  test('an address whose company has no single sign-on is told to use its password', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(people.otherMember.email);
    await page.getByRole('button', { name: 'Continue with single sign-on' }).click();
    await expect(page.getByText('Your company does not use single sign-on for this address')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a person the company has not invited is turned back with the reason', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('newcomer@greatlakespolymers.example');
    await page.getByRole('button', { name: 'Continue with single sign-on' }).click();
    // The sign-in page has a Password field too: fill the provider's, once it is there.
    await expect(page.getByRole('heading', { name: 'Sandbox identity provider', level: 1 })).toBeVisible();
    await page.getByLabel('Password').fill(SANDBOX_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(/Ask your administrator to invite you/)).toBeVisible();
    await page.getByRole('link', { name: 'Back to sign-in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('the company’s single sign-on, in the administration', () => {
  test('an administrator sees the company’s provider and the domains it serves, never its secret', async ({
    page,
  }) => {
    await signInAs(page, people.admin);
    await page.goto('/admin/users');
    const section = page.getByRole('region', { name: 'Single sign-on' });
    await expect(section.getByText('OpenID Connect provider')).toBeVisible();
    await expect(section.getByText('greatlakespolymers.example')).toBeVisible();
    await expect(section.getByText('Set (never shown)')).toBeVisible();
    await expect(section).not.toContainText('sandbox-client-secret');
    await section.getByRole('button', { name: 'Edit single sign-on' }).click();
    await expect(page.getByLabel('Client secret')).toHaveValue('');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(section.getByRole('button', { name: 'Remove single sign-on' })).toBeVisible();
  });
});
