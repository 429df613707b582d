import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { people, signInAs } from './support/people.js';
import { apiOf } from './network/support.js';

/** Serious and critical axe violations on the page as it stands, described for the failure message. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}

test('the sign-in and sign-up pages have no serious accessibility violations', async ({ page }) => {
  for (const path of ['/login', '/sign-up', '/forgot-password']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test('the main signed-in pages have no serious accessibility violations', async ({ page }) => {
  await signInAs(page, people.admin);
  const pages: Array<[string, string]> = [
    ['/my-company/dashboard', people.admin.company],
    ['/companies', 'Companies'],
    ['/companies/new', 'New Company'],
    ['/my-company/materials', people.admin.company],
    ['/materials/new', 'New Material'],
    ['/haves', 'Haves'],
    ['/haves/new', 'New have'],
    ['/needs', 'Needs'],
    ['/needs/new', 'New need'],
    ['/orders', 'Orders'],
    ['/orders/new', 'New order'],
    ['/shipments', 'Shipments'],
    ['/shipments/new', 'New shipment'],
    ['/admin/users', 'Administration'],
    ['/admin/integrations', 'Administration'],
    ['/admin/billing', 'Administration'],
    ['/settings', 'Settings'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test('the top bar’s side panels have no serious accessibility violations', async ({ page }) => {
  await signInAs(page, people.admin);
  await page.goto('/my-company/dashboard');
  for (const [button, dialog] of [
    [/^Drafts/, /Drafts/],
    [/^Tasks$/, /^Tasks$/],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    const panel = page.getByRole('dialog', { name: dialog });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('progressbar').or(panel.getByLabel(/^Loading/))).toHaveCount(0);
    expect(await seriousViolations(page), `${String(dialog)} panel`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  }
});

test('the offer pages have no serious accessibility violations', async ({ page, request }) => {
  await signInAs(page, people.admin);
  const api = await apiOf(request, people.admin);
  const offers = await api.get<Array<{ id: string; status: string; actions: string[]; materialName: string }>>('/api/network/network-offers?status=ACTIVE&size=100');
  const accepted = offers.find((o) => o.status === 'ACCEPTED' && o.actions.includes('CONFIRM'));
  const listed = await api.get<Array<{ id: string; materialName: string }>>('/api/network/my-listings/public-offers');
  const market = await api.get<Array<{ id: string; own: boolean }>>('/api/network/public-offers?size=100');
  const theirs = market.find((l) => !l.own);
  expect(accepted && listed[0] && theirs, 'the demo trade: an accepted offer, a public offer of the company and one of another').toBeTruthy();
  const pages: Array<[string, string]> = [
    ['/network/offers/new', 'New Offer'],
    ['/network/offers/new/public', 'New Public Offer'],
    [`/network/offers/${accepted!.id}/details`, accepted!.materialName],
    [`/network/offers/${accepted!.id}/documents`, accepted!.materialName],
    [`/network/offers/${accepted!.id}/confirm`, 'Confirm Offer'],
    [`/network/offers/${listed[0]!.id}/details`, listed[0]!.materialName],
    [`/network/respond/${theirs!.id}`, 'Respond to Offer'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
