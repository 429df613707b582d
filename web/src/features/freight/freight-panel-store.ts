import { useSyncExternalStore } from 'react';
import type { FreightPrefill } from './freight-form';

/**
 * Whether the freight side panel is open, and with which starting places: a store rather than
 * context so the tools bar and any record page (a shipment's "Get freight quotes") can open the
 * one panel the layout holds. `version` changes with every prefilled opening, so the panel's
 * form starts again from the new places; opening it plainly keeps the last search.
 */
export interface FreightPanelState {
  open: boolean;
  prefill: FreightPrefill | null;
  version: number;
}

let state: FreightPanelState = { open: false, prefill: null, version: 0 };
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

export function openFreightPanel(prefill?: FreightPrefill) {
  state = prefill ? { open: true, prefill, version: state.version + 1 } : { ...state, open: true };
  emit();
}

export function closeFreightPanel() {
  state = { ...state, open: false };
  emit();
}

export function useFreightPanel(): FreightPanelState {
  return useSyncExternalStore(subscribe, () => state);
}
