import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Ticks (or clears) a checkbox as a person does: by clicking its visible box, not the hidden input
 * behind it, and then waits until the box shows the new state. A click on the hidden input read
 * the state back before the form had re-rendered, and sometimes found it unchanged.
 */
export async function setChecked(box: Locator, checked = true): Promise<void> {
  if ((await box.isChecked()) === checked) return;
  await box.locator('xpath=..').locator('[data-part="control"]').first().click();
  if (checked) await expect(box).toBeChecked();
  else await expect(box).not.toBeChecked();
}

const two = (n: number) => String(n).padStart(2, '0');

/** A day as the date pickers show it: mm/dd/yy. */
export const shownDay = (d: Date) =>
  `${two(d.getMonth() + 1)}/${two(d.getDate())}/${two(d.getFullYear() % 100)}`;

/** The months as the calendar's heading names them. */
const MONTHS = Array.from({ length: 12 }, (_, m) =>
  new Date(2000, m, 1).toLocaleDateString('en-US', { month: 'long' }),
);

/** A day as a calendar cell names it ("December 15, 2026"). */
export const spokenDay = (d: Date) =>
  `${d.toLocaleDateString('en-US', { month: 'long' })} ${d.getDate()}, ${d.getFullYear()}`;

/**
 * Picks a moment in a date-and-time field as a person does: the day box opens the calendar, the
 * month's arrows are clicked until its month shows, the day is clicked (again, when it is the one
 * already picked), then the hour and the minute are chosen from the selects beside it (the
 * machine's zone is the browser's). `scope` holds the field (a form, a dialog, the page); `label`
 * is the field's label.
 */
export async function pickMoment(scope: Page | Locator, label: string, at: Date): Promise<void> {
  const page = 'mouse' in scope ? scope : scope.page();
  const day = scope.getByRole('textbox', { name: label, exact: true });
  await day.click();
  const calendar = page.locator('[data-scope="date-picker"][data-part="content"][data-state="open"]');
  await expect(calendar).toBeVisible();
  const cell = calendar
    .getByRole('button', { name: new RegExp(`^(Choose|Selected date\\.) \\w+, ${spokenDay(at)}$`) })
    .and(calendar.locator(':not([data-outside-range])'));
  // The month the calendar shows ("December 2026"), counted in months, against the one wanted.
  const month = calendar.locator('[data-part="range-text"]').first();
  const wanted = at.getFullYear() * 12 + at.getMonth();
  for (let i = 0; i < 36; i++) {
    const text = ((await month.textContent()) ?? '').trim();
    const [name = '', year = ''] = text.split(' ');
    const shown = Number(year) * 12 + MONTHS.indexOf(name);
    if (shown === wanted) break;
    const arrow = shown < wanted ? 'Switch to next month' : 'Switch to previous month';
    await calendar.getByRole('button', { name: arrow }).click();
    await expect(month).not.toHaveText(text);
  }
  await cell.click();
  await expect(calendar).toBeHidden();
  await expect(day).toHaveValue(shownDay(at));
  const hour = scope.getByRole('combobox', { name: `${label}, hour`, exact: true });
  const minute = scope.getByRole('combobox', { name: `${label}, minute`, exact: true });
  await hour.selectOption(two(at.getHours()));
  await minute.selectOption(two(at.getMinutes()));
  await expect(hour).toHaveValue(two(at.getHours()));
  await expect(minute).toHaveValue(two(at.getMinutes()));
}

/** A moment `ms` from now, to the minute. */
export const momentAhead = (ms: number) => new Date(Date.now() + ms);
