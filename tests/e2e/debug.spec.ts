import { expect, test } from '@playwright/test';
import { useCloudEnv } from '../support/companies.js';
import { e2eCloud } from './support/cloud.js';
import { people, signInAs } from './support/people.js';

test('debug', async ({ page }) => {
  useCloudEnv(e2eCloud().env);
  const Flags = await import('@polyloop/functions/domain/flags/flag.service');
  page.on('console', (m) => console.log('CONSOLE', m.text()));
  page.on('framenavigated', (f) => f === page.mainFrame() && console.log('NAV', f.url()));
  page.on('response', (r) => r.url().includes('/api') && console.log('RESP', r.status(), r.url()));
  await signInAs(page, people.member);
  const ls = () => page.evaluate(() => !!localStorage.getItem('polyloop.tokens'));
  console.log('signed in', await ls());
  await Flags.set('maintenance_mode_enabled', true);
  await page.reload();
  await expect(page.getByRole('heading', { name: /maintenance/ })).toBeVisible();
  console.log('after reload', await ls(), page.url());
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: /maintenance/ })).toBeVisible();
  console.log('after login', await ls(), page.url());
  await Flags.set('maintenance_mode_enabled', false);
  await page.goto('/my-company/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  console.log('after dash', await ls(), page.url());
});
