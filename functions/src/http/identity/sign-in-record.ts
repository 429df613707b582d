import { logger } from '../../lib/observability.js';
import type { HttpEvent } from '../preset.js';

/**
 * The sign-in history's entry for a session that starts: who (the id token), how, from which
 * browser and address. A failure to write it is logged, never the person's failed sign-in.
 */
export async function recordSessionStart(idToken: string, event: HttpEvent): Promise<void> {
  try {
    const [history, security] = await Promise.all([
      import('../../domain/auth/sign-in-history.js'),
      import('../../domain/auth/security.service.js'),
    ]);
    await history.recordSessionStart(
      idToken,
      { userAgent: event.headers['user-agent'], ipAddress: event.requestContext?.http?.sourceIp },
      security.mfaEnabledFor,
    );
  } catch (error) {
    logger.error('The sign-in could not be recorded', { error });
  }
}
