import { expect, test } from '@playwright/test';
import { people, signInAs } from './support/people.js';
import { expectAnchoredUnder } from './support/placement.js';

test.describe('the app shell', () => {
  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page/anywhere');
    await expect(page.getByRole('heading', { name: 'Oops, nothing here' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Polyloop');
    await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
  });

  test.describe('signed in', () => {
    test.beforeEach(async ({ page }) => {
      // A free-plan company, so plan-gated entries are locked.
      await signInAs(page, people.freeMember);
    });

    test('the unit conversion tool converts 1 metric ton to 2204.62 pounds', async ({ page }) => {
      await page.getByRole('complementary', { name: 'Tools' }).getByRole('button', { name: 'Units' }).click();
      const dialog = page.getByRole('dialog', { name: 'Unit conversion' });
      await expect(dialog).toBeVisible();

      await dialog.getByLabel('Value', { exact: true }).fill('1');
      await dialog.getByLabel('From unit').selectOption({ label: 'MT' });
      await dialog.getByLabel('To unit').selectOption({ label: 'lbs' });

      await expect(dialog.getByLabel('Converted value')).toHaveValue(/^2204\.62\d*$/);
    });

    test('the price conversion tool’s Total tab computes a total from price and weight', async ({ page }) => {
      await page
        .getByRole('complementary', { name: 'Tools' })
        .getByRole('button', { name: 'Prices' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Price conversion' });
      await dialog.getByRole('tab', { name: 'Total' }).click();

      await dialog.getByLabel('Price', { exact: true }).fill('0.42');
      await dialog.getByLabel('Price unit').selectOption({ label: 'per lb' });
      await dialog.getByLabel('Weight', { exact: true }).fill('20');
      await dialog.getByLabel('Weight unit').selectOption({ label: 'MT' });

      // 20 MT = 44,092.452437 lb (1 lb = 0.45359237 kg), at $0.42 per lb: $18,518.830023, to the cent.
      await expect(dialog.getByRole('status', { name: 'Total price' })).toHaveText('18,518.83');
    });

    test('the locked Matches entry opens the upgrade dialog instead of the page', async ({ page }) => {
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await nav.getByRole('button', { name: /^Matches/ }).click();

      const dialog = page.getByRole('dialog', { name: 'Upgrade your plan' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('Matches is not included in your current plan.')).toBeVisible();
      await expect(page).toHaveURL(/\/my-company\/dashboard$/);

      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(dialog).toBeHidden();
    });

    test('the create-new menu offers every kind of record', async ({ page }) => {
      await page.getByRole('button', { name: 'Create new' }).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem')).toHaveText([
        'Company',
        'Material',
        'Have',
        'Need',
        'Inventory',
        'Order',
        'Shipment',
      ]);

      await menu.getByRole('menuitem', { name: 'Have' }).click();
      await expect(page).toHaveURL(/\/haves\/new$/);
      await expect(page).toHaveTitle('New Have | Polyloop');
    });

    test('the create-new and user menus open under their buttons, inside the window', async ({ page }) => {
      const create = page.getByRole('button', { name: 'Create new' });
      await create.click();
      await expectAnchoredUnder(page, create, page.getByRole('menu'));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();

      const user = page.getByRole('button', { name: 'User menu' });
      await user.click();
      await expectAnchoredUnder(page, user, page.getByRole('menu'));
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the navigation is hidden until opened from “Open navigation”', async ({ page }) => {
      await signInAs(page, people.member, /\/my-company\/dashboard$/, { navigationVisible: false });
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(nav).toBeHidden();

      await page.getByRole('button', { name: 'Open navigation' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

      await drawer.getByRole('link', { name: 'Orders' }).click();
      await expect(page).toHaveURL(/\/orders$/);
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    });

    test('the create-new menu opens under its button, inside the window', async ({ page }) => {
      await signInAs(page, people.member, /\/my-company\/dashboard$/, { navigationVisible: false });
      const create = page.getByRole('button', { name: 'Create new' });
      await create.click();
      const menu = page.getByRole('menu');
      await expectAnchoredUnder(page, create, menu);

      await menu.getByRole('menuitem', { name: 'Need' }).click();
      await expect(page).toHaveURL(/\/needs\/new$/);
    });
  });
});
