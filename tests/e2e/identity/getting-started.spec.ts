import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, platformAdministrator } from '@polyloop/infra/local/src/seed';
import { apiOf } from '../network/offers-support.js';
import { setChecked } from '../support/controls.js';
import { PASSWORD, onboard, signUp, uniqueEmail } from './support.js';
import { enterHave } from '../supply/support.js';

/** A count of the dashboard: the figure under its label. */
const stat = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Counts' })
    .locator('dl')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .getByRole('definition');

test.describe('a newcomer after onboarding', () => {
  test("sees onboarding's choices in effect and a checklist from the goals that leads to the first have, link and listing, then disappears", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('newcomer');
    await signUp(page, { email, firstName: 'Nia', lastName: 'Newcomer' });
    // Chooses PET and Other, and the network-search goal.
    await onboard(page, { name: 'Kedzie Polymers', shortCode: 'KED' });

    const checklist = page.getByRole('region', { name: 'Get started' });
    await expect(checklist.getByRole('listitem')).toHaveText([
      /^1Add your first have/,
      /^2Show your company on the network/,
      /^3Link with a company/,
      /^4Publish your first listing/,
    ]);
    await expect(checklist.getByText('0 of 4 done')).toBeVisible();

    // The header and the counts tell the same story: the primary contact and location are records.
    await expect(page.getByText('1 contact · 1 location')).toBeVisible();
    // (The counts follow the records' stream: the dashboard reads them again while the checklist shows.)
    await expect(stat(page, 'Contacts')).toHaveText('1', { timeout: 30_000 });
    await expect(stat(page, 'Locations')).toHaveText('1', { timeout: 30_000 });
    await expect(stat(page, 'Materials')).toHaveText('2', { timeout: 30_000 });
    await page.goto('/my-company/materials');
    const materials = page.getByRole('table');
    // One row each, named after its type.
    await expect(
      materials.getByRole('row').filter({ has: page.getByRole('cell', { name: 'PET', exact: true }) }),
    ).toHaveCount(1);
    await expect(
      materials
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: 'Other plastic', exact: true }) }),
    ).toHaveCount(1);

    // The first step leads to the have form, where the PET material is there to pick.
    await page.goto('/my-company/dashboard');
    await checklist.getByRole('link', { name: 'Add a have' }).click();
    await expect(page).toHaveURL(/\/haves\/new$/);
    await enterHave(page, { material: 'PET', weight: '40000', price: '0.3' });
    const haveId = new URL(page.url()).pathname.split('/')[2]!;

    await page.goto('/my-company/dashboard');
    await expect(checklist.getByText('1 of 4 done')).toBeVisible();
    await expect(checklist.getByRole('listitem').first()).toHaveText(/Add your first have \(done\)/);
    await expect(checklist.getByRole('link', { name: 'Add a have' })).toHaveCount(0);

    // Before linking, the company goes on the network: a service said and the profile turned on.
    await checklist.getByRole('link', { name: 'Set up your profile' }).click();
    await expect(page).toHaveURL(/\/admin\/public-profile\/profile$/);
    const profile = page.getByRole('form', { name: 'Public profile' });
    await profile.getByRole('group', { name: 'Services' }).getByRole('button').first().click();
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Public profile saved.')).toBeVisible();
    await setChecked(page.getByRole('checkbox', { name: 'Public profile enabled' }));
    await expect(page.getByText('Your public profile is enabled.')).toBeVisible();
    await page.goto('/my-company/dashboard');
    await expect(checklist.getByText('2 of 4 done')).toBeVisible();

    // The next step is the one to take, and it leads to the directory and its leads.
    await checklist.getByRole('link', { name: 'See your leads' }).click();
    await expect(page).toHaveURL(/\/network\/companies$/);

    // Asking a company to link and publishing the have finish the list, which then goes away.
    const api = await apiOf(request, { email, password: PASSWORD });
    const rows = await api.get<Array<{ id: string; own: boolean }>>(
      '/api/network/public-companies?view=global&size=5',
    );
    await api.post(`/api/network/public-companies/${rows.find((r) => !r.own)!.id}/link`, {
      message: 'Let us trade.',
    });
    await page.goto('/my-company/dashboard');
    await expect(checklist.getByText('3 of 4 done')).toBeVisible();
    // A newcomer's first public offer waits for the platform's approval: asked for, and granted.
    const me = await api.get<{ id: string; tenantId: string }>('/api/account');
    await api.post('/api/network/public-offers/request-access', {
      message: 'Our first listing of PET bales.',
    });
    const ops = await apiOf(request, { email: platformAdministrator.email, password: DEMO_PASSWORD });
    await ops.post(`/api/admin/access-requests/${me.tenantId}/PUBLIC_OFFER/approve`, {});
    await api.post('/api/network/ground-rules');
    // The server reads a person's permissions again every few seconds: publish once it has.
    await expect(async () => {
      await api.post('/api/network/public-offers', {
        haveId,
        terms: 'FOB_ORIGIN',
        contactInformation: { name: 'Nia Newcomer', email, phoneNumber: '3125550100' },
        representatives: [me.id],
      });
    }).toPass({ timeout: 60_000 });
    await page.goto('/my-company/dashboard');
    await expect(stat(page, 'Haves')).toHaveText('1');
    await expect(checklist).toHaveCount(0);
  });
});
