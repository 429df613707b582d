import { test, expect, type Locator, type Page } from '@playwright/test';
import { people, signInAs } from './support/people.js';
import { seriousViolations } from './support/axe.js';
import { apiOf } from './network/offers-support.js';

test('the sign-in and sign-up pages have no serious accessibility violations', async ({ page }) => {
  for (const path of ['/login', '/sign-up', '/forgot-password']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

/** Each page opened and analysed whole, its heading first. */
async function sweep(page: Page, pages: Array<[string, string]>) {
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
}

test('the main signed-in pages have no serious accessibility violations', async ({ page }) => {
  // Thirteen pages, each analysed whole: more than the usual minute on a busy machine.
  test.setTimeout(120_000);
  await signInAs(page, people.admin);
  await sweep(page, [
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
  ]);
});

test('administration, settings, the team, freight and the market’s analysis have no serious accessibility violations', async ({
  page,
}) => {
  // Eleven pages, each analysed whole: near two minutes on a busy machine.
  test.setTimeout(150_000);
  await signInAs(page, people.admin);
  await sweep(page, [
    ['/admin/users', 'Administration'],
    ['/admin/tags', 'Administration'],
    ['/companies?display=map', 'Companies'],
    ['/admin/integrations', 'Administration'],
    ['/admin/billing', 'Administration'],
    ['/settings', 'Settings'],
    ['/my-company/team', people.admin.company],
    ['/freight', 'Freight Rates'],
    ['/market/matches', 'Matches'],
    ['/network/market/suggested-supply', 'Materials Market'],
    ['/market/analytics', 'Reporting'],
  ]);
});

test('the directory, its map, a company page and a link dialog have no serious accessibility violations', async ({
  page,
}) => {
  await signInAs(page, people.admin);
  const shown: Array<[string, Locator]> = [
    ['/network/companies', page.getByRole('link', { name: 'Lone Star Resins' })],
    ['/network/companies?view=linkRequests', page.getByRole('link', { name: 'Pacific Regrind' })],
    ['/network/companies?display=map', page.getByRole('button', { name: 'Lone Star Resins', exact: true })],
  ];
  for (const [path, loaded] of shown) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Directory', level: 1 })).toBeVisible();
    await expect(loaded).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await page.goto('/network/companies?q=Pacific');
  await page.getByRole('link', { name: 'Pacific Regrind' }).click();
  await expect(page.getByRole('heading', { name: 'Pacific Regrind', level: 1 })).toBeVisible();
  expect(await seriousViolations(page), 'company page').toEqual([]);
  await page.getByRole('button', { name: 'Decline Pacific Regrind’s link request' }).click();
  await expect(page.getByRole('dialog', { name: 'Decline Pacific Regrind’s link request' })).toBeVisible();
  expect(await seriousViolations(page), 'decline dialog').toEqual([]);
});

test('the market’s and My Activity’s pages have no serious accessibility violations', async ({ page }) => {
  // Nine pages, each analysed whole: more than the usual minute on a busy machine.
  test.setTimeout(120_000);
  await signInAs(page, people.admin);
  const pages: Array<[string, string]> = [
    ['/network/buy', 'Materials Market'],
    ['/network/sell', 'Materials Market'],
    ['/network/market/supply', 'Materials Market'],
    ['/network/market/demand', 'Materials Market'],
    ['/network/requests/new/public', 'New Public Request'],
    ['/network/activity/negotiations', 'My Activity'],
    ['/network/activity/offers', 'My Activity'],
    ['/network/activity/listings/public-requests', 'My Activity'],
    ['/network/activity/requests', 'My Activity'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(
      page
        .getByRole('table')
        .or(page.getByRole('region', { name: /^(Browse|Choose)/ }))
        .first(),
    ).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test('a request’s page and the send request wizard have no serious accessibility violations', async ({
  page,
}) => {
  await signInAs(page, people.admin);
  await page.goto('/network/market/demand');
  await page.getByRole('link', { name: 'Natural HDPE regrind, monthly' }).click();
  await expect(page.getByRole('heading', { name: 'Natural HDPE regrind, monthly', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'All offers' }).getByRole('row')).toHaveCount(3);
  expect(await seriousViolations(page), 'public request').toEqual([]);
  await page.goto('/network/activity/requests?kind=NETWORK_REQUEST');
  await page.getByRole('table', { name: 'All requests' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Offers' })).toBeVisible();
  expect(await seriousViolations(page), 'private request').toEqual([]);
  await page.goto('/network/market');
  await page.getByRole('link', { name: 'Buy materials' }).click();
  await page.getByRole('button', { name: 'Send request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send request' });
  await dialog.getByRole('combobox', { name: 'Need' }).selectOption({ index: 1 });
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toBeVisible();
  expect(await seriousViolations(page), 'send request wizard').toEqual([]);
});

test('the top bar’s side panels have no serious accessibility violations', async ({ page }) => {
  await signInAs(page, people.admin);
  await page.goto('/my-company/dashboard');
  for (const [button, dialog] of [
    [/^Drafts/, /Drafts/],
    [/^Tasks$/, /^Tasks$/],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    // The panel opens under the pointer that clicked its button: judge its colours, not a hover.
    await page.mouse.move(0, 400);
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
  const offers = await api.get<
    Array<{ id: string; status: string; actions: string[]; materialName: string }>
  >('/api/network/network-offers?status=ACTIVE&size=100');
  const accepted = offers.find((o) => o.status === 'ACCEPTED' && o.actions.includes('CONFIRM'));
  const listed = await api.get<Array<{ id: string; materialName: string }>>(
    '/api/network/my-listings/public-offers',
  );
  const market = await api.get<Array<{ id: string; own: boolean }>>('/api/network/public-offers?size=100');
  const theirs = market.find((l) => !l.own);
  expect(
    accepted && listed[0] && theirs,
    'the demo trade: an accepted offer, a public offer of the company and one of another',
  ).toBeTruthy();
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

test('the global search results have no serious accessibility violations', async ({ page }) => {
  await signInAs(page, people.admin);
  const field = page.getByRole('combobox', { name: 'Search' });
  await field.fill('lone');
  await expect(
    page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
  ).toBeVisible();
  await field.press('ArrowDown');
  expect(await seriousViolations(page), 'search results').toEqual([]);
  await field.fill('zqxjvwq');
  await expect(page.getByText('No items found')).toBeVisible();
  expect(await seriousViolations(page), 'no items found').toEqual([]);
});
