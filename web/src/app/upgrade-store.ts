import { useSyncExternalStore } from 'react';

/**
 * Which feature the upgrade dialog is currently explaining, or null when it is closed. A store
 * rather than context so the guard can ask for it before the layout (and its dialog) has loaded.
 */
let feature: string | null = null;
const listeners = new Set<() => void>();

export function requestUpgrade(name: string) {
  feature = name;
  listeners.forEach((l) => l());
}
export function closeUpgrade() {
  feature = null;
  listeners.forEach((l) => l());
}
export function useUpgradeFeature(): string | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => feature,
  );
}
