import { expect, test, type Page } from '@playwright/test';
import { people } from '../support/people.js';
import { exportedXlsx } from '../support/downloads.js';
import { signInToApp } from '../identity/support.js';
import { setChecked } from '../support/controls.js';
import { closeToasts } from '../supply/support.js';

/** A run-unique suffix, so the spec can run against a cloud that already has data. */
const run = Date.now().toString(36).slice(-5).toUpperCase();
const materialName = `E2E Film ${run}`;
const firstName = `Acme ${run} Plastics`;
const companyName = `Acme ${run}`;

/** Chooses an address from the suggestions of the address field in `scope`. */
async function chooseAddress(
  page: Page,
  scope: ReturnType<Page['locator']> | Page,
  typed: string,
  expected: RegExp,
) {
  const field = scope.getByRole('combobox', { name: 'Address' });
  await field.fill(typed);
  const option = page.getByRole('option', { name: expected }).first();
  await option.click();
  await expect(field).toHaveValue(expected);
}

async function nextStep(page: Page, to: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: to, exact: true })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test.describe('the CRM', () => {
  test.beforeEach(async ({ page }) => {
    await signInToApp(page, people.member);
  });

  test('a material with properties is created, with ranges checked', async ({ page }) => {
    await page.goto('/materials/new');
    await expect(page.getByRole('heading', { name: 'New material' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(materialName);
    await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'PE' });
    await expect(page.getByRole('region', { name: 'PE properties' })).toBeVisible();
    await setChecked(page.getByRole('checkbox', { name: 'HDPE' }));
    await page.getByLabel('Melt index minimum').fill('2');
    await page.getByLabel('Melt index maximum').fill('1');
    await expect(page.getByText('Melt index: minimum must not exceed maximum')).toBeVisible();
    await page.getByLabel('Melt index maximum').fill('4');
    await expect(page.getByText('Melt index: minimum must not exceed maximum')).toBeHidden();
    await page.getByLabel('Grade').selectOption({ label: 'Post-industrial' });
    await page.getByRole('radiogroup', { name: 'Barrier' }).getByText('Yes').click();
    await page.getByRole('button', { name: 'Create material' }).click();
    await expect(page).toHaveURL(/\/materials\/PE\/[^/]+\/details$/);
    await expect(page.getByRole('heading', { name: materialName })).toBeVisible();
    await expect(page.getByLabel('Melt index minimum')).toHaveValue('2');
  });

  test('the wizard creates a company, confirming a possible duplicate, and every change shows in its history', async ({
    page,
  }) => {
    test.setTimeout(240_000);

    await test.step('a first company, with only a name', async () => {
      await page.goto('/companies/new');
      await page.getByLabel('Company name').fill(firstName);
      for (const step of ['Locations', 'Contacts', 'Materials', 'Buy Profiles', 'Review'])
        await nextStep(page, step);
      await page.getByRole('button', { name: 'Create company' }).click();
      await expect(page).toHaveURL(/\/companies\/[^/]+\/profile$/);
      await expect(page.getByRole('heading', { name: firstName })).toBeVisible();
    });

    await test.step('the wizard with a location, a contact and a material', async () => {
      await page.goto('/companies/new');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Company name is required')).toBeVisible();
      await closeToasts(page, 'Please fix the highlighted fields.');
      await page.getByLabel('Company name').fill(companyName);
      await page.getByLabel('Website').fill('www.acme-plastics.test');
      await nextStep(page, 'Locations');
      await chooseAddress(
        page,
        page,
        '1200 W Fulton Market, Chicago IL',
        /1200 W Fulton Market, Chicago, IL/,
      );
      await page.getByLabel('Location name').fill('Chicago plant');
      await nextStep(page, 'Contacts');
      await page.getByLabel('Last name').fill('Doe');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Contact name is required')).toBeVisible();
      await expect(page.getByText('Contact email is required')).toBeVisible();
      await closeToasts(page, 'Please fix the highlighted fields.');
      await page.getByLabel('First name').fill('Jane');
      await page.getByLabel('Email').fill(`jane.${run.toLowerCase()}@acme.test`);
      await nextStep(page, 'Materials');
      await setChecked(page.getByRole('checkbox', { name: new RegExp(materialName) }));
      await nextStep(page, 'Buy Profiles');
      await nextStep(page, 'Review');
      await expect(page.getByText('1200 W Fulton Market, Chicago, IL')).toBeVisible();
      await page.getByRole('button', { name: 'Create company' }).click();

      const dialog = page.getByRole('alertdialog', { name: 'Possible duplicate' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('listitem').filter({ hasText: firstName })).toBeVisible();
      await dialog.getByRole('button', { name: 'Create anyway' }).click();
      await expect(page).toHaveURL(/\/companies\/[^/]+\/profile$/);
      await expect(page.getByRole('heading', { name: companyName, exact: true })).toBeVisible();
    });

    await test.step('a contact is added and the material cannot be associated twice', async () => {
      const contacts = page.getByRole('region', { name: 'Contacts' });
      await expect(contacts.getByRole('cell', { name: 'Jane Doe', exact: true })).toBeVisible();
      await expect(page.getByText('1 contact · 1 location')).toBeVisible();
      await contacts.getByRole('button', { name: 'Add contact' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add contact' });
      await dialog.getByLabel('First name').fill('Bob');
      await dialog.getByLabel('Last name').fill('Stone');
      await dialog.getByLabel('Email').fill(`bob.${run.toLowerCase()}@acme.test`);
      await dialog.getByLabel('Office phone').fill('(312) 555-0100');
      await dialog.getByLabel('Extension').fill('12');
      await dialog.getByRole('button', { name: 'Save contact' }).click();
      await expect(dialog).toBeHidden();
      await expect(contacts.getByRole('cell', { name: 'Bob Stone', exact: true })).toBeVisible();
      // The company's own counts follow the change, not only the list it was made in.
      await expect(page.getByText('2 contacts · 1 location')).toBeVisible();
      await closeToasts(page);

      const materials = page.getByRole('region', { name: 'Materials' });
      await expect(materials.getByRole('link', { name: materialName })).toBeVisible();
      const picker = materials.getByLabel('Material to associate');
      const option =
        (await picker.getByRole('option', { name: new RegExp(materialName) }).textContent()) ?? '';
      await picker.selectOption({ label: option });
      await materials.getByRole('button', { name: 'Associate material' }).click();
      await expect(
        materials.getByText('This material has already been associated with this company!'),
      ).toBeVisible();
    });

    await test.step('a location is added by autocomplete and marked remit-to', async () => {
      await page
        .getByRole('navigation', { name: 'Company sections' })
        .getByRole('link', { name: 'Locations' })
        .click();
      const section = page.getByRole('region', { name: 'Locations' });
      await section.getByRole('button', { name: 'Add location' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add location' });
      await chooseAddress(page, dialog, '800 Bering Dr, Houston, TX', /800 Bering Dr, Houston, TX/);
      await dialog.getByLabel('Location name').fill('Houston yard');
      await dialog.getByRole('button', { name: 'Save location' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('2 contacts · 2 locations')).toBeVisible();
      await closeToasts(page);
      await section.getByRole('button', { name: 'Mark Houston yard as remit-to' }).click();
      await expect(
        section.getByRole('listitem', { name: 'Houston yard' }).getByText('Remit-to', { exact: true }),
      ).toBeVisible();
      await closeToasts(page);
      await section.getByRole('button', { name: 'Mark Chicago plant as remit-to' }).click();
      await expect(
        page.getByText('This company already has a remit-to address. Unmark it first.').first(),
      ).toBeVisible();
    });

    await test.step('a document is uploaded', async () => {
      await page
        .getByRole('navigation', { name: 'Company sections' })
        .getByRole('link', { name: 'Documents' })
        .click();
      await page.getByLabel('Upload documents').setInputFiles({
        name: 'spec sheet.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      });
      await expect(page.getByRole('cell', { name: 'spec sheet.pdf', exact: true })).toBeVisible();
      await page.getByLabel('Upload documents').setInputFiles({
        name: 'bad&name.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4'),
      });
      await expect(
        page.getByRole('alert').filter({ hasText: 'File names may contain only letters' }),
      ).toBeVisible();
    });

    await test.step('the history shows each change', async () => {
      await page
        .getByRole('navigation', { name: 'Company sections' })
        .getByRole('link', { name: 'History' })
        .click();
      const history = page.getByRole('list', { name: 'History' });
      await expect(history).toBeVisible();
      await expect(history.getByText(/Bob Stone/).first()).toBeVisible();
      await expect(history.getByText(/Houston yard/).first()).toBeVisible();
      await expect(history.getByText(/spec sheet\.pdf/).first()).toBeVisible();
      await expect(history.getByText('Added').first()).toBeVisible();
      await expect(history.getByText('Changed').first()).toBeVisible();
      await expect(history.getByText('Remit To').first()).toBeVisible();
    });
  });

  test('the companies list exports to XLSX and the file holds the new company', async ({ page }) => {
    await page.goto('/companies');
    await page.getByLabel('Search companies').fill(companyName);
    await expect(page.getByRole('link', { name: companyName, exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export companies' });
    await dialog.getByText('XLSX').click();
    await expect(dialog.getByLabel('From')).toHaveValue(/^\d{2}\/\d{2}\/\d{2}$/);
    const xml = await exportedXlsx(page, dialog);
    expect(xml).toContain(companyName);
    expect(xml).toContain(firstName);
  });
});
