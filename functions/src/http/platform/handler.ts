import { APP_VERSION } from '@polyloop/shared/product';
import { PlatformRoutes } from '@polyloop/shared/contract/routes/platform';
import { httpHandler } from '../preset.js';
import { env } from '../../lib/env.js';
import { cognito } from '../../lib/cognito.js';
import * as Flags from '../../domain/flags/flag.service.js';

export const handler = httpHandler(PlatformRoutes, {
  getHealth: () => ({ status: 'ok' as const, version: APP_VERSION }),
  getFlags: () => Flags.list(),
  logout: async ({ body }) => {
    // Revoking the refresh token ends the session everywhere it was used; the short-lived ID token simply expires.
    if (body?.refreshToken) {
      const { client, sdk } = await cognito();
      await client
        .send(new sdk.RevokeTokenCommand({ Token: body.refreshToken, ClientId: env().USER_POOL_CLIENT_ID }))
        .catch(() => undefined);
    }
    return { logoutUrl: '/login' };
  },
});
