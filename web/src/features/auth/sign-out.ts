import { PlatformRoutes } from '@polyloop/shared';
import { api } from '../../lib/api';
import { endSession } from '../../lib/auth';
import { realtime } from '../../lib/realtime';

/**
 * Revokes the refresh tokens server-side (best effort: an expired session still signs out here),
 * then ends the session, which also drops every cached answer of this person (lib/api-cache.ts).
 */
export async function signOut(): Promise<void> {
  try {
    await api(PlatformRoutes.logout);
  } catch {
    // Nothing to do: the local session ends either way.
  }
  realtime.stop();
  endSession();
}
