import { expect, test, type Page } from '@playwright/test';
import { IdentityRoutes } from '@polyloop/shared';
import { signedInClient } from '../../support/client.js';
import { seriousViolations } from '../support/axe.js';
import { e2eCloud } from '../support/cloud.js';
import { people, signInAs } from '../support/people.js';

/** What the local sink (the local Sentry) keeps of each error event. */
interface SinkEvent {
  message?: string;
  exception?: { values?: { type?: string; value?: string }[] };
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
  request?: { url?: string };
  user?: unknown;
}

const openHelp = async (page: Page) => {
  await page.getByRole('complementary', { name: 'Tools' }).getByRole('button', { name: 'Help' }).click();
  const panel = page.getByRole('dialog', { name: 'Help' });
  await expect(panel).toBeVisible();
  return panel;
};

/** The sink's events, newest first, once one matching `match` has arrived. */
async function reported(page: Page, match: (event: SinkEvent) => boolean): Promise<SinkEvent> {
  let found: SinkEvent | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/_local/error-reports?format=json');
        const { reports } = (await res.json()) as { reports: { event: SinkEvent }[] };
        found = reports.map((r) => r.event).find(match);
        return !!found;
      },
      { message: 'the error report in the local sink', timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

test.describe('help and support', () => {
  test('Help finds an article, opens another from it, and a message to support reaches the sandbox', async ({
    page,
  }) => {
    await signInAs(page, people.member);
    const panel = await openHelp(page);
    // Every topic is listed before any search.
    for (const topic of ['Getting started', 'Trading', 'Auctions', 'Freight', 'Finance'])
      await expect(panel.getByRole('heading', { name: topic })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await panel.getByRole('searchbox', { name: 'Search help' }).fill('counter-offer');
    await expect(panel.getByRole('status')).toContainText('match “counter-offer”');
    await panel
      .getByRole('button', { name: 'Negotiate an offer: accept, counter, decline, confirm' })
      .click();
    const article = panel.getByRole('article');
    await expect(
      article.getByRole('heading', { name: 'Negotiate an offer: accept, counter, decline, confirm' }),
    ).toBeFocused();
    await expect(article.getByText('Counter-offer', { exact: true })).toBeVisible();

    await article.getByRole('link', { name: 'From an offer to an order and a shipment' }).click();
    await expect(
      panel.getByRole('heading', { name: 'From an offer to an order and a shipment' }),
    ).toBeVisible();

    // The chat: this cloud's sandbox, which says so.
    await expect(panel.getByText('Sandbox', { exact: true })).toBeVisible();
    const text = `How do I split a shipment? (${Date.now().toString(36)})`;
    await panel.getByLabel('Message to support').fill(text);
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(panel.getByRole('log', { name: 'Messages sent to support' })).toContainText(text);
    await expect(panel.getByLabel('Message to support')).toHaveValue('');

    const sandbox = await page.context().newPage();
    await sandbox.goto('/_local/support-chat');
    await expect(sandbox.getByText('nobody answers them')).toBeVisible();
    const row = sandbox.getByRole('row').filter({ hasText: text });
    await expect(row).toContainText('Great Lakes Polymers');
    await expect(row).toContainText('/my-company/dashboard');
    await expect(row).not.toContainText(people.member.email);
    await sandbox.close();

    // A link to a page of the app goes there and puts the panel away; reopening it keeps the article.
    await panel.getByRole('button', { name: 'All help articles' }).click();
    await panel.getByRole('searchbox', { name: 'Search help' }).fill('e-mails');
    await panel.getByRole('button', { name: 'Notifications and e-mails' }).click();
    await panel.getByRole('link', { name: 'Settings → Notification Preferences' }).click();
    await expect(page).toHaveURL(/\/settings\/notifications$/);
    await expect(panel).toBeHidden();
    await openHelp(page);
    await expect(page.getByRole('heading', { name: 'Notifications and e-mails' })).toBeVisible();
  });

  test('a search that finds nothing says so and points to the chat', async ({ page }) => {
    await signInAs(page, people.member);
    const panel = await openHelp(page);
    await panel.getByRole('searchbox', { name: 'Search help' }).fill('zebra crossing');
    await expect(panel.getByRole('status')).toHaveText(
      'No article matches “zebra crossing”. Try other words, or ask support below.',
    );
  });
});

test.describe('error reporting', () => {
  test('a browser error and a failed call reach the local sink with the tenant and route, and no e-mail', async ({
    page,
  }) => {
    const { email, password } = people.member;
    const account = (await (await signedInClient(e2eCloud(), email, password)).ok(IdentityRoutes.getAccount))
      .body;
    await signInAs(page, people.member);
    await page.goto('/haves');
    await expect(page).toHaveTitle('Haves | Polyloop');

    // An error nobody catches, whose message names the person.
    const marker = `Checkout broke ${Date.now().toString(36)}`;
    await page.evaluate(
      ([what, who]) =>
        setTimeout(() => {
          throw new Error(`${what} for ${who}`);
        }),
      [marker, email] as const,
    );
    const error = await reported(
      page,
      (e) => !!e.exception?.values?.some((v) => v.value?.startsWith(marker)),
    );
    expect(error.exception?.values?.at(-1)?.value).toBe(`${marker} for [email]`);
    expect(error.tags).toMatchObject({ tenant: account.tenantId, route: '/haves' });
    expect(error.user).toBeUndefined();
    expect(JSON.stringify(error)).not.toContain(email);

    // A call the server fails: reported by route, status and request id, not by its address or body.
    await page.goto('/orders');
    await expect(page).toHaveTitle('Orders | Polyloop');
    await page.route('**/api/notifications?**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'Unavailable', message: 'Try again', requestId: 'e2e-503' }),
      }),
    );
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const failure = await reported(page, (e) => e.extra?.requestId === 'e2e-503');
    expect(failure.exception?.values?.at(-1)).toMatchObject({
      type: 'ApiFailure',
      value: 'GET /api/notifications answered 503',
    });
    expect(failure.tags).toMatchObject({
      kind: 'api',
      'api.status': '503',
      tenant: account.tenantId,
      route: '/orders',
    });
    expect(JSON.stringify(failure)).not.toContain(email);

    // The sink's page lists what was sent, and says what it stands for.
    await page.goto('/_local/error-reports');
    await expect(page.getByText('stand-in for Sentry')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: marker })).toContainText(
      `tenant=${account.tenantId}`,
    );
  });
});
