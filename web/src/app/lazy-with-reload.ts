import { loadRecipes } from '../components/ui/theme';

export const LAZY_RELOAD_KEY = 'polyloop.lazyReloaded';

export interface ReloadDeps {
  online: () => boolean;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
}

const browserDeps = (): ReloadDeps => ({
  online: () => navigator.onLine,
  storage: sessionStorage,
  reload: () => window.location.reload(),
});

/**
 * Wraps a dynamic import of a part of the app, which comes with the theme's recipes for its
 * components (`loadRecipes`: the first page's script carries only the frame's), so that a chunk that fails to load while the browser is online (usually a
 * deploy replaced it) reloads the page once. The session flag stops a reload loop; it is cleared
 * by the next successful load. Offline, or after one reload, the error reaches the error page.
 */
export function lazyWithReload<T>(
  importer: () => Promise<T>,
  deps: () => ReloadDeps = browserDeps,
): () => Promise<T> {
  return async () => {
    const { online, storage, reload } = deps();
    try {
      const [module] = await Promise.all([importer(), loadRecipes()]);
      storage.removeItem(LAZY_RELOAD_KEY);
      return module;
    } catch (error) {
      if (!online() || storage.getItem(LAZY_RELOAD_KEY)) throw error;
      storage.setItem(LAZY_RELOAD_KEY, '1');
      reload();
      // Keep the current screen until the reload replaces it.
      return new Promise<T>(() => {});
    }
  };
}
