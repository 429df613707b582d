import { env } from '../lib/env.js';
import { createJwtVerifier } from '../lib/jwt.js';
import { lazy } from '../lib/lazy.js';
import { logger } from '../lib/observability.js';
import { websocketHandler, type WebSocketEvent } from '../lib/presets.js';
import * as Realtime from '../domain/realtime/realtime.service.js';

const verifier = lazy(() => createJwtVerifier({ issuer: env().JWT_ISSUER, jwksUri: env().JWKS_URI, clientId: env().USER_POOL_CLIENT_ID }));

/** $connect: browsers can't set headers on a WebSocket, so the ID token comes as `?token=`. */
export async function connect(event: WebSocketEvent) {
  const token = event.queryStringParameters?.token;
  const claims = token ? await verifier().verify(token) : undefined;
  if (!claims?.sub) return { statusCode: 401 };
  const tenantId = typeof claims['custom:tenantId'] === 'string' ? claims['custom:tenantId'] : undefined;
  // Only $connect knows the user and tenant; later messages of the connection log its id alone.
  logger.appendKeys({ userId: claims.sub, tenantId });
  await Realtime.connect(event.requestContext.connectionId, { userId: claims.sub, tenantId });
  return { statusCode: 200 };
}

export const handler = websocketHandler(connect);
