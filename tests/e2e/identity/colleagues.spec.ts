import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { people, signInAs } from '../support/people.js';

/**
 * A member who administers nothing (Marcus, Great Lakes Polymers) finds the team and the company's
 * public profile. The seed gives Great Lakes Polymers Dana Kowalski (its administrator) and Marcus
 * Reed, neither with a job set, and a public profile that is enabled.
 */
const member = people.member;
const COMPANY = member.company;
const ADMIN_NAME = 'Dana Kowalski';
const ADMIN_EMAIL = people.admin.email;
const MEMBER_NAME = 'Marcus Reed';

const colleagues = (page: Page) => page.getByRole('table', { name: 'Colleagues' });
const rowOf = (page: Page, name: string) => colleagues(page).getByRole('row').filter({ hasText: name });
const count = (page: Page) => page.getByRole('status').filter({ hasText: /colleague/ });

test('a member opens Team from the user menu, reads who their colleagues are, and searches and narrows them', async ({
  page,
}) => {
  await signInAs(page, member);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/my-company\/team$/);
  await expect(page.getByRole('heading', { name: COMPANY, level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'My company sections' }).getByRole('link', { name: 'Team' }),
  ).toHaveAttribute('aria-current', 'page');

  // Everyone, with how to reach them and who administers the company; the member is marked.
  await expect(count(page)).toHaveText(/^\d+ colleagues at your company$/);
  const admin = rowOf(page, ADMIN_NAME);
  await expect(admin.getByRole('link', { name: ADMIN_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${ADMIN_EMAIL}`,
  );
  await expect(admin.getByText('Administrator', { exact: true })).toBeVisible();
  const me = rowOf(page, MEMBER_NAME);
  await expect(me.getByText('You', { exact: true })).toBeVisible();
  await expect(me.getByText('Member', { exact: true })).toBeVisible();
  // What only administration reads is not there, nor any way to change people.
  const headers = colleagues(page).getByRole('columnheader');
  await expect(headers.filter({ hasText: 'Name' })).toHaveCount(1);
  for (const adminOnly of ['Authorities', 'Invited', 'Last sign-in'])
    await expect(headers.filter({ hasText: adminOnly })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Invite user' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Actions for ${ADMIN_NAME}` })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Words narrow the list and the count together, and stay in the address.
  await page.getByRole('searchbox', { name: 'Search colleagues' }).fill('dana');
  await expect(page).toHaveURL(/[?&]q=dana/);
  await expect(count(page)).toHaveText('1 colleague matches these filters');
  await expect(colleagues(page).getByRole('row')).toHaveCount(2); // the header and Dana
  await expect(rowOf(page, ADMIN_NAME)).toBeVisible();

  // Neither of them has a job set, so a job finds nobody: the page says so.
  await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Sales' });
  await expect(page).toHaveURL(/[?&]role=SALES/);
  await expect(count(page)).toHaveText('No colleague matches these filters');
  await expect(page.getByText('No colleagues match these filters.')).toBeVisible();

  // Back to everyone after a reload with the filters cleared.
  await page.goto('/my-company/team');
  await expect(rowOf(page, MEMBER_NAME)).toBeVisible();
});

test('a member sees on the directory that the company’s public profile is enabled, and opens it', async ({
  page,
}) => {
  await signInAs(page, member);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Network' })
    .click();
  await expect(page.getByRole('heading', { name: 'Directory', level: 1 })).toBeVisible();
  const profile = page.getByRole('group', { name: 'Your public profile' });
  await expect(profile.getByText('Public profile enabled')).toBeVisible();
  await profile.getByRole('link', { name: COMPANY }).click();
  await expect(page).toHaveURL(/\/network\/companies\/[^/]+\/profile$/);
  await expect(page.getByRole('heading', { name: COMPANY, level: 1 })).toBeVisible();
  // Only an administrator edits it.
  await expect(page.getByRole('link', { name: 'Edit public profile' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the team shows each colleague as a card, whole, with the filters behind “Filters”', async ({
    page,
  }) => {
    await signInAs(page, member, /\/my-company\/dashboard$/, { navigationVisible: false });
    await page.goto('/my-company/team');
    const cards = page.getByRole('list', { name: 'Colleagues' }).getByRole('listitem');
    const admin = cards.filter({ hasText: ADMIN_NAME });
    await expect(admin.getByText('Administrator', { exact: true })).toBeVisible();
    await expect(admin.getByRole('link', { name: ADMIN_EMAIL })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);

    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('searchbox', { name: 'Search colleagues' }).fill('marcus');
    await expect(page).toHaveURL(/[?&]q=marcus/);
    await sheet.getByRole('button', { name: /^Show / }).click();
    await expect(sheet).toBeHidden();
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByText(MEMBER_NAME)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
