import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from '../../support/auth.js';
import { e2eCloud } from '../support/cloud.js';

/** Calls the API as a person, with the id token the web app would send. */
export async function apiOf(request: APIRequestContext, who: { email: string; password: string }) {
  const { idToken } = await signIn(e2eCloud().config, who.email, who.password);
  const headers = { Authorization: `Bearer ${idToken}` };
  const json = async <T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
    expect(res.ok(), `${res.url()} answered ${res.status()}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  return {
    get: async <T>(path: string) => json<T>(await request.get(path, { headers })),
    post: async <T>(path: string, data: unknown = {}) => json<T>(await request.post(path, { headers, data })),
    put: async <T>(path: string, data: unknown = {}) => json<T>(await request.put(path, { headers, data })),
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
export async function ensureLinked(request: APIRequestContext, a: { email: string; password: string; company: string }, b: { email: string; password: string; company: string }) {
  const [asA, asB] = await Promise.all([apiOf(request, a), apiOf(request, b)]);
  const find = async (api: typeof asA, name: string) => {
    const rows = await api.get<DirectoryRow[]>(`/api/network/public-companies?view=global&size=100&q=${encodeURIComponent(name)}`);
    const row = rows.find((r) => r.name === name && !r.own);
    if (!row) throw new Error(`${name} is not in the directory`);
    return row;
  };
  const [bSeenByA, aSeenByB] = await Promise.all([find(asA, b.company), find(asB, a.company)]);
  const status = bSeenByA.link?.status;
  if (status === 'LINKED') return;
  if (status === 'PENDING_FROM') return void (await asA.put(`/api/network/public-companies/${bSeenByA.id}/link/accept`));
  if (status !== 'PENDING_TO') await asA.post(`/api/network/public-companies/${bSeenByA.id}/link`, { message: 'Let us trade.' });
  await asB.put(`/api/network/public-companies/${aSeenByB.id}/link/accept`);
}

/**
 * The real-time channels a page's socket was told it is subscribed to. Start it before the page
 * signs in (its socket opens then); `await expect.poll(() => channels.has(c)).toBe(true)` waits.
 */
export function subscriptions(page: Page): Set<string> {
  const channels = new Set<string>();
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      try {
        const message = JSON.parse(String(payload)) as { type?: string; channel?: string };
        if (message.type === 'subscribed' && message.channel) channels.add(message.channel);
      } catch {
        // Not a JSON frame: not a subscription.
      }
    });
  });
  return channels;
}
