import type { Actor } from '../../lib/actor.js';
import { recentCache } from '../../lib/recent.js';

/**
 * Each user's actor (their record, their company and its billing) is reused for a few seconds
 * per warm container: changes reach every request within this. The cache sits beside the user
 * records so that whatever changes a user, or their company's plan, can drop it at once.
 */
export const actorCache = recentCache<Actor>(5_000);

/** Drops cached actors (after a change that must show at once in this container). */
export function forget(userId?: string) {
  actorCache.forget(userId || undefined);
}
