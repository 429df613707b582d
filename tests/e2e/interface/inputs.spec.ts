import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { signInToApp } from '../identity/support.js';
import { fact } from '../network/auction-support.js';
import { newNeed, trader, traderIn } from '../network/support.js';
import { pickMoment, shownDay, spokenDay } from '../support/controls.js';
import { people, signInAs } from '../support/people.js';

/** A run-unique suffix, so the spec can run against a cloud that already has tasks. */
const run = Date.now().toString(36).slice(-5).toUpperCase();

async function openAddTask(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Tasks', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Tasks' });
  await panel.getByRole('button', { name: 'Add task' }).click();
  const form = page.getByRole('dialog', { name: 'Add task' });
  await expect(form.getByRole('textbox', { name: 'Title' })).toBeFocused();
  return form;
}

/** What the held save answers at last. */
const BUSY = 'The service is busy, try again in a moment.';

const calendar = (page: Page) => page.locator('[aria-roledescription="datepicker"]');

test.describe('interface inputs', () => {
  test('the date picker takes no typing, picks by keyboard and by mouse, and clears', async ({ page }) => {
    await signInToApp(page, people.member);
    const form = await openAddTask(page);
    const due = form.getByRole('textbox', { name: 'Due date' });

    // Typing is off: the box is read-only and keys put nothing in it.
    await expect(due).not.toBeEditable();
    await due.focus();
    await page.keyboard.type('12/25/30');
    await expect(due).toHaveValue('');

    // The keyboard: Enter opens the calendar on today (the earliest due date), Arrow Right moves
    // to tomorrow, Enter picks it and the calendar closes.
    await due.press('Enter');
    await expect(calendar(page)).toBeVisible();
    const today = new Date();
    await expect(page.getByRole('button', { name: new RegExp(spokenDay(today)) })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(calendar(page)).toBeHidden();
    const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
    await expect(due).toHaveValue(shownDay(tomorrow));

    // Escape closes the calendar and keeps the day.
    await due.press('ArrowDown');
    await expect(calendar(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(calendar(page)).toBeHidden();
    await expect(due).toHaveValue(shownDay(tomorrow));

    // The mouse: the box opens the calendar on the chosen day's month, the next month's 15th is
    // one click away.
    await due.click();
    await page.getByRole('button', { name: 'Switch to next month' }).click();
    const fifteenth = new Date(tomorrow.getFullYear(), tomorrow.getMonth() + 1, 15);
    await page.getByRole('button', { name: new RegExp(`^Choose \\w+, ${spokenDay(fifteenth)}$`) }).click();
    await expect(calendar(page)).toBeHidden();
    await expect(due).toHaveValue(shownDay(fifteenth));

    // Clear empties the box; opened again the calendar is on today, days before it cannot be
    // picked, and Select takes the day in focus.
    await due.click();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(due).toHaveValue('');
    await due.click();
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
    if (yesterday.getMonth() === today.getMonth())
      await expect(page.getByRole('button', { name: new RegExp(spokenDay(yesterday)) })).toBeDisabled();
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await expect(due).toHaveValue(shownDay(today));
  });

  test('the date-and-time picker takes a day from the calendar and a time from its selects, clears, and saves that moment', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const requester = await trader('Moment picker', { approved: true });
    const need = await newNeed(requester, 10_000);
    const buyer = await traderIn(browser, requester.person);
    const page = buyer.page;
    await page.goto(`/network/requests/new/public/${need.id}`);
    const rules = page.getByRole('alertdialog', { name: 'Market ground rules' });
    await rules.getByRole('button', { name: 'Accept the ground rules' }).click();
    await expect(rules).toBeHidden();
    const form = page.getByRole('form', { name: 'New public request' });
    await form.getByRole('textbox', { name: 'Title' }).fill(`Moment picker ${run}`);

    // Nothing picked yet: no day, and the time waits for one.
    const end = form.getByRole('textbox', { name: 'End date and time', exact: true });
    const hour = form.getByRole('combobox', { name: 'End date and time, hour' });
    const minute = form.getByRole('combobox', { name: 'End date and time, minute' });
    await expect(end).toHaveValue('');
    await expect(end).not.toBeEditable();
    await expect(hour).toBeDisabled();
    await expect(minute).toBeDisabled();

    // The 15th of next month at 2:35 PM: the box shows the day, the selects the time; the
    // keyboard moves the minute on.
    const today = new Date();
    const at = new Date(today.getFullYear(), today.getMonth() + 1, 15, 14, 35);
    await pickMoment(form, 'End date and time', at);
    await expect(end).toHaveValue(shownDay(at));
    await expect(hour).toHaveValue('14');
    await expect(minute).toHaveValue('35');
    await minute.focus();
    await page.keyboard.press('ArrowDown');
    await expect(minute).toHaveValue('36');
    await page.keyboard.press('ArrowUp');
    await expect(minute).toHaveValue('35');

    // Clear empties the day and the time; the form then asks for it.
    await end.click();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(end).toHaveValue('');
    await expect(hour).toBeDisabled();
    await expect(hour).toHaveValue('');
    await expect(minute).toHaveValue('');
    await form.getByRole('button', { name: 'Publish request' }).press('Enter');
    await expect(form.getByText('End date and time is required')).toBeVisible();

    // Picked again and published: the request ends at that very moment, in this zone.
    await pickMoment(form, 'End date and time', at);
    await form.getByRole('spinbutton', { name: 'Target price' }).fill('0.4');
    await form.getByRole('textbox', { name: 'Contact phone' }).fill('3125550142');
    await form.getByRole('button', { name: 'Publish request' }).press('Enter');
    await expect(page).toHaveURL(/\/network\/requests\/[\w-]+\/details$/);
    await expect(fact(page, 'Ends')).toHaveText(new RegExp(`^${shownDay(at)}, 2:35\\sPM$`));
    await buyer.close();
  });

  test('a form being sent locks the screen: one request however often it is sent, and free again after an error', async ({
    page,
  }) => {
    await signInToApp(page, people.member);
    const form = await openAddTask(page);
    const title = form.getByRole('textbox', { name: 'Title' });
    await title.fill(`Locked save ${run}`);

    // The first save is held at the network, then fails.
    const creates: Route[] = [];
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/tasks', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      creates.push(route);
      await answered;
      await route.fulfill({ status: 503, json: { message: BUSY, code: 'Unavailable' } });
    });

    await form.getByRole('button', { name: 'Save' }).click();
    const lock = page.locator('[data-screen-lock]');
    await expect(lock.getByRole('status')).toHaveText('Saving…');
    await expect.poll(() => creates.length).toBe(1);

    // A second click lands on the cover, Enter and typing are held.
    await form.getByRole('button', { name: 'Save' }).click({ force: true });
    await title.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type(' more');
    await expect(title).toHaveValue(`Locked save ${run}`);

    answer();
    await expect(page.getByText(BUSY)).toBeVisible();
    await expect(lock).toBeHidden();
    expect(creates).toHaveLength(1);

    // Free again: the form takes typing and saves once the server answers.
    await page.unroute('**/api/tasks');
    await title.press('End');
    await page.keyboard.type(' again');
    await expect(title).toHaveValue(`Locked save ${run} again`);
    await title.press('Enter');
    await expect(form).toBeHidden();
    await expect(
      page.getByRole('dialog', { name: 'Tasks' }).getByRole('listitem', { name: `Locked save ${run} again` }),
    ).toBeVisible();
  });

  test('a number input clamps to its limits and keeps its decimals when left', async ({ page }) => {
    await signInToApp(page, people.member);
    await page.getByRole('button', { name: 'Units' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unit conversion' });
    const value = dialog.getByRole('spinbutton', { name: 'Value', exact: true });

    // Four fraction digits by default, rounded half up as written.
    await value.fill('2.123456');
    await value.press('Tab');
    await expect(value).toHaveValue('2.1235');
    await value.fill('1.00005');
    await value.press('Tab');
    await expect(value).toHaveValue('1.0001');

    // Never below its minimum of 0; a lone minus is 0; letters are not taken; Enter sends nothing.
    await value.fill('-5');
    await value.press('Tab');
    await expect(value).toHaveValue('0');
    await value.fill('-');
    await value.press('Tab');
    await expect(value).toHaveValue('0');
    await value.fill('');
    await value.pressSequentially('4x2');
    await expect(value).toHaveValue('42');
    await value.press('Enter');
    await expect(dialog).toBeVisible();
  });

  test('a whole number with a maximum is clamped and rounded to whole', async ({ page }) => {
    await signInAs(page, people.admin);
    await page.goto('/market/analytics');
    await page.getByRole('combobox', { name: 'Time range' }).selectOption({ label: 'Last months' });
    const months = page.getByRole('spinbutton', { name: 'Number of months' });
    await months.fill('40');
    await months.press('Tab');
    await expect(months).toHaveValue('24');
    await expect(page).toHaveURL(/last=24/);
    await months.fill('2.6');
    await months.press('Tab');
    await expect(months).toHaveValue('3');
    await months.fill('0');
    await months.press('Tab');
    await expect(months).toHaveValue('1');
  });

  test('a month is picked from the year, never typed, and the range is held to its order', async ({
    page,
  }) => {
    await signInAs(page, people.admin);
    await page.goto('/market/financials/summary');
    const from = page.getByRole('textbox', { name: 'From month' });
    const to = page.getByRole('textbox', { name: 'To month' });
    const now = new Date();
    const monthName = (d: Date) => d.toLocaleString('en-US', { month: 'short' });
    await expect(to).toHaveValue(`${monthName(now)} ${now.getFullYear()}`);

    // Typing is off.
    await expect(from).not.toBeEditable();

    // The box opens on the year of its month (the summary starts 11 months back); January is one click.
    const start = new Date(now.getFullYear(), now.getMonth() - 11, 1).getFullYear();
    await from.click();
    await expect(calendar(page)).toBeVisible();
    await page.getByRole('button', { name: /January/ }).click();
    await expect(calendar(page)).toBeHidden();
    await expect(from).toHaveValue(`Jan ${start}`);

    // A start after the end is refused by name; the keyboard opens the months too.
    await from.press('Enter');
    await expect(calendar(page)).toBeVisible();
    for (let year = start; year <= now.getFullYear(); year++)
      await page.getByRole('button', { name: 'Switch to next year' }).click();
    await page.getByRole('button', { name: /January/ }).click();
    await expect(from).toHaveValue(`Jan ${now.getFullYear() + 1}`);
    await expect(page.getByText('The start month must be on or before the end month')).toBeVisible();
  });
});
