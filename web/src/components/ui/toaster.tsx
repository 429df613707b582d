import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadRecipes } from './theme';

/** The toasts' store and view, loaded with the first toast (with the theme's recipes, the toast's among them). */
let loading: Promise<typeof import('./toast-view')> | undefined;
let loaded: typeof import('./toast-view') | undefined;
export const toasts = () =>
  (loading ??= Promise.all([import('./toast-view'), loadRecipes()]).then(([m]) => {
    loaded = m;
    return m;
  }));
const ToastView = lazy(toasts);

let shown = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Toasts last 5 s and can be closed (spec part 3 §8.3). */
export const TOAST_DURATION_MS = 5_000;

type Severity = 'info' | 'success' | 'warning' | 'error';

/**
 * A toast's id from its message. The id names the toast's parts in the page (`aria-labelledby`
 * lists ids by spaces), so it is a hash of the text, never the text itself: with the text, a
 * toast's title no longer named it and screen readers read an unnamed status.
 */
function messageId(type: Severity, title: string, description = ''): string {
  let hash = 0x811c9dc5;
  for (const char of `${type}\u0000${title}\u0000${description}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `toast-${hash.toString(36)}`;
}

/**
 * Shows a toast. The same message twice while the first still shows is one toast (a failure
 * reported by two reads at once, a click repeated); `id` names a toast that later calls update.
 */
export function notify(
  type: Severity,
  title: string,
  options: {
    id?: string;
    description?: string;
    action?: { label: string; onClick: () => void };
    duration?: number;
    /** Clicking the toast's text does this and closes it (the action button stays the keyboard's way). */
    onOpen?: () => void;
  } = {},
) {
  const { onOpen, id = messageId(type, title, options.description), ...rest } = options;
  if (!shown) {
    shown = true;
    for (const listener of listeners) listener();
  }
  // Toasts keep their order: each waits on the same load, then goes to the store, which the view
  // reads whole when it mounts.
  void toasts().then(({ toaster }) =>
    toaster.create({
      id,
      type,
      title,
      closable: true,
      duration: TOAST_DURATION_MS,
      ...rest,
      meta: onOpen ? { onOpen } : undefined,
    }),
  );
  return id;
}

/**
 * Where toasts show. Nothing of them loads before the first toast: their store and view (Chakra's
 * toast machine) come with it, so the first page's script does not carry them.
 */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribe, () => shown);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  );
}

/** Whether the toast of that id shows now. */
export const isToastShown = (id: string) => loaded?.toaster.isVisible(id) ?? false;

/** Closes every toast (none to close before the first). */
export function dismissToasts() {
  loaded?.toaster.dismiss();
}
