/**
 * A map in the container whose entries last `ms` and which holds at most `limit` of them, the
 * oldest going first.
 */
export function expiringMap<V>(ms: number, limit = 5_000) {
  const kept = new Map<string, { value: V; until: number }>();
  return {
    /** The value kept for `key`, while fresh. */
    get(key: string): V | undefined {
      const hit = kept.get(key);
      return hit && hit.until > Date.now() ? hit.value : undefined;
    },
    set(key: string, value: V) {
      kept.delete(key);
      if (kept.size >= limit) kept.delete(kept.keys().next().value!);
      kept.set(key, { value, until: Date.now() + ms });
    },
    /** Drops one key, or every key. */
    delete(key?: string) {
      if (key === undefined) kept.clear();
      else kept.delete(key);
    },
  };
}

/**
 * What a warm container reuses for a few seconds: records read from the table that change rarely
 * and whose changes may take effect within that time (a request's actor; a bidder's profile and
 * destination on the hot bid path). Concurrent readers of one key share one read; a failed or
 * empty read is not kept, so a record created a moment ago is found at once.
 */
export function recentCache<V>(ms: number, limit = 5_000) {
  const kept = expiringMap<Promise<V | undefined>>(ms, limit);
  return {
    /** The value kept for `key` while fresh, else what `load` answers (kept unless empty). */
    through(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
      const hit = kept.get(key);
      if (hit) return hit;
      const value = load();
      kept.set(key, value);
      value.then(
        (v) => v === undefined && kept.get(key) === value && kept.delete(key),
        () => kept.get(key) === value && kept.delete(key),
      );
      return value;
    },
    /** Drops one key, or every key (after a change that must show at once in this container). */
    forget(key?: string) {
      kept.delete(key);
    },
  };
}
