import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { apiAs, signInToApp } from '../identity/support.js';
import { people } from '../support/people.js';
import { ownChannel, subscribed } from '../support/realtime.js';
import { setChecked } from '../support/controls.js';

/** A run-unique word in each comment, so the spec finds its own notifications among older ones. */
const run = Date.now().toString(36).slice(-5).toUpperCase();

/** Dana (administrator) mentions Marcus (user), both of Great Lakes Polymers. */
const colleague = people.admin;
const mentioned = people.member;

const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
/** The top bar's bell, whose name carries the unread count (found also while the modal panel hides the page from assistive tech). */
const bell = (page: Page, unread?: number) =>
  page.getByRole('button', {
    name: unread ? `Notifications, ${unread} unread` : 'Notifications',
    exact: true,
    includeHidden: true,
  });
const rowWith = (page: Page, text: string) => panel(page).getByRole('listitem').filter({ hasText: text });

async function openPanel(page: Page) {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(panel(page)).toBeVisible();
}

/** One of the colleague's haves, and a way to mention Marcus on it through the API. */
async function fixtures(request: APIRequestContext) {
  const dana = await apiAs(request, colleague);
  const haves = (await (await dana.get('/api/haves?size=1')).json()) as Array<{ id: string }>;
  const options = (await (await dana.get('/api/users/options?q=Marcus')).json()) as Array<{
    id: string;
    email: string;
  }>;
  const marcus = options.find((o) => o.email === mentioned.email);
  expect(haves[0], 'a seeded have').toBeTruthy();
  expect(marcus, 'Marcus among the colleagues').toBeTruthy();
  const haveId = haves[0]!.id;
  /** Dana mentions Marcus on the have through the API. */
  const post = async (words: string) => {
    const res = await dana.post(`/api/haves/${haveId}/comments`, {
      body: `@[Marcus Reed](${marcus!.id}) ${words}`,
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  return { haveId, post };
}

/** Marcus's notifications through the API: his spec starts with nothing unread, so the badge's numbers are its own. */
async function asMarcus(request: APIRequestContext) {
  const marcus = await apiAs(request, mentioned);
  const unread = async () => (await (await marcus.get('/api/notifications/count')).json()) as number;
  /** The id of his newest notification whose excerpt has `text`. */
  const idOf = async (text: string) => {
    const list = (await (await marcus.get('/api/notifications?size=20')).json()) as Array<{
      id: string;
      excerpt: string | null;
    }>;
    return list.find((n) => n.excerpt?.includes(text))?.id;
  };
  const res = await marcus.post('/api/notifications/read', {});
  expect(res.status(), await res.text()).toBe(200);
  return { unread, idOf };
}

async function signedInPage(browser: Browser, who: { email: string; password: string }, listen = false) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const listening = listen ? subscribed(page, await ownChannel(who)) : Promise.resolve();
  await signInToApp(page, who);
  await listening;
  return { context, page };
}

test.describe.configure({ mode: 'serial' });

test.describe('notifications', () => {
  test('a colleague’s @mention on a have appears live in the other’s panel and badge, and is marked read and unread', async ({
    browser,
    request,
  }) => {
    // Two people in two browsers: more than one person's worth of steps.
    test.setTimeout(120_000);
    const { haveId, post } = await fixtures(request);
    const api = await asMarcus(request);
    const marcus = await signedInPage(browser, mentioned, true);
    const dana = await signedInPage(browser, colleague);
    try {
      const page = marcus.page;
      await expect(bell(page)).toBeVisible();
      await openPanel(page);

      // Dana mentions Marcus in the have's comments, in her own browser.
      await dana.page.goto(`/haves/${haveId}/details`);
      const box = dana.page.getByRole('combobox', { name: 'New comment' });
      await box.fill(`Can you check the bales ${run} `);
      await box.press('End');
      await box.pressSequentially('@Marc');
      await expect(dana.page.getByRole('listbox', { name: 'Colleagues' })).toBeVisible();
      await box.press('Enter');
      await expect(box).toHaveValue(/@\[Marcus Reed\]\([\w-]+\) $/);
      await dana.page.getByRole('button', { name: 'Post comment' }).click();
      await expect(dana.page.getByText('Comment posted')).toBeVisible();

      // Marcus's open panel shows it at once, unread, with its excerpt; the badge counts it; a toast says it.
      const row = rowWith(page, run);
      await expect(row).toBeVisible();
      await expect(row.getByRole('link', { name: /^Dana Kowalski mentioned you on have / })).toBeVisible();
      await expect(row.getByText(`Can you check the bales ${run} @Marcus Reed`)).toBeVisible();
      await expect(row.getByText('Unread', { exact: true })).toBeAttached();
      await expect(bell(page, 1)).toBeAttached();
      await expect(
        page
          .getByRole('region', { name: /^Notifications/, includeHidden: true })
          .getByText(/^Dana Kowalski mentioned you on have /),
      ).toBeVisible();

      await row.getByRole('button', { name: 'Mark as read' }).click();
      await expect(row.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
      await expect(row.getByText('Unread', { exact: true })).toHaveCount(0);
      await expect(bell(page)).toBeAttached();

      await row.getByRole('button', { name: 'Mark as unread' }).click();
      await expect(row.getByRole('button', { name: 'Mark as read' })).toBeVisible();
      await expect(bell(page, 1)).toBeAttached();

      // With the panel closed, the next mention shows as a toast; clicking it opens the have.
      await panel(page).getByRole('button', { name: 'Close notifications' }).click();
      await expect(panel(page)).toBeHidden();
      await post(`again ${run}`);
      const toast = page
        .getByRole('region', { name: /^Notifications/ })
        .getByRole('status')
        .filter({ hasText: `again ${run}` });
      await expect(toast.getByText(/^Dana Kowalski mentioned you on have /)).toBeVisible();
      await expect(bell(page, 2)).toBeVisible();
      await post(`once more ${run}`);
      const next = page
        .getByRole('region', { name: /^Notifications/ })
        .getByRole('status')
        .filter({ hasText: `once more ${run}` });
      await expect(next.getByRole('button', { name: 'View' })).toBeVisible();
      await next.getByText(/^Dana Kowalski mentioned you on have /).click();
      await expect(page).toHaveURL(new RegExp(`/haves/${haveId}/details$`));
      await expect(bell(page, 2)).toBeVisible();

      // Opening one from the panel marks it read, closes the panel and goes to the have.
      await page.goto('/my-company/dashboard');
      await openPanel(page);
      await rowWith(page, `bales ${run}`).getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/haves/${haveId}/details$`));
      await expect(panel(page)).toBeHidden();
      await expect(bell(page, 1)).toBeVisible();

      // The address an e-mail links to marks it read and opens the have too.
      const again = await api.idOf(`again ${run}`);
      expect(again).toBeTruthy();
      await page.goto(`/notifications/${again}`);
      await expect(page).toHaveURL(new RegExp(`/haves/${haveId}/details$`));
      await expect(bell(page)).toBeVisible();
    } finally {
      await marcus.context.close();
      await dana.context.close();
    }
  });

  test('mark all read asks first and, with a type chosen, marks that type only; deleting asks too', async ({
    page,
    request,
  }) => {
    const tag = `${run}-2`;
    const { post } = await fixtures(request);
    const marcus = await asMarcus(request);
    await post(`first ${tag}`);
    await post(`second ${tag}`);
    // Delivered before Marcus signs in: the badge reads them from the count.
    await expect.poll(marcus.unread).toBe(2);

    await signInToApp(page, mentioned);
    await expect(bell(page, 2)).toBeVisible();
    await openPanel(page);
    await expect(rowWith(page, `second ${tag}`)).toBeVisible();
    await expect(panel(page).getByRole('listitem').first()).toContainText(`second ${tag}`);

    // Asked first: cancelling leaves everything unread.
    await panel(page).getByRole('button', { name: 'Mark all read' }).click();
    let confirm = page.getByRole('alertdialog', { name: 'Mark all notifications as read?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(bell(page, 2)).toBeAttached();

    // A type with none of them: the filtered list is empty, and marking it all read leaves the mentions unread.
    const type = panel(page).getByRole('combobox', { name: 'Type' });
    await type.selectOption({ label: 'Auctions' });
    await panel(page).getByRole('button', { name: 'Mark all read' }).click();
    confirm = page.getByRole('alertdialog', { name: 'Mark all “Auctions” notifications as read?' });
    await expect(
      confirm.getByText('Only notifications of the type “Auctions” will be marked as read'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Mark all read' }).click();
    await expect(confirm).toBeHidden();
    await expect(bell(page, 2)).toBeAttached();

    await type.selectOption({ label: 'All types' });
    await panel(page).getByRole('button', { name: 'Mark all read' }).click();
    confirm = page.getByRole('alertdialog', { name: 'Mark all notifications as read?' });
    await confirm.getByRole('button', { name: 'Mark all read' }).click();
    await expect(confirm).toBeHidden();
    await expect(bell(page)).toBeAttached();
    await expect(rowWith(page, `first ${tag}`).getByRole('button', { name: 'Mark as unread' })).toBeVisible();

    // The Unread tab has none of them now.
    await panel(page).getByRole('tab', { name: 'Unread' }).click();
    await expect(rowWith(page, tag)).toHaveCount(0);
    await panel(page).getByRole('tab', { name: 'All' }).click();

    // Delete the two, selected, after the plural confirmation.
    for (const words of [`first ${tag}`, `second ${tag}`])
      await setChecked(rowWith(page, words).getByRole('checkbox', { name: 'Select' }));
    await panel(page).getByRole('button', { name: 'Delete (2)' }).click();
    confirm = page.getByRole('alertdialog', { name: 'Delete these notifications?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(rowWith(page, tag)).toHaveCount(0);

    // The full page is one click away; an unknown notification is simply not found.
    await panel(page).getByRole('link', { name: 'See all notifications' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await page.goto('/notifications/no-such-notification');
    await expect(page.getByRole('heading', { name: 'Notification not found' })).toBeVisible();
  });

  test('the panel loads the next page as one scrolls, and select all selects every row loaded', async ({
    page,
    request,
  }) => {
    const tag = `${run}-3`;
    const { post } = await fixtures(request);
    const marcus = await asMarcus(request);
    for (let i = 1; i <= 22; i++) await post(`bale ${i} ${tag}`);
    await expect.poll(marcus.unread, { timeout: 30_000 }).toBe(22);

    await signInToApp(page, mentioned);
    await openPanel(page);
    const rows = rowWith(page, tag);
    await expect(rows).toHaveCount(20);
    await rows.last().scrollIntoViewIfNeeded();
    await expect(rows).toHaveCount(22);
    await expect(rows.last()).toContainText(`bale 1 ${tag}`);

    const selectAll = panel(page).getByRole('checkbox', { name: 'Select all' });
    await setChecked(selectAll);
    const selected = await panel(page).getByRole('listitem').count();
    await panel(page)
      .getByRole('button', { name: `Mark read (${selected})` })
      .click();
    await expect(bell(page)).toBeAttached();
    await setChecked(selectAll);
    await panel(page)
      .getByRole('button', { name: `Delete (${selected})` })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Delete these notifications?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(rows).toHaveCount(0);
  });

  test('notification preferences persist after a reload', async ({ page }) => {
    await signInToApp(page, mentioned);
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Notification preferences' }).click();
    await expect(page).toHaveURL(/\/settings\/notifications$/);
    await expect(page.getByRole('heading', { name: 'Notification Preferences', level: 1 })).toBeVisible();

    const auctions = page.getByRole('checkbox', { name: 'Auctions', exact: true });
    const matches = page.getByRole('checkbox', { name: 'New matches', exact: true });
    const before = { auctions: await auctions.isChecked(), matches: await matches.isChecked() };
    await setChecked(auctions, !before.auctions);
    await setChecked(matches, !before.matches);
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByText('Preferences saved')).toBeVisible();

    await page.reload();
    await expect(auctions).toBeChecked({ checked: !before.auctions });
    await expect(matches).toBeChecked({ checked: !before.matches });

    // Put them back, so the spec leaves Marcus as it found him.
    await setChecked(auctions, before.auctions);
    await setChecked(matches, before.matches);
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByText('Preferences saved').first()).toBeVisible();
    await page.reload();
    await expect(auctions).toBeChecked({ checked: before.auctions });
  });

  test('the panel, the notifications page and the preferences have no serious accessibility violations', async ({
    page,
    request,
  }) => {
    const serious = () => seriousViolations(page);
    // A row to check: one fresh, unread mention.
    const { post } = await fixtures(request);
    const marcus = await asMarcus(request);
    await post(`checked by axe ${run}`);
    await expect.poll(marcus.unread).toBe(1);
    await signInToApp(page, mentioned);
    await openPanel(page);
    await expect(panel(page).getByRole('list', { name: 'Notifications' })).toBeVisible();
    expect(await serious(), 'panel').toEqual([]);
    await page.goto('/notifications');
    await expect(page.getByRole('list', { name: 'Notifications' })).toBeVisible();
    expect(await serious(), '/notifications').toEqual([]);
    await page.goto('/settings/notifications');
    await expect(page.getByRole('checkbox', { name: 'Auctions', exact: true })).toBeAttached();
    expect(await serious(), '/settings/notifications').toEqual([]);
  });
});
