import type { Cache, State } from 'swr';
import { getSession, subscribeSession } from './auth';

/**
 * The SWR cache of API answers, one per signed-in user: when the session ends or another person
 * signs in (here or in another tab), the previous person's answers are dropped, so nothing of
 * theirs can paint on the next person's screen, not even for a frame. Every key also carries
 * the user's id (lib/api.ts `apiKey`), so an answer still in flight at the switch lands under a
 * key nobody reads. Given to SWR as its cache `provider` (app/App.tsx).
 */
let owner = ownerOf();
let store = new Map<string, State>();

function ownerOf(): string | null {
  return getSession()?.user.sub ?? null;
}

subscribeSession(() => {
  const next = ownerOf();
  if (next === owner) return;
  owner = next;
  store = new Map();
});

export const apiCache: Cache = {
  keys: () => store.keys(),
  get: (key) => store.get(key),
  set: (key, value) => void store.set(key, value),
  delete: (key) => void store.delete(key),
};
