import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { pdfText } from '../../support/pdf-text.js';
import { apiAs, companyViaApi, signInToApp } from './support.js';

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

  test('a datasheet downloaded after the administrator saves its footer and terms carries them', async ({
    page,
    request,
  }) => {
    const made = await (
      await apiAs(request, admin)
    ).post('/api/materials', { name: 'Clear PC regrind', type: 'PC', form: 'PELLETS' });
    expect(made.status(), await made.text()).toBe(201);
    const material = (await made.json()) as { id: string; identifier: string };

    await signInToApp(page, admin);
    await page.goto('/admin/documents');
    const form = page.getByRole('form', { name: 'Document defaults' });
    const datasheets = form.getByRole('region', { name: 'Material datasheet' });
    await datasheets.getByLabel('Terms').fill('Samples on request.');
    await datasheets.getByLabel('Footer').fill('Lab: lab@letterhead.example');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Document defaults saved.')).toBeVisible();

    await page.goto(`/materials/PC/${material.id}/details`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Datasheet' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `${material.identifier.replace(/[^A-Za-z0-9-]/g, '')}-datasheet.pdf`,
    );
    const text = (await pdfText(new Uint8Array(await readFile(await download.path())))).join('\n');
    for (const words of ['Clear PC regrind', 'Samples on request.', 'Lab: lab@letterhead.example'])
      expect(text).toContain(words);
  });
});
