import { expect, type APIRequestContext } from '@playwright/test';
import { apiAs } from '../identity/support.js';

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
