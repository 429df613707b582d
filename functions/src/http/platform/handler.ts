import { RevokeTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { APP_VERSION, openApiDocument, routes, PlatformRoutes as R } from '@polyloop/shared';
import { httpHandler, implement } from '../../lib/http.js';
import { env } from '../../lib/env.js';
import { cognito } from '../../lib/cognito.js';
import * as Flags from '../../domain/flags/flag.service.js';

let document: Record<string, unknown> | undefined;

export const handler = httpHandler('platform', [
  implement(R.getHealth, async () => ({ status: 'ok' as const, version: APP_VERSION })),
  implement(R.getOpenApi, async () => (document ??= openApiDocument(routes))),
  implement(R.getFlags, async () => Flags.list()),
  implement(R.logout, async ({ body }) => {
    // Revoking the refresh token ends the session everywhere it was used; the short-lived ID token simply expires.
    if (body?.refreshToken) {
      await cognito()
        .send(new RevokeTokenCommand({ Token: body.refreshToken, ClientId: env().USER_POOL_CLIENT_ID }))
        .catch(() => undefined);
    }
    return { logoutUrl: '/login' };
  }),
]);
