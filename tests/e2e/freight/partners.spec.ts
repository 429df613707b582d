import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, platformAdministrator } from '@polyloop/infra/local/src/seed';
import { signInAs } from '../support/people.js';

const ops = { email: platformAdministrator.email, password: DEMO_PASSWORD };
const run = Date.now().toString(36);

const partnerCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Freight partners' }).getByRole('listitem', { name });
const secretRows = (page: Page, name: string) =>
  page
    .getByRole('table', { name: `${name}’s signing secrets` })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test('the platform administrator sees the freight partners, adds one, rotates its secret and retires the one before', async ({
  page,
}) => {
  await signInAs(page, ops, /\/platform\/access-requests$/, { navigationVisible: false });
  await page.getByRole('link', { name: 'Freight partners' }).click();
  await expect(page).toHaveURL(/\/platform\/freight-partners$/);
  const lakeshore = partnerCard(page, 'Lakeshore Logistics');
  await expect(lakeshore).toContainText('Sandbox');
  await expect(lakeshore).toContainText('Active');
  await expect(lakeshore).toContainText('United States and Canada');
  await expect(lakeshore).toContainText(/https?:\/\/\S+/);
  await expect(secretRows(page, 'Lakeshore Logistics')).toHaveCount(1);

  // An inactive partner of the test's own, so no user's search asks it.
  const name = `Test Carrier ${run}`;
  await page.getByRole('button', { name: 'Add partner' }).click();
  const form = page.getByRole('dialog', { name: 'Add a freight partner' });
  await form.getByRole('button', { name: 'Add partner' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await form.getByLabel('Partner id').fill(`test-carrier-${run}`);
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Webhook address').fill(`https://carrier-${run}.example/polyloop`);
  await form.getByLabel('Booking disclaimer').fill('Test partner: it never answers.');
  await form.getByText('Active: users get quotes from this partner').click();
  await form.getByRole('button', { name: 'Add partner' }).click();

  const issued = page.getByRole('dialog', { name: `New signing secret for ${name}` });
  await expect(issued).toContainText('it won’t be shown again');
  await expect(issued.getByRole('textbox')).toHaveValue(/^whsec_/);
  await expect(issued.getByRole('button', { name: 'Copy the secret' })).toBeVisible();
  await issued.getByRole('button', { name: 'Done' }).click();
  const card = partnerCard(page, name);
  await expect(card).toContainText('Inactive');
  await expect(secretRows(page, name)).toHaveCount(1);

  await card.getByRole('button', { name: `Rotate secret of ${name}` }).click();
  const rotate = page.getByRole('alertdialog', { name: `Make a new signing secret for ${name}?` });
  await rotate.getByRole('button', { name: 'Make new secret' }).click();
  await expect(issued).toContainText('it won’t be shown again');
  const secret = await issued.getByRole('textbox').inputValue();
  expect(secret).toMatch(/^whsec_/);
  await issued.getByRole('button', { name: 'Done' }).click();
  const rows = secretRows(page, name);
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(secret.slice(0, 10));
  await expect(rows.first()).toContainText('Newest');
  await expect(rows.first().getByRole('button', { name: /^Retire/ })).toHaveCount(0);

  await rows
    .nth(1)
    .getByRole('button', { name: /^Retire secret/ })
    .click();
  const retire = page.getByRole('alertdialog', { name: /^Retire secret/ });
  await retire.getByRole('button', { name: 'Retire' }).click();
  await expect(page.getByText('Secret retired')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(secret.slice(0, 10));
});
