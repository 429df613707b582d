/**
 * Polls until `probe` returns a value, for effects that happen asynchronously (the bus, the
 * stream). It bounds the wait so a broken path fails instead of hanging; it asserts nothing
 * about speed.
 */
export async function eventually<T>(
  probe: () => Promise<T | undefined>,
  { attempts = 120, intervalMs = 250 } = {},
): Promise<T> {
  let lastError: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`Gave up waiting${lastError ? `: ${String(lastError)}` : ''}`);
}
