import { signOutEverywhere } from '../../lib/auth';
import { realtime } from '../../lib/realtime';

/**
 * Revokes the refresh token and clears its cookie (best effort: an expired session still signs
 * out here), then ends the session in every tab, which also drops every cached answer of this
 * person (lib/api-cache.ts).
 */
export async function signOut(): Promise<void> {
  realtime.stop();
  await signOutEverywhere();
}
