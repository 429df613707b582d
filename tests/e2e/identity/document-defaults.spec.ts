import { expect, test } from '@playwright/test';
import { companyViaApi, signInToApp } from './support.js';

let admin: Awaited<ReturnType<typeof companyViaApi>>;

test.describe('document defaults', () => {
  test.beforeAll(async ({ request }) => {
    admin = await companyViaApi(request, `Letterhead Plastics ${Date.now().toString(36)}`, 'LTHD');
  });

  test('an administrator sets the letterhead and a purchase order’s footer, which stay after a reload, and empties one again', async ({
    page,
  }) => {
    await signInToApp(page, admin);
    await page.goto('/admin/organization');
    await page.getByRole('link', { name: 'Documents' }).click();
    await expect(page).toHaveURL(/\/admin\/documents$/);
    const form = page.getByRole('form', { name: 'Document defaults' });
    await form.getByLabel('Name').fill('Letterhead Plastics of Ohio');
    await form.getByLabel('Address line').fill('9 Polymer Ave, Akron, OH 44308');
    const purchaseOrder = form.getByRole('region', { name: 'Purchase order' });
    await purchaseOrder.getByLabel('Terms').fill('Deliver on weekdays only.');
    await purchaseOrder.getByLabel('Footer').fill('Questions: buying@letterhead.example');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Document defaults saved.')).toBeVisible();

    await page.reload();
    const reloaded = page.getByRole('form', { name: 'Document defaults' });
    await expect(reloaded.getByLabel('Name')).toHaveValue('Letterhead Plastics of Ohio');
    const po = reloaded.getByRole('region', { name: 'Purchase order' });
    await expect(po.getByLabel('Footer')).toHaveValue('Questions: buying@letterhead.example');
    await expect(reloaded.getByRole('region', { name: 'Invoice' }).getByLabel('Footer')).toHaveValue('');

    await po.getByLabel('Terms').fill('');
    await reloaded.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Document defaults saved.')).toBeVisible();
    await page.reload();
    await expect(
      page
        .getByRole('form', { name: 'Document defaults' })
        .getByRole('region', { name: 'Purchase order' })
        .getByLabel('Terms'),
    ).toHaveValue('');
  });
});
