import { expect, test, type Page } from '@playwright/test';
import { people, signInAs } from './support/people.js';
import { onboard, PASSWORD, signUp, uniqueEmail } from './identity/support.js';

/** Every key and value the page's own storage holds, both kinds. */
const pageStorage = (page: Page) =>
  page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((store) =>
      Array.from({ length: store.length }, (_, i) => {
        const key = store.key(i) ?? '';
        return `${key}=${store.getItem(key) ?? ''}`;
      }),
    ),
  );

test.describe('the session in the browser', () => {
  test('a reload stays signed in while the page’s storage holds no token, and the refresh token sits in an httpOnly cookie', async ({
    page,
    context,
  }) => {
    await signInAs(page, people.member);
    await page.reload();
    await expect(page).toHaveURL(/\/my-company\/dashboard$/);
    await expect(page.getByRole('heading', { name: people.member.company, level: 1 })).toBeVisible();

    // A JWT starts with "eyJ" (base64 of '{"'); nothing stored by the page is one, nor holds one.
    const stored = await pageStorage(page);
    expect(stored.filter((entry) => /eyJ|token/i.test(entry))).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).not.toContain('polyloop_session');

    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'polyloop_session')).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/api/auth',
    });
  });

  test('signing out in one tab signs the other tabs out', async ({ page, context }) => {
    await signInAs(page, people.admin);
    const other = await context.newPage();
    await other.goto('/companies');
    await expect(other.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await expect(other).toHaveURL(/\/login$/);
    await expect(other.getByRole('button', { name: 'Sign in' })).toBeVisible();
    // The cookie went with the sign-out: a reload stays signed out.
    await other.reload();
    await expect(other.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect((await context.cookies()).map((c) => c.name)).not.toContain('polyloop_session');
  });
});

test.describe('the password, changed with the session’s tokens', () => {
  test('a person changes their password in the settings, and after signing out the new one signs in and the old one does not', async ({
    page,
  }) => {
    const email = uniqueEmail('password');
    const changed = 'Recycle-2027-new';
    await signUp(page, { email, firstName: 'Pat', lastName: 'Passworth' });
    await onboard(page, { name: 'Passworth Plastics', shortCode: 'PWD' });

    await page.goto('/settings');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByRole('textbox', { name: 'Current password' }).fill(PASSWORD);
    await form.getByRole('textbox', { name: 'New password', exact: true }).fill(changed);
    await form.getByRole('textbox', { name: 'Repeat new password' }).fill(changed);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The success toast may still be open, and is labelled with "password" too: the fields by role.
    const signInWith = async (password: string) => {
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('textbox', { name: 'Password' }).fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
    };
    await signInWith(PASSWORD);
    await expect(page.getByText('Incorrect username or password.')).toBeVisible();
    await signInWith(changed);
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  });
});
