import { expect, type Browser, type Page } from '@playwright/test';
import { submitSignIn } from '../support/people.js';
import { subscriptions } from '../support/realtime.js';

/** One person in a browser context of their own, their page's socket subscriptions recorded from the start. */
export async function personIn(
  browser: Browser,
  who: { email: string; password: string },
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  const channels = subscriptions(page);
  // A company's people land on its dashboard; on a busy machine its lazy layout takes a while.
  await page.goto('/login');
  await submitSignIn(page, who.email, who.password);
  await expect(page).toHaveURL(/\/(my-company\/)?dashboard$/, { timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible({ timeout: 60_000 });
  return { page, channels, close: () => context.close() };
}
export type Person = Awaited<ReturnType<typeof personIn>>;

/** The value beside a label of a record's facts. */
export const fact = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** Opens the auction and waits until the page listens on its channel. */
export async function openAuction(person: Person, auctionId: string) {
  await person.page.goto(`/network/auctions/${auctionId}`);
  await expect(person.page).toHaveURL(new RegExp(`/network/auctions/${auctionId}/details$`), {
    timeout: 60_000,
  });
  await expect.poll(() => person.channels.has(`network.${auctionId}`)).toBe(true);
}

/** Places a bid through the auction's form: the price (and a hidden maximum) as typed. */
export async function placeBid(page: Page, values: { price?: string; maximum?: string } = {}) {
  const form = page.getByRole('form', { name: 'Place a bid' });
  if (values.price) await form.getByRole('spinbutton', { name: /^Your bid/ }).fill(values.price);
  if (values.maximum)
    await form.getByRole('spinbutton', { name: /^Maximum, hidden proxy/ }).fill(values.maximum);
  await form.getByRole('textbox', { name: 'Contact phone' }).fill('3125550142');
  await expect(form.getByRole('combobox', { name: 'Destination' })).not.toHaveValue('');
  await form.getByRole('button', { name: 'Place bid' }).click();
}
