import { test, expect, type Page } from '@playwright/test';
import { people, signInAs } from '../support/people.js';

/**
 * The content security policy is only worth having if the app lives within it: every page the
 * browser opens here reports each blocked resource or inline script, and none may be reported.
 */

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

async function watchPolicy(page: Page) {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push({ directive: e.violatedDirective, blocked: e.blockedURI, source: e.sourceFile }),
    );
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  return {
    consoleErrors,
    violations: () =>
      page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations),
  };
}

const headersExpected = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'strict-transport-security': expect.stringMatching(/^max-age=\d+/),
  'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
};

test('the app’s pages carry the security headers and break none of their content security policy', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const policy = await watchPolicy(page);
  const documentResponse = await page.goto('/login');
  expect(documentResponse?.headers()).toMatchObject(headersExpected);
  await signInAs(page, people.admin);

  const opened: Array<[string, () => Promise<void>]> = [
    [
      '/my-company/dashboard',
      () => expect(page.getByRole('heading', { name: people.admin.company, level: 1 })).toBeVisible(),
    ],
    ['/haves', () => expect(page.getByRole('heading', { name: 'Haves', level: 1 })).toBeVisible()],
    [
      '/network/companies?display=map',
      () => expect(page.getByRole('button', { name: 'Lone Star Resins', exact: true })).toBeVisible(),
    ],
    [
      '/network/activity/listings/auctions',
      () => expect(page.locator('a[href^="/network/auctions/"]').first()).toBeVisible(),
    ],
  ];
  // Each document starts its own list, so each is read before the next navigation.
  for (const [path, loaded] of opened) {
    const response = await page.goto(path);
    expect(response?.headers(), path).toMatchObject(headersExpected);
    await loaded();
    expect(await policy.violations(), path).toEqual([]);
  }

  // A record, then the auction room, reached as a user would from their lists.
  await page.locator('a[href^="/network/auctions/"]:not([href^="/network/auctions/new"])').first().click();
  await expect(page).toHaveURL(/\/network\/auctions\/[^/]+\/details$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await policy.violations(), 'the auction room').toEqual([]);
  await page.goto('/haves');
  await page.locator('a[href^="/haves/"]:not([href="/haves/new"])').first().click();
  await expect(page).toHaveURL(/\/haves\/[^/]+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(await policy.violations()).toEqual([]);
  expect(policy.consoleErrors).toEqual([]);
});

test('the API answers with the same security headers', async ({ request }) => {
  const response = await request.get('/api/flags');
  expect(response.status()).toBe(200);
  expect(response.headers()).toMatchObject(headersExpected);
});
