import { describe, expect, it, vi } from 'vitest';
import { LAZY_RELOAD_KEY, lazyWithReload, type ReloadDeps } from './lazy-with-reload';

function fakeDeps(online: boolean, stored: Record<string, string> = {}) {
  const data = new Map(Object.entries(stored));
  const deps: ReloadDeps = {
    online: () => online,
    storage: {
      getItem: (k) => data.get(k) ?? null,
      setItem: (k, v) => void data.set(k, v),
      removeItem: (k) => void data.delete(k),
    },
    reload: vi.fn(),
  };
  return { deps, data };
}

const failing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));

describe('lazyWithReload', () => {
  it('reloads the page once when a chunk fails while online', async () => {
    const { deps, data } = fakeDeps(true);
    void lazyWithReload(failing, () => deps)();
    await vi.waitFor(() => expect(deps.reload).toHaveBeenCalledTimes(1));
    expect(data.get(LAZY_RELOAD_KEY)).toBe('1');
  });
  it('does not reload a second time and lets the error show', async () => {
    const { deps } = fakeDeps(true, { [LAZY_RELOAD_KEY]: '1' });
    await expect(lazyWithReload(failing, () => deps)()).rejects.toThrow(/dynamically imported/);
    expect(deps.reload).not.toHaveBeenCalled();
  });
  it('does not reload while offline', async () => {
    const { deps } = fakeDeps(false);
    await expect(lazyWithReload(failing, () => deps)()).rejects.toThrow();
    expect(deps.reload).not.toHaveBeenCalled();
  });
  it('clears the guard after a successful load', async () => {
    const { deps, data } = fakeDeps(true, { [LAZY_RELOAD_KEY]: '1' });
    await expect(
      lazyWithReload(
        () => Promise.resolve({ default: 1 }),
        () => deps,
      )(),
    ).resolves.toEqual({ default: 1 });
    expect(data.has(LAZY_RELOAD_KEY)).toBe(false);
  });
});
