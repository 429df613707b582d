import { expect, test, type Page } from '@playwright/test';
import { signInToApp } from '../identity/support.js';
import { people } from '../support/people.js';
import { ownChannel, subscribed } from '../support/realtime.js';
import { setChecked } from '../support/controls.js';

/** A run-unique subject, so the spec can run against a cloud that already has drafts. */
const run = Date.now().toString(36).slice(-5).toUpperCase();
const subject = `HDPE regrind for sale ${run}`;

const panel = (page: Page) => page.getByRole('dialog', { name: /Drafts/ });

async function openDrafts(page: Page) {
  await page.getByRole('button', { name: /^Drafts/ }).click();
  await expect(panel(page)).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test.describe('drafts and the e-mail assistant', () => {
  test('a test e-mail from the outbox page shows as a draft live, opens prefilled and becomes a have', async ({
    page,
    context,
  }) => {
    const listening = subscribed(page, await ownChannel(people.member));
    await signInToApp(page, people.member);
    await listening;
    await openDrafts(page);
    const address =
      (await panel(page).getByLabel('Assistant address', { exact: true }).textContent())?.trim() ?? '';
    expect(address).toMatch(/^glp\.[0-9a-f]{30}@assistant\.polyloop\.local$/);
    // Only administrators may give the company a new address.
    await expect(panel(page).getByRole('button', { name: 'Rotate address' })).toHaveCount(0);
    await expect(
      panel(page).getByText('Sandbox: e-mails are read by fixed rules of the local cloud, not by a model.'),
    ).toBeVisible();

    // The local cloud's outbox page sends the e-mail down the path a forwarded one takes.
    const outbox = await context.newPage();
    await outbox.goto('/_local/outbox');
    const form = outbox.getByRole('region', { name: 'Send a test e-mail to the assistant' });
    await form.getByRole('textbox', { name: 'To', exact: true }).fill(address);
    await form.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
    await form.getByRole('button', { name: 'Send test e-mail' }).click();
    await expect(outbox.getByRole('status')).toHaveText(
      'Sent. The assistant made a draft of it: open the drafts panel in the app.',
    );
    await outbox.close();

    // The open panel shows it without a reload.
    const row = panel(page).getByRole('listitem').filter({ hasText: subject });
    await expect(row).toBeVisible();
    await expect(row.getByText('Have', { exact: true })).toBeVisible();
    await row.getByRole('link', { name: subject }).click();

    await expect(page).toHaveURL(/\/haves\/draft\/[^/]+$/);
    await expect(page.getByRole('heading', { name: 'Draft have' })).toBeVisible();
    await expect(page.getByText(`From the e-mail “${subject}”`, { exact: false })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Material type' })).toHaveValue('PE');
    await expect(page.getByRole('spinbutton', { name: 'Remaining weight' })).toHaveValue('40000');
    await expect(page.getByRole('spinbutton', { name: 'Price ($)' })).toHaveValue('0.32');
    await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue(/Location: Houston, TX/);

    const company = page.getByRole('combobox', { name: 'Company' });
    const mine = company.locator('option', { hasText: '(my company)' });
    await expect(mine).toHaveCount(1);
    await company.selectOption({ label: (await mine.textContent())! });
    await page.getByRole('button', { name: 'Create have' }).click();
    await expect(page).toHaveURL(/\/haves\/[^/]+\/details$/);

    // Saved as a have, the draft is gone.
    await openDrafts(page);
    await expect(panel(page).getByRole('listitem').filter({ hasText: subject })).toHaveCount(0);
  });

  test('an administrator rotates the assistant address once confirmed, and the panel shows the new one', async ({
    page,
  }) => {
    await signInToApp(page, people.admin);
    await openDrafts(page);
    const shown = panel(page).getByLabel('Assistant address', { exact: true });
    const before = (await shown.textContent())?.trim() ?? '';
    expect(before).toMatch(/^glp\.[0-9a-f]{30}@assistant\.polyloop\.local$/);
    await panel(page).getByRole('button', { name: 'Rotate address' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Give the assistant a new address?' });
    await expect(
      confirm.getByText('E-mails sent to the current address will no longer become drafts.', {
        exact: false,
      }),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(shown).toHaveText(before);
    await panel(page).getByRole('button', { name: 'Rotate address' }).click();
    await confirm.getByRole('button', { name: 'Rotate address' }).click();
    await expect(page.getByText('The assistant has a new address')).toBeVisible();
    await expect(shown).not.toHaveText(before);
    await expect(shown).toHaveText(/^glp\.[0-9a-f]{30}@assistant\.polyloop\.local$/);
  });

  test('select all toggles every draft shown, and the confirmed bulk delete says how it went', async ({
    page,
  }) => {
    await signInToApp(page, people.member);
    await openDrafts(page);
    const rows = panel(page).getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    const shown = await rows.count();
    const selectAll = panel(page).getByRole('checkbox', { name: 'Select all' });
    await setChecked(selectAll);
    await expect(panel(page).getByRole('button', { name: `Delete (${shown})` })).toBeEnabled();
    await setChecked(selectAll, false);
    await expect(panel(page).getByRole('button', { name: 'Delete', exact: true })).toBeDisabled();

    await panel(page)
      .getByRole('tab', { name: /^Needs/ })
      .click();
    await expect(rows.filter({ hasText: 'Have' })).toHaveCount(0);
    await panel(page).getByRole('tab', { name: /^All/ }).click();

    await setChecked(selectAll);
    await panel(page)
      .getByRole('button', { name: `Delete (${shown})` })
      .click();
    const confirm = page.getByRole('alertdialog', {
      name: shown === 1 ? 'Delete this draft?' : `Delete ${shown} drafts?`,
    });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByText(shown === 1 ? 'Draft deleted successfully' : 'Drafts deleted successfully!'),
    ).toBeVisible();
    await expect(panel(page).getByText('No drafts yet')).toBeVisible();
    await panel(page).getByRole('button', { name: 'Close drafts' }).click();
    // The badge is gone with them.
    await expect(page.getByRole('button', { name: 'Drafts', exact: true })).toBeVisible();
  });
});
