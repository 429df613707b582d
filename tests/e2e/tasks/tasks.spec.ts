import { expect, test, type Page } from '@playwright/test';
import { signInToApp } from '../identity/support.js';
import { people } from '../support/people.js';

/** A run-unique suffix, so the spec can run against a cloud that already has tasks. */
const run = Date.now().toString(36).slice(-5).toUpperCase();
const title = (name: string) => `${name} ${run}`;

const panel = (page: Page) => page.getByRole('dialog', { name: 'Tasks' });
const list = (page: Page) => panel(page).getByRole('list', { name: 'Tasks' });

async function openTasks(page: Page) {
  await page.getByRole('button', { name: 'Tasks', exact: true }).click();
  await expect(panel(page)).toBeVisible();
}

/** This run's tasks, as the panel shows them, top first. */
async function shownOrder(page: Page): Promise<string[]> {
  const labels = await list(page)
    .getByRole('listitem')
    .evaluateAll((items) => items.map((i) => i.getAttribute('aria-label') ?? ''));
  return labels.filter((l) => l.endsWith(run));
}

/** The answer to the next move of a task (its new rank), as the panel saves it. */
const rankSaved = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === 'POST' && /\/rank$/.test(new URL(r.url()).pathname));

/**
 * Ticks or unticks a task's box as a person does: on the visible box, once the panel has stopped
 * moving (a forced click on the hidden input could land while the drawer still slides in).
 */
async function clickBox(page: Page, name: string) {
  await list(page)
    .getByRole('listitem', { name: title(name) })
    .locator('[data-part="control"]')
    .click();
}

async function addTask(page: Page, name: string) {
  await panel(page).getByRole('button', { name: 'Add task' }).click();
  const form = page.getByRole('dialog', { name: 'Add task' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title(name));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(list(page).getByRole('listitem', { name: title(name) })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test.describe('tasks', () => {
  test('adds tasks, reorders them by keyboard and by mouse, keeps the order, completes, shows and reopens', async ({
    page,
  }) => {
    await signInToApp(page, people.member);
    await openTasks(page);

    // A title is required: the form says so and keeps focus on it.
    await panel(page).getByRole('button', { name: 'Add task' }).click();
    const form = page.getByRole('dialog', { name: 'Add task' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please fix the highlighted fields.')).toBeVisible();
    await expect(form.getByText('Title is required')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Title' })).toBeFocused();
    await form.getByRole('button', { name: 'Cancel' }).click();

    for (const name of ['Task A', 'Task B', 'Task C']) await addTask(page, name);
    await expect(page.getByText('Task saved').first()).toBeVisible();
    // New tasks go to the top.
    await expect.poll(() => shownOrder(page)).toEqual([title('Task C'), title('Task B'), title('Task A')]);

    // Keyboard: Space lifts, arrows move, Space drops. Task A goes to the top. Each key waits for
    // what a screen reader says of the one before, as the list takes a moment to measure its rows.
    const handleA = list(page).getByRole('button', { name: `Move ${title('Task A')}` });
    const heard = (said: string) => expect(page.getByText(new RegExp(`^${said} of \\d+\\.$`))).toBeAttached();
    await handleA.focus();
    await page.keyboard.press('Space');
    // Lifted, it is over its own place first.
    await heard(`${title('Task A')} moved to position 3`);
    await page.keyboard.press('ArrowUp');
    await heard(`${title('Task A')} moved to position 2`);
    await page.keyboard.press('ArrowUp');
    await heard(`${title('Task A')} moved to position 1`);
    const droppedA = rankSaved(page);
    await page.keyboard.press('Space');
    await expect.poll(() => shownOrder(page)).toEqual([title('Task A'), title('Task C'), title('Task B')]);
    expect((await droppedA).ok()).toBe(true);

    // Mouse: Task B dragged above Task C, in small steps as a hand would.
    const handleB = list(page).getByRole('button', { name: `Move ${title('Task B')}` });
    const rowC = list(page).getByRole('listitem', { name: title('Task C') });
    const from = (await handleB.boundingBox())!;
    const to = (await rowC.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 15 });
    await page.mouse.move(from.x + from.width / 2, to.y + 2, { steps: 5 });
    const saved = rankSaved(page);
    await page.mouse.up();
    await expect.poll(() => shownOrder(page)).toEqual([title('Task A'), title('Task B'), title('Task C')]);

    // The order was saved: a reload shows it again.
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await openTasks(page);
    await expect.poll(() => shownOrder(page)).toEqual([title('Task A'), title('Task B'), title('Task C')]);

    // Completing hides it; "Show completed" shows it, checked; reopening unchecks it.
    await expect(list(page).getByRole('checkbox', { name: `Complete ${title('Task B')}` })).not.toBeChecked();
    await clickBox(page, 'Task B');
    await expect.poll(() => shownOrder(page)).toEqual([title('Task A'), title('Task C')]);
    await panel(page).getByRole('button', { name: 'Sort and filter tasks' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Show completed' }).click();
    // Choosing closes the menu; the panel stays.
    await expect(page.getByRole('menu')).toBeHidden();
    const reopen = list(page).getByRole('checkbox', { name: `Reopen ${title('Task B')}` });
    await expect(reopen).toBeChecked();
    await expect.poll(() => shownOrder(page)).toEqual([title('Task A'), title('Task B'), title('Task C')]);
    await clickBox(page, 'Task B');
    await expect(list(page).getByRole('checkbox', { name: `Complete ${title('Task B')}` })).not.toBeChecked();
  });

  test('opens a task from a link, edits it and deletes it after confirming', async ({ page }) => {
    await signInToApp(page, people.member);
    await openTasks(page);
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/tasks') && r.request().method() === 'POST',
    );
    await addTask(page, 'Linked task');
    const { id } = (await (await created).json()) as { id: string };

    // The task-due notification's link opens the panel on the task, on any page.
    await page.goto(`/my-company/dashboard?task=${id}`);
    const detail = page.getByRole('dialog', { name: title('Linked task') });
    await expect(detail).toBeVisible();
    await detail.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('dialog', { name: 'Edit task' });
    await form
      .getByRole('textbox', { name: 'Description' })
      .fill('Bring the moisture readings.\nAnd the bale weights.');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Task saved').first()).toBeVisible();
    await expect(detail.getByText('Bring the moisture readings.')).toBeVisible();

    await detail.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this task?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Task deleted')).toBeVisible();
    await expect(detail).toBeHidden();
    await expect(list(page).getByRole('listitem', { name: title('Linked task') })).toHaveCount(0);
  });
});
