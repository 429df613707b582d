import { expect, test } from '@playwright/test';
import { demoCredentials } from '@polyloop/infra/local/src/seed';
import { apiAs, companyViaApi, policyDialog, signInToApp } from './support.js';
import { setChecked } from '../support/controls.js';

const ops = demoCredentials().find((c) => c.role === 'Platform administrator')!;

test.describe('policy re-acceptance', () => {
  // Publishing a policy concerns every user: accept it for the demo people so later specs are not blocked.
  test.afterAll(async ({ request }) => {
    for (const person of demoCredentials()) {
      const api = await apiAs(request, person);
      const latest = await (await api.get('/api/admin/policies/latest')).json();
      await api.post('/api/admin/policies/accept', latest);
    }
  });

  test('a newly published policy must be opened and accepted before the app can be used again', async ({
    page,
    request,
  }) => {
    const admin = await companyViaApi(request, `Policy Plastics ${Date.now().toString(36)}`, 'POL');
    const opsApi = await apiAs(request, ops);
    const latest = (await (await opsApi.get('/api/admin/policies/latest')).json()) as {
      name: string;
      version: number;
    }[];
    const privacy = latest.find((p) => p.name === 'PRIVACY_POLICY')!;
    const published = await opsApi.post('/api/admin/policies', {
      name: 'PRIVACY_POLICY',
      version: privacy.version + 1,
    });
    expect(published.status(), await published.text()).toBe(201);

    await signInToApp(page, admin, { acceptPolicies: false });
    const dialog = policyDialog(page);
    await expect(dialog).toBeVisible();
    const continueButton = dialog.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeDisabled();

    await dialog.getByRole('checkbox', { name: /Privacy Policy/ }).click({ force: true });
    await expect(dialog.getByText('Please open the Privacy Policy first.')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /Privacy Policy/ })).not.toBeChecked();

    const popup = page.waitForEvent('popup');
    await dialog.getByRole('link', { name: /Privacy Policy/ }).click();
    const policyPage = await popup;
    await expect(policyPage).toHaveURL(/\/privacy$/);
    await expect(policyPage.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
    await policyPage.close();

    await setChecked(dialog.getByRole('checkbox', { name: /Privacy Policy/ }));
    await expect(continueButton).toBeEnabled();
    await continueButton.click();
    await expect(page.getByText('Policies accepted.')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });
});
