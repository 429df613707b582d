import { useCallback, useSyncExternalStore } from 'react';
import type { AccessKind } from '@polyloop/shared';

/**
 * Where the upgrade dialog can be opened from (spec part 3 §6.1), with the feature it names.
 * Later features call `useUpgrade(context)` rather than naming the feature themselves.
 */
export const UPGRADE_CONTEXTS = {
  'ai-company-card': 'AI leads',
  'ai-leads-banner': 'AI leads',
  'company-contacts': 'Company contacts',
  'have-matches': 'Matches',
  'have-suggested-buyers': 'Suggested buyers',
  'market-suggested': 'Suggested demand and supply',
  'navigation-freight': 'Freight',
  'navigation-matches': 'Matches',
  /** Free plans cannot send offers or requests, nor answer them (spec part 2 §1). */
  'network-trading': 'Sending and answering offers and requests',
  'need-matches': 'Matches',
  'need-suggested-sellers': 'Suggested sellers',
  'offer-matches': 'Matches',
  /** "Get freight quotes" on a shipment, an order or a network offer. */
  'record-freight': 'Freight',
  'request-matches': 'Matches',
  'tools-freight': 'Freight',
} as const;
export type UpgradeContext = keyof typeof UPGRADE_CONTEXTS;

/**
 * Which feature the upgrade dialog is currently explaining, or null when it is closed. A store
 * rather than context so the guard can ask for it before the layout (and its dialog) has loaded.
 */
let feature: string | null = null;
let accessKind: AccessKind | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

export function requestUpgrade(name: string) {
  feature = name;
  emit();
}
export function closeUpgrade() {
  feature = null;
  emit();
}
export function useUpgradeFeature(): string | null {
  return useSyncExternalStore(subscribe, () => feature);
}

/** Opens the upgrade dialog for one of the contexts of spec part 3 §6.1. */
export function useUpgrade(context: UpgradeContext): () => void {
  return useCallback(() => requestUpgrade(UPGRADE_CONTEXTS[context]), [context]);
}

/** The access-restricted dialog (spec part 3 §6.2): publishing that needs the platform's approval. */
export function requestAccess(kind: AccessKind) {
  accessKind = kind;
  emit();
}
export function closeAccessRestricted() {
  accessKind = null;
  emit();
}
export function useAccessRestrictedKind(): AccessKind | null {
  return useSyncExternalStore(subscribe, () => accessKind);
}
/** Opens the access-restricted dialog for one kind of publishing. */
export function useAccessRestricted(kind: AccessKind): () => void {
  return useCallback(() => requestAccess(kind), [kind]);
}
