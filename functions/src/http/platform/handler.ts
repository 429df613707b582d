import { RevokeTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { APP_VERSION, openApiDocument, routes, PlatformRoutes } from '@polyloop/shared';
import { httpHandler } from '../preset.js';
import { env } from '../../lib/env.js';
import { cognito } from '../../lib/cognito.js';
import * as Flags from '../../domain/flags/flag.service.js';

let document: Record<string, unknown> | undefined;

export const handler = httpHandler(PlatformRoutes, {
  getHealth: () => ({ status: 'ok' as const, version: APP_VERSION }),
  getOpenApi: () => (document ??= openApiDocument(routes)),
  getFlags: () => Flags.list(),
  logout: async ({ body }) => {
    // Revoking the refresh token ends the session everywhere it was used; the short-lived ID token simply expires.
    if (body?.refreshToken) {
      await cognito()
        .send(new RevokeTokenCommand({ Token: body.refreshToken, ClientId: env().USER_POOL_CLIENT_ID }))
        .catch(() => undefined);
    }
    return { logoutUrl: '/login' };
  },
});
