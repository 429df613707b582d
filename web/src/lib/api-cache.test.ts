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
    // The session cookie answers person A's tokens, as the token endpoint does on page load.
    const answers: Record<string, unknown> = {
      '/config.json': {
        apiUrl: '/api',
        wsUrl: 'ws://localhost/ws',
        region: 'us-east-1',
        userPoolId: 'local_pool',
        clientId: 'client',
        cognitoEndpoint: '/_cognito',
        authFlow: 'USER_PASSWORD_AUTH',
        map: { styleUrl: '/map.json', sandbox: true },
      },
      '/api/auth/refresh': { idToken: jwt({ sub: 'person-a' }), accessToken: 'a', expiresIn: 3600 },
    };
    vi.stubGlobal('fetch', (url: string) =>
      Promise.resolve(url in answers ? Response.json(answers[url]) : new Response(null, { status: 404 })),
    );
    vi.stubGlobal('sessionStorage', memoryStorage());
    await (await import('./config')).loadConfig();
    const { apiCache } = await import('./api-cache');
    const { endSession, getSession, restoreSession } = await import('./auth');
    await restoreSession();
    expect(getSession()?.user.sub).toBe('person-a');

    apiCache.set('listCompanies', { data: { data: ['Confidential Buyer'], totalCount: 1 } });
    expect(apiCache.get('listCompanies')).toBeDefined();

    endSession();
    expect(apiCache.get('listCompanies')).toBeUndefined();
    expect([...apiCache.keys()]).toEqual([]);
  });
});
