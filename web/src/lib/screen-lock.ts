import { useEffect, useSyncExternalStore } from 'react';

/**
 * The screen lock (spec part 3 §3.9, §4.3): while a form is being sent the screen is covered and
 * shows a loading message, so nothing can be clicked, typed or sent twice until the answer comes.
 * Holders count: the lock lifts when the last one lets go. The one place that takes it for every
 * form is `useFormSubmit` (and `FormDialog` for the dialogs that send with `useSubmit`).
 */
export const SCREEN_LOCK_MESSAGE = 'Saving…';

interface Lock {
  message: string;
}

let holders: Lock[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Takes the lock now (synchronously, before React paints); the answer lets it go, once. */
export function lockScreen(message = SCREEN_LOCK_MESSAGE): () => void {
  const lock = { message };
  holders = [...holders, lock];
  emit();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders = holders.filter((h) => h !== lock);
    emit();
  };
}

/** Holds the lock for as long as `work` runs, and answers what it answers. */
export async function whileLocked<R>(work: () => Promise<R>, message?: string): Promise<R> {
  const release = lockScreen(message);
  try {
    return await work();
  } finally {
    release();
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => holders[0]?.message;

/** The message of the lock in force, undefined when the screen is free. */
export const useScreenLockMessage = () => useSyncExternalStore(subscribe, snapshot, snapshot);

/** Holds the lock while `active` (a submit button in its loading state). */
export function useScreenLock(active: boolean, message?: string) {
  useEffect(() => (active ? lockScreen(message) : undefined), [active, message]);
}
