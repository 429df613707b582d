/**
 * What a warm container reuses for a few seconds: records read from the table that change rarely
 * and whose changes may take effect within that time (a request's actor; a bidder's profile and
 * destination on the hot bid path). Concurrent readers of one key share one read; a failed or
 * empty read is not kept, so a record created a moment ago is found at once.
 */
export function recentCache<V>(ms: number, limit = 5_000) {
  const kept = new Map<string, { value: Promise<V | undefined>; until: number }>();
  const keep = (key: string, value: Promise<V | undefined>) => {
    kept.delete(key);
    // The oldest entry goes first: a container never holds more than `limit`.
    if (kept.size >= limit) kept.delete(kept.keys().next().value!);
    kept.set(key, { value, until: Date.now() + ms });
  };
  return {
    /** The value kept for `key` while fresh, else what `load` answers (kept unless empty). */
    through(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
      const hit = kept.get(key);
      if (hit && hit.until > Date.now()) return hit.value;
      const value = load();
      keep(key, value);
      value.then(
        (v) => v === undefined && kept.get(key)?.value === value && kept.delete(key),
        () => kept.get(key)?.value === value && kept.delete(key),
      );
      return value;
    },
    /** Drops one key, or every key (after a change that must show at once in this container). */
    forget(key?: string) {
      if (key === undefined) kept.clear();
      else kept.delete(key);
    },
  };
}
