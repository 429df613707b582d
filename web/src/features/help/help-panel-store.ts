import { useSyncExternalStore } from 'react';

/**
 * Whether the help panel is open, with the search and the article it shows: a store rather than
 * context so the tools bar and any page can open the one panel the layout holds, and reopening
 * the panel finds the person where they left it.
 */
export interface HelpPanelState {
  open: boolean;
  query: string;
  articleId: string | null;
}

let state: HelpPanelState = { open: false, query: '', articleId: null };
const listeners = new Set<() => void>();
const set = (next: Partial<HelpPanelState>) => {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** Opens the panel, on one article when given. */
export const openHelp = (articleId?: string) => set({ open: true, ...(articleId ? { articleId } : {}) });
export const closeHelp = () => set({ open: false });
export const searchHelp = (query: string) => set({ query, articleId: null });
export const showArticle = (articleId: string | null) => set({ articleId });

export function useHelpPanel(): HelpPanelState {
  return useSyncExternalStore(subscribe, () => state);
}
