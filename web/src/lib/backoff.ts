export const BACKOFF_MIN_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;

/**
 * Delay before reconnect attempt `attempt` (0-based): 1 s doubling up to 30 s, with "equal jitter"
 * (between half and all of it) so a fleet of browsers does not reconnect in step after an outage.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
