import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { people, signInAs } from '../support/people.js';
import { expectAnchoredUnder } from '../support/placement.js';

/** Opens Great Lakes Polymers' seeded pending shipment (its blind load of supersacks). */
async function openPendingShipment(page: Page) {
  await signInAs(page, people.member);
  await page.goto('/shipments');
  await page
    .getByRole('table', { name: 'Shipments' })
    .getByRole('row')
    .filter({ hasText: 'Pending' })
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/shipments\/[^/]+\/details$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^GLP-S\d+$/);
  return heading;
}

/** How many lines a heading's text is laid out on. */
const linesOf = (heading: Locator) =>
  heading.evaluate((h) => {
    const range = document.createRange();
    range.selectNodeContents(h);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });

test.describe('a record page’s header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a pending shipment shows two main actions and the rest, delete included, in “More”; its identifier stays on one line', async ({
    page,
  }) => {
    const heading = await openPendingShipment(page);
    const identifier = (await heading.textContent()) ?? '';
    await expect.poll(() => linesOf(heading)).toBe(1);

    // The next step and Edit are at hand; nothing red sits beside them.
    await expect(page.getByRole('button', { name: 'Mark approved' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
    for (const moved of ['Reject', 'Get freight quotes', 'Delete shipment'])
      await expect(page.getByRole('button', { name: moved })).toHaveCount(0);

    const more = page.getByRole('button', { name: 'More actions' });
    await more.click();
    const menu = page.getByRole('menu');
    await expectAnchoredUnder(page, more, menu);
    await expect(menu.getByRole('menuitem', { name: 'Reject' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Get freight quotes' })).toBeVisible();
    // Delete comes last, after a separator.
    await expect(menu.getByRole('menuitem').last()).toHaveText('Delete shipment');
    expect(await seriousViolations(page)).toEqual([]);

    // Deleting still asks first (the seeded shipment stays: the question is declined).
    await menu.getByRole('menuitem', { name: 'Delete shipment' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete shipment ${identifier}?` });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(heading).toHaveText(identifier);
  });

  test('an order shows two main actions, and “More” opens from the keyboard with delete last', async ({
    page,
  }) => {
    await openPendingShipment(page);
    await page.getByRole('link', { name: /^GLP-O\d+$/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^GLP-O\d+$/);
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete order' })).toHaveCount(0);

    const more = page.getByRole('button', { name: 'More actions' });
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem').last()).toHaveText('Delete order');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();
  });
});
