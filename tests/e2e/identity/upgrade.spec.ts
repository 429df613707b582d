import { expect, test } from '@playwright/test';
import { demoCredentials } from '@polyloop/infra/local/src/seed';
import { companyViaApi, signInToApp } from './support.js';

/** A plain user of a seeded company on the free plan. */
const freeMember = demoCredentials().find(
  (c) => c.company === 'Fraser Valley Recyclers' && c.role === 'User',
)!;

test.describe('upgrade dialog', () => {
  test('an administrator on the free plan meets the plan cards on Freight', async ({ page, request }) => {
    const admin = await companyViaApi(request, `Free Plastics ${Date.now().toString(36)}`, 'FREE');
    await signInToApp(page, admin);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: /^Freight/ })
      .click();

    const dialog = page.getByRole('dialog', { name: 'Upgrade your plan' });
    await expect(dialog.getByText('Freight is not included in your current plan.')).toBeVisible();
    const plans = dialog.getByRole('list', { name: 'Plans' });
    await expect(plans.getByRole('heading', { level: 3 })).toHaveText([
      'Platform',
      'Intelligence',
      'Enterprise',
    ]);
    await expect(plans.getByText('Recommended')).toBeVisible();
    await expect(plans.getByRole('button', { name: /Current plan/ })).toBeDisabled();
    await expect(plans.getByRole('button', { name: /Upgrade now/ })).toBeEnabled();
    await expect(plans.getByRole('button', { name: /Contact sales/ })).toBeEnabled();
  });

  test('a colleague who is not an administrator is told to ask their administrator', async ({ page }) => {
    await signInToApp(page, freeMember);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: /^Matches/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade your plan' });
    await expect(dialog.getByText('Contact your company administrator to upgrade.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Upgrade now/ })).toHaveCount(0);
  });

  test('on a phone the recommended plan comes first', async ({ browser, request }) => {
    const admin = await companyViaApi(request, `Phone Plastics ${Date.now().toString(36)}`, 'PHN');
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await signInToApp(page, admin);
    await page.goto('/admin/billing');
    const plans = page.getByRole('list', { name: 'Plans' });
    await expect(plans.getByRole('heading', { level: 3 })).toHaveText([
      'Intelligence',
      'Platform',
      'Enterprise',
    ]);
    await context.close();
  });
});
