import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { DEMO_PASSWORD, demoCompanies, platformAdministrator } from '@polyloop/infra/local/src/seed';
import { acceptPoliciesIfAsked, apiAs, companyViaApi } from '../identity/support.js';
import { signInAs } from '../support/people.js';

test.describe.configure({ mode: 'serial' });

const ops = { email: platformAdministrator.email, password: DEMO_PASSWORD };
/** The demo company whose request for public offers the seed leaves pending. */
const asking = demoCompanies.find((c) => c.pendingAccess)!;
const askingAdmin = { email: asking.people.find((p) => p.admin)!.email, password: DEMO_PASSWORD };

const pendingTable = (page: Page) => page.getByRole('table', { name: 'Pending access requests' });

test.describe('platform administration of access requests', () => {
  test('the platform administrator lands on the pending requests, approves one with a note, and finds it approved', async ({
    page,
  }) => {
    await signInAs(page, ops, /\/platform\/access-requests$/, { navigationVisible: false });
    await expect(page).toHaveTitle(/^Access requests \|/);
    const row = pendingTable(page).getByRole('row').filter({ hasText: asking.name });
    await expect(row).toContainText('Public offers');
    await expect(row).toContainText(asking.pendingAccess!.message);
    await expect(row).toContainText(askingAdmin.email);
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole('button', { name: `Approve public offers for ${asking.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve this request?' });
    await expect(dialog).toContainText(`${asking.name}'s people can publish public offers at once.`);
    await dialog.getByLabel('Note to the company').fill('Welcome to the public market.');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`${asking.name}: public offers approved.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(pendingTable(page).getByRole('row').filter({ hasText: asking.name })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Approved' }).click();
    await expect(page).toHaveURL(/status=APPROVED/);
    const approved = page
      .getByRole('table', { name: 'Approved access requests' })
      .getByRole('row')
      .filter({ hasText: asking.name });
    await expect(approved).toContainText('“Welcome to the public market.”');

    await approved.getByRole('link', { name: asking.name }).click();
    await expect(page.getByRole('heading', { name: asking.name, level: 2 })).toBeVisible();
    await expect(
      page.getByRole('form', { name: 'Publishing permissions' }).getByLabel('Public offers'),
    ).toHaveValue('PRE_APPROVED');
  });

  test("the company's administrator is told of the approval", async ({ page }) => {
    await signInAs(page, askingAdmin);
    await acceptPoliciesIfAsked(page);
    await page.goto('/notifications');
    await expect(
      page
        .getByText("Polyloop approved your company's request for public offers: you can publish them now")
        .first(),
    ).toBeVisible();
  });

  test('on a phone, with the keyboard, the platform administrator declines a request', async ({
    page,
    request,
  }) => {
    const company = await companyViaApi(request, `Phone Plastics ${Date.now().toString(36)}`, 'PHN');
    const asked = await (
      await apiAs(request, company)
    ).post('/api/network/auctions/request-access', { message: 'Weekly auctions of PET bales.' });
    expect(asked.status(), await asked.text()).toBe(201);

    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, ops, /\/platform\/access-requests$/, { navigationVisible: false });
    // On a phone each request is a card.
    const pending = page.getByRole('list', { name: 'Pending access requests' });
    const decline = pending.getByRole('button', { name: `Decline private auctions for ${company.company}` });
    await decline.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Decline this request?' });
    await expect(dialog).toContainText('Weekly auctions of PET bales.');
    await expect(dialog.getByLabel('Note to the company')).toBeFocused();
    await page.keyboard.type('Tell us more about your auctions first.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Decline' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${company.company}: private auctions declined.`)).toBeVisible();
    await expect(pending.getByRole('listitem').filter({ hasText: company.company })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Pending' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Approved' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Declined' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/status=DECLINED/);
    await expect(
      page
        .getByRole('list', { name: 'Declined access requests' })
        .getByRole('listitem')
        .filter({ hasText: company.company }),
    ).toContainText('Private auctions');
  });
});
