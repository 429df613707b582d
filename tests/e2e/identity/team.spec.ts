import { expect, test, type Browser } from '@playwright/test';
import { seatProrationCents, type Billing } from '@polyloop/shared/plans';
import {
  acceptPoliciesIfAsked,
  apiAs,
  signInToApp,
  waitForApp,
  codeFromOutbox,
  companyViaApi,
  PASSWORD,
  uniqueEmail,
} from './support.js';

test.describe.configure({ mode: 'serial' });

let admin: Awaited<ReturnType<typeof companyViaApi>>;
const colleague = { email: uniqueEmail('colleague'), password: PASSWORD };

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test.describe('a company and its team', () => {
  test.beforeAll(async ({ request }) => {
    admin = await companyViaApi(request, `Team Plastics ${Date.now().toString(36)}`, 'TEAM');
  });

  test('an administrator invites a colleague, who accepts with the e-mailed code and sees the same company', async ({
    page,
    browser,
  }) => {
    await signInToApp(page, admin);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Administration' })
      .click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('table', { name: 'Users' }).getByText(admin.email)).toBeVisible();

    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite user' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await dialog.getByLabel('Email').fill(colleague.email);
    await dialog.getByLabel('First name').fill('Colin');
    await dialog.getByLabel('Last name').fill('League');
    const sentAfter = Date.now() - 1000;
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${colleague.email}.`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Users' }).getByText(colleague.email)).toBeVisible();

    const code = await codeFromOutbox(page.request, colleague.email, sentAfter);
    const invitee = await newPage(browser);
    await invitee.goto(`/accept-invite?email=${encodeURIComponent(colleague.email)}`);
    await expect(invitee.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible();
    await expect(invitee.getByLabel('Email')).toHaveValue(colleague.email);
    await invitee.getByLabel('Code').fill(code);
    await invitee.getByLabel('New password').fill(colleague.password);
    await invitee.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(invitee).toHaveURL(/\/my-company\/dashboard$/);
    await waitForApp(invitee);
    await acceptPoliciesIfAsked(invitee);
    await expect(
      invitee
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: new RegExp(admin.company) }),
    ).toBeVisible();
    await invitee.context().close();
  });

  test('a colleague who is not an administrator is kept out of Administration', async ({ page }) => {
    await signInToApp(page, colleague);
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Administration' }),
    ).toHaveCount(0);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/my-company\/dashboard$/);
  });

  test('the plan’s user limit stops the sixth user', async ({ page, request }) => {
    const api = await apiAs(request, admin);
    // Admin and colleague hold two seats; three more fill the free plan's five.
    for (let i = 0; i < 3; i++) {
      const res = await api.post('/api/admin/users', {
        email: uniqueEmail(`seat${i}`),
        firstName: 'Seat',
        lastName: `Holder ${i}`,
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    await signInToApp(page, admin);
    await page.goto('/admin/users');
    await expect(page.getByRole('alert').filter({ hasText: 'User Limit Reached' })).toBeVisible();

    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite user' });
    await dialog.getByLabel('Email').fill(uniqueEmail('sixth'));
    await dialog.getByLabel('First name').fill('Sixth');
    await dialog.getByLabel('Last name').fill('Person');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('status', { name: 'User Limit Reached' })).toBeVisible();
    const res = await api.get('/api/admin/users?size=25');
    const body = (await res.json()) as { totalCount: number };
    expect(body.totalCount).toBe(5);
  });
});

/** Cents as the invite dialog and the billing portal write them: $1,234.50. */
const usd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

test.describe('a user added on a paid plan', () => {
  test('the administrator sees the prorated seat charge before inviting, then finds it on the billing portal', async ({
    page,
    request,
  }) => {
    const payer = await companyViaApi(request, `Seat Plastics ${Date.now().toString(36)}`, 'SEAT');
    await signInToApp(page, payer);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Administration' })
      .click();
    const sections = page.getByRole('navigation', { name: 'Administration sections' });
    await sections.getByRole('link', { name: 'Billing' }).click();
    await expect(page).toHaveURL(/\/admin\/billing$/);

    // The company takes the Intelligence plan, monthly, in the billing provider's portal.
    await page.getByRole('button', { name: 'Manage billing' }).click();
    await expect(page.getByRole('heading', { name: /Sandbox billing portal/ })).toBeVisible();
    await page.getByRole('radio', { name: /^Intelligence/ }).check();
    await page.getByLabel('Billing frequency').selectOption({ label: 'Monthly' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/billing$/);
    await waitForApp(page);

    // What a seat costs for the rest of the billing period, by the plan's own rule.
    const billing = (await (
      await (await apiAs(request, payer)).get('/api/my-company/billing')
    ).json()) as Billing;
    expect(billing.subscriptionTier).toBe('INTELLIGENCE');
    const amount = usd(seatProrationCents(billing, new Date()));

    await sections.getByRole('link', { name: 'Users' }).click();
    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite user' });
    await expect(dialog.getByText(`Adding a user charges ${amount} now`)).toBeVisible();
    await dialog.getByLabel('Email').fill(uniqueEmail('seat'));
    await dialog.getByLabel('First name').fill('Pat');
    await dialog.getByLabel('Last name').fill('Seatholder');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(/^Invitation sent to /)).toBeVisible();

    // The charge is made as the invitation settles: the portal is opened again until it lists it.
    await sections.getByRole('link', { name: 'Billing' }).click();
    await page.getByRole('button', { name: 'Manage billing' }).click();
    await expect(page.getByRole('heading', { name: /Sandbox billing portal/ })).toBeVisible();
    const charge = page.getByRole('row', { name: /Seat for Pat Seatholder/ });
    await expect(async () => {
      await page.reload();
      await expect(charge).toBeVisible();
    }).toPass();
    await expect(charge).toContainText(amount);
    await expect(charge).toContainText('Charged now (sandbox: no payment taken)');
    await expect(charge).toContainText(payer.company);
  });
});
