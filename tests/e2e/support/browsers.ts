import { expect, type Browser } from '@playwright/test';
import { submitSignIn } from './people.js';
import { subscriptions } from './realtime.js';

/** A browser of one's own (its own cookies and storage), its page, and the channels that page's socket is subscribed to. */
export async function pageIn(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { context, page, channels: subscriptions(page) };
}

/** A person signed in in a browser of their own, as two companies side by side are. */
export async function personIn(browser: Browser, who: { email: string; password: string }) {
  const { context, page, channels } = await pageIn(browser);
  await page.goto('/login');
  await submitSignIn(page, who.email, who.password);
  // A loaded machine may take a while over the first sign-in's reads.
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible({ timeout: 60_000 });
  return { page, channels, close: () => context.close() };
}
