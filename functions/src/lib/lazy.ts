/** A value built on first use: modules stay importable where the environment isn't set (unit tests). */
export function lazy<T>(build: () => T): () => T {
  let value: T | undefined;
  let built = false;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value as T;
  };
}

/**
 * A value derived from an object on its first use and kept as long as the object lives: for what
 * is decoded from an item as read, which nobody changes afterwards.
 */
export function derivedOnce<K extends object, V>(derive: (from: K) => V): (from: K) => V {
  const known = new WeakMap<K, V>();
  return (from) => {
    if (known.has(from)) return known.get(from) as V;
    const value = derive(from);
    known.set(from, value);
    return value;
  };
}

/** An SDK package, loaded, and the one client made from it. */
export interface LoadedSdk<M, C> {
  sdk: M;
  client: C;
}

/**
 * An AWS SDK client whose package is imported on first use instead of at module load. Importing
 * a client package is most of a function's cold start (tens of milliseconds each, measured by
 * `npm run bench`), so only the routes that call the service pay for it. Commands and exception
 * classes come from the same loaded `sdk`. A failed import is retried on the next call.
 */
export function lazySdk<M, C>(load: () => Promise<M>, create: (sdk: M) => C): () => Promise<LoadedSdk<M, C>> {
  let loading: Promise<LoadedSdk<M, C>> | undefined;
  return () =>
    (loading ??= load().then(
      (sdk) => ({ sdk, client: create(sdk) }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
}

/**
 * A module imported on first use and the same promise answered ever after. A bare `() =>
 * import(…)` asks the module loader again on every call, which costs little in a bundle but a
 * round trip to the loader's thread wherever modules load through hooks (the local cloud runs the
 * source through tsx): per request, on every route. A failed import is retried on the next call.
 */
export function loadOnce<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
