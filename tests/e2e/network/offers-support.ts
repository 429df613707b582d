import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiAs, signInToApp } from '../identity/support.js';
import { pageIn } from '../support/browsers.js';
import { people } from '../support/people.js';

/** Calls the API as a person, as the web app does, and reads each answer as JSON (a refusal fails the test). */
export async function apiOf(request: APIRequestContext, who: { email: string; password: string }) {
  const api = await apiAs(request, who);
  const json = async <T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
    expect(res.ok(), `${res.url()} answered ${res.status()}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  return {
    get: async <T>(path: string) => json<T>(await api.get(path)),
    post: async <T>(path: string, data: unknown = {}) => json<T>(await api.post(path, data)),
    put: async <T>(path: string, data: unknown = {}) => json<T>(await api.put(path, data)),
  };
}

interface DirectoryRow {
  id: string;
  name: string;
  own: boolean;
  link: { status: string } | null;
}

/**
 * Links two companies as their administrators would (one asks, the other accepts), unless they
 * already are: the demo network may or may not have linked them.
 */
export async function ensureLinked(
  request: APIRequestContext,
  a: { email: string; password: string; company: string },
  b: { email: string; password: string; company: string },
) {
  const [asA, asB] = await Promise.all([apiOf(request, a), apiOf(request, b)]);
  const find = async (api: typeof asA, name: string) => {
    const rows = await api.get<DirectoryRow[]>(
      `/api/network/public-companies?view=global&size=100&q=${encodeURIComponent(name)}`,
    );
    const row = rows.find((r) => r.name === name && !r.own);
    if (!row) throw new Error(`${name} is not in the directory`);
    return row;
  };
  const [bSeenByA, aSeenByB] = await Promise.all([find(asA, b.company), find(asB, a.company)]);
  const status = bSeenByA.link?.status;
  if (status === 'LINKED') return;
  if (status === 'PENDING_FROM')
    return void (await asA.put(`/api/network/public-companies/${bSeenByA.id}/link/accept`));
  if (status !== 'PENDING_TO')
    await asA.post(`/api/network/public-companies/${bSeenByA.id}/link`, { message: 'Let us trade.' });
  await asB.put(`/api/network/public-companies/${aSeenByB.id}/link/accept`);
}

/**
 * Great Lakes Polymers selling to Lone Star Resins, linked, each in a browser of its own: `a` the
 * seller's page, its member signed in; `b` the buyer's, not signed in yet. Both browsers close
 * after `steps`, however they end.
 */
export async function sellerAndBuyer(
  browser: Browser,
  request: APIRequestContext,
  steps: (a: Page, b: Page, channels: { seller: Set<string>; buyer: Set<string> }) => Promise<void>,
) {
  await ensureLinked(request, people.admin, people.otherAdmin);
  const seller = await pageIn(browser);
  const buyer = await pageIn(browser);
  try {
    await signInToApp(seller.page, people.member);
    await steps(seller.page, buyer.page, { seller: seller.channels, buyer: buyer.channels });
  } finally {
    await seller.context.close();
    await buyer.context.close();
  }
}

/**
 * From the open New Offer page: 10,000 lbs at $0.45 picked up, to Lone Star Resins; `contact`
 * does the contact step; then sends it. Answers the offer's page path.
 */
export async function sendOfferToLoneStar(a: Page, contact: () => Promise<void>): Promise<string> {
  await a.getByRole('button', { name: 'Next' }).click();
  await a.getByRole('spinbutton', { name: 'Weight' }).fill('10000');
  await a.getByRole('spinbutton', { name: 'Price ($)' }).fill('0.45');
  await a.getByRole('combobox', { name: 'Shipping terms' }).selectOption({ label: 'FOB origin (picked up)' });
  await a.getByRole('button', { name: 'Next' }).click();
  await a
    .getByRole('list', { name: 'Linked companies' })
    .getByText('Lone Star Resins', { exact: true })
    .click();
  await a.getByRole('button', { name: 'Next' }).click();
  await contact();
  await a.getByRole('button', { name: 'Next' }).click();
  await a.getByRole('button', { name: 'Next' }).click();
  await a.getByRole('button', { name: 'Send offer' }).click();
  await expect(a).toHaveURL(/\/network\/offers\/\w{4}-\w{4}-\w{4}-\w{4}\/details$/);
  return new URL(a.url()).pathname;
}
