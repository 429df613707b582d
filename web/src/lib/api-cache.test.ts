import { afterEach, describe, expect, it, vi } from 'vitest';

const jwt = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;

/** A Storage over a Map, for the node test environment. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the cache of API answers', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("drops the signed-in person's answers when they sign out", async () => {
    const tokens = {
      idToken: jwt({ sub: 'person-a' }),
      accessToken: 'a',
      refreshToken: 'r',
      expiresAt: Date.now() + 3_600_000,
    };
    vi.stubGlobal('localStorage', memoryStorage({ 'polyloop.tokens': JSON.stringify(tokens) }));
    vi.stubGlobal('sessionStorage', memoryStorage());
    const { apiCache } = await import('./api-cache');
    const { endSession, getSession } = await import('./auth');
    expect(getSession()?.user.sub).toBe('person-a');

    apiCache.set('listCompanies', { data: { data: ['Confidential Buyer'], totalCount: 1 } });
    expect(apiCache.get('listCompanies')).toBeDefined();

    endSession();
    expect(apiCache.get('listCompanies')).toBeUndefined();
    expect([...apiCache.keys()]).toEqual([]);
  });
});
