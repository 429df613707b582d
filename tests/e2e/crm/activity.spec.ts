import { expect, test, type Page } from '@playwright/test';
import { people } from '../support/people.js';
import { signInToApp } from '../identity/support.js';

const run = Date.now().toString(36).slice(-5).toUpperCase();

/** A company made through the wizard with nothing but its name; the page ends on its profile. */
async function newCompany(page: Page, name: string) {
  await page.goto('/companies/new');
  await page.getByLabel('Company name').fill(name);
  for (const step of ['Locations', 'Contacts', 'Materials', 'Buy Profiles', 'Review']) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page).toHaveURL(/\/companies\/[^/]+\/profile$/);
}

test.describe('CRM activity and records', () => {
  test.beforeEach(async ({ page }) => {
    await signInToApp(page, people.member);
  });

  test('a touchpoint is recorded and a comment mentions a colleague as a chip', async ({ page }) => {
    await newCompany(page, `Touch ${run}`);
    await page
      .getByRole('navigation', { name: 'Company sections' })
      .getByRole('link', { name: 'Activity' })
      .click();

    await page.getByRole('button', { name: 'Add touchpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add touchpoint' });
    await dialog.getByRole('button', { name: 'Save touchpoint' }).click();
    await expect(dialog.getByText('Notes are required')).toBeVisible();
    await dialog.getByLabel('Notes').fill('Called about PP regrind');
    await dialog.getByRole('button', { name: 'Save touchpoint' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('list', { name: 'Touchpoints' }).getByText('Called about PP regrind'),
    ).toBeVisible();

    const box = page.getByRole('combobox', { name: 'New comment' });
    await box.fill('Please follow up ');
    await box.press('End');
    await box.pressSequentially('@');
    const colleagues = page.getByRole('listbox', { name: 'Colleagues' });
    await expect(colleagues).toBeVisible();
    const colleague = ((await colleagues.getByRole('option').first().textContent()) ?? '').trim();
    await box.press('Enter');
    await expect(box).toHaveValue(new RegExp(`@\\[${colleague}\\]\\([\\w-]+\\) $`));
    await page.getByRole('button', { name: 'Post comment' }).click();
    const comments = page.getByRole('region', { name: 'Comments' });
    await expect(comments.getByText(`@${colleague}`, { exact: true })).toBeVisible();

    await comments.getByRole('button', { name: /^Edit comment/ }).click();
    const editor = comments.getByRole('combobox', { name: 'Edit comment' });
    await editor.fill('Done, thanks');
    await comments.getByRole('button', { name: 'Save' }).click();
    await expect(comments.getByText('Done, thanks')).toBeVisible();
    await expect(comments.getByText(/\(edited\)/)).toBeVisible();
  });

  test('a datasheet needs at least one material property', async ({ page }) => {
    await page.goto('/materials/new');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Bare ${run}`);
    await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'PET' });
    await page.getByRole('button', { name: 'Create material' }).click();
    await expect(page).toHaveURL(/\/materials\/PET\/[^/]+\/details$/);
    await page.getByRole('button', { name: 'Datasheet' }).click();
    await expect(page.getByText('Add at least one material property to create a datasheet.')).toBeVisible();
  });

  test('the own company opens as My company', async ({ page }) => {
    const id = await page.evaluate(async () => {
      // The page keeps its tokens in memory; the session cookie answers a fresh one.
      const session = await fetch('/api/auth/refresh', {
        method: 'POST',
        headers: { 'x-polyloop-csrf': '1' },
      });
      const { idToken } = (await session.json()) as { idToken: string };
      const res = await fetch('/api/my-company', { headers: { Authorization: `Bearer ${idToken}` } });
      return ((await res.json()) as { id: string }).id;
    });
    await page.goto(`/companies/${id}/locations`);
    await expect(page).toHaveURL(/\/my-company\/locations$/);
    await expect(page.getByRole('navigation', { name: 'My company sections' })).toBeVisible();
  });
});
