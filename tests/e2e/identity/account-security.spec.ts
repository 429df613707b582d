import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { submitSignIn } from '../support/people.js';
import { acceptPoliciesIfAsked, companyViaApi, waitForApp } from './support.js';

/**
 * Account security in the browser: a company that requires two-step sign-in leads its people
 * through setting up an authenticator app, then every sign-in asks for the app's code (made here
 * with otpauth from the key the page shows, as the app would); and signing out of all devices
 * signs the person's other browsers out at their next refresh. Fresh companies only: the demo's
 * people stay as every other spec expects them.
 */

const codeFor = (secret: string, timestamp = Date.now()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp });
/** A code the app does not show now, nor a step either side. */
const wrongCodeFor = (secret: string) => {
  const right = new Set([-30_000, 0, 30_000].map((d) => codeFor(secret, Date.now() + d)));
  return ['000000', '111111', '222222', '333333'].find((c) => !right.has(c))!;
};

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test.describe('two-step sign-in', () => {
  test('a company that requires it leads its administrator through the setup, then signing in asks for the authenticator’s code', async ({
    page,
  }) => {
    const admin = await companyViaApi(page.request, 'Twostep Polymers', 'TWO');
    await page.goto('/login');
    await submitSignIn(page, admin.email, admin.password);
    await waitForApp(page);
    await acceptPoliciesIfAsked(page);

    await page.goto('/admin/organization');
    await page.getByText('Require two-step sign-in for everyone').click();
    await expect(page.getByText('Everyone now signs in with two steps.')).toBeVisible();
    await logOut(page);

    // Without an authenticator yet, the sign-in leads to its setup before the app.
    await submitSignIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/two-step-setup$/);
    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    await expect(page.getByLabel('QR code for your authenticator app')).toBeVisible();
    const secret = (await page.getByTestId('authenticator-secret').textContent())!.trim();
    await page.getByLabel('Code from the app').fill(wrongCodeFor(secret));
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect(page.getByText('That code does not match.', { exact: false })).toBeVisible();
    await page.getByLabel('Code from the app').fill(codeFor(secret));
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect(page).toHaveURL(/\/my-company\/dashboard$/);
    await waitForApp(page);
    await logOut(page);

    // From now on the password alone is not enough: a wrong code is refused, the right one signs in.
    await submitSignIn(page, admin.email, admin.password);
    await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    await page.getByLabel('Authentication code').fill(wrongCodeFor(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(
      page.getByText('That code is not right. Enter the newest code your authenticator app shows.'),
    ).toBeVisible();
    await page.getByLabel('Authentication code').fill(codeFor(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/my-company\/dashboard$/);
    await waitForApp(page);

    // The settings say it is on and stays on, and the history shows the sign-in with its code.
    await page.goto('/settings');
    await expect(page.getByText('Your company requires two-step sign-in, so it stays on.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Turn off two-step sign-in' })).toHaveCount(0);
    const history = page.getByRole('table', { name: 'Sign-in history' });
    await expect(history.getByRole('row').nth(1)).toContainText('Password and authenticator code');
    await expect(history.getByRole('row').nth(1)).toContainText('Signed in');
  });
});

test.describe('signing out of all devices', () => {
  test('signs out this browser at once and the person’s other browser at its next refresh', async ({
    page,
    browser,
  }) => {
    const person = await companyViaApi(page.request, 'Everywhere Plastics', 'EVW');
    await page.goto('/login');
    await submitSignIn(page, person.email, person.password);
    await waitForApp(page);
    await acceptPoliciesIfAsked(page);

    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await other.goto('/login');
    await submitSignIn(other, person.email, person.password);
    await waitForApp(other);
    await other.goto('/settings');
    await expect(other.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

    await page.goto('/settings');
    await page.getByRole('button', { name: 'Sign out of all devices' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out of all devices?' });
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The other browser renews its session from its cookie on a reload: refused, it signs in again.
    await other.reload();
    await expect(other).toHaveURL(/\/login$/);
    await expect(other.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await elsewhere.close();
  });
});
