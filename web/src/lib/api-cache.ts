import type { Cache, State } from 'swr';
import { getSession, subscribeSession, useSession } from './auth';

/**
 * The SWR cache of API answers, one per signed-in user: when the session ends or another person
 * signs in (here or in another tab), the previous person's answers are dropped, so nothing of
 * theirs can paint on the next person's screen, not even for a frame. Every key also carries
 * the user's id (lib/api.ts `apiKey`), so an answer still in flight at the switch lands under a
 * key nobody reads. Given to SWR as its cache `provider` (app/App.tsx).
 */
let owner = ownerOf();
/** Counts the switches: a person signing out and in again is a new owner of the cache. */
let generation = 0;
let store = new Map<string, State>();

function ownerOf(): string | null {
  return getSession()?.user.sub ?? null;
}

subscribeSession(() => {
  const next = ownerOf();
  if (next === owner) return;
  owner = next;
  generation += 1;
  store = new Map();
});

/**
 * Whose answers the SWR keys name: the signed-in user and which of their sessions this is. A new
 * sign-in, even of the same person, never shares a key with the last session, so SWR cannot hand
 * it a request it deduplicated from before the sign-out (within its two seconds), whose answer
 * went to the dropped cache and left the new screen loading for good.
 */
export function useCacheOwner(): string {
  useSession();
  return `${owner ?? ''}#${generation}`;
}

export const apiCache: Cache = {
  keys: () => store.keys(),
  get: (key) => store.get(key),
  set: (key, value) => void store.set(key, value),
  delete: (key) => void store.delete(key),
};
