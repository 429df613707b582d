import { env } from '../lib/env.js';
import { HttpError } from '../lib/errors.js';
import { createJwtVerifier } from '../lib/jwt.js';
import { lazy } from '../lib/lazy.js';
import type { Claims } from '../lib/actor.js';
import { logger } from '../lib/observability.js';
import { websocketHandler, type WebSocketEvent } from '../lib/presets.js';
import { loadActor } from '../domain/access/access.service.js';
import * as Realtime from '../domain/realtime/realtime.service.js';

const verifier = lazy(() =>
  createJwtVerifier({
    issuer: env().JWT_ISSUER,
    jwksUri: env().JWKS_URI,
    clientId: env().USER_POOL_CLIENT_ID,
  }),
);

/**
 * $connect: browsers can't set headers on a WebSocket, so the ID token comes as `?token=`. The
 * token says who is connecting; their company comes from their user record, as for HTTP requests
 * (the token's `custom:tenantId` is only a hint: its holder may have changed it), so a person
 * without a company yet connects for their own channel alone, and an archived one is refused.
 */
export async function connect(event: WebSocketEvent) {
  const token = event.queryStringParameters?.token;
  const claims = token ? await verifier().verify(token) : undefined;
  if (!claims?.sub) return { statusCode: 401 };
  let user: Realtime.SocketUser;
  try {
    const actor = await loadActor(claims as Claims);
    user = { userId: actor.userId, tenantId: actor.tenantId };
  } catch (error) {
    if (error instanceof HttpError) return { statusCode: error.status };
    throw error;
  }
  // Only $connect knows the user and tenant; later messages of the connection log its id alone.
  logger.appendKeys({ userId: user.userId, tenantId: user.tenantId });
  await Realtime.connect(event.requestContext.connectionId, user);
  return { statusCode: 200 };
}

export const handler = websocketHandler(connect);
