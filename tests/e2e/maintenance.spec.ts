import { expect, test } from '@playwright/test';
import { useCloudEnv } from '../support/companies.js';
import { e2eCloud } from './support/cloud.js';
import { people, signInAs } from './support/people.js';

const MAINTENANCE = "Polyloop is down for maintenance. We'll be back shortly.";

/** The flag service of the domain, pointed at the e2e cloud's table. */
async function flags() {
  useCloudEnv(e2eCloud().env);
  return import('@polyloop/functions/domain/flags/flag.service');
}

test.afterEach(async () => {
  await (await flags()).set('maintenance_mode_enabled', false);
});

test('maintenance mode locks the app on the next load and lifting it brings the app back', async ({
  page,
}) => {
  const Flags = await flags();
  await signInAs(page, people.member);

  await Flags.set('maintenance_mode_enabled', true);
  await page.reload();
  await expect(page.getByRole('heading', { name: MAINTENANCE })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);

  await Flags.set('maintenance_mode_enabled', false);
  await page.reload();
  await expect(page).toHaveURL(/\/my-company\/dashboard$/);
  await expect(page.getByRole('heading', { name: people.member.company, level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByText(MAINTENANCE)).toHaveCount(0);
});
