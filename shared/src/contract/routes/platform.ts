import * as z from 'zod';
import { defineRoutes } from '../define.js';
import { Flags } from '../../flags.js';

export const Health = z.object({ status: z.literal('ok'), version: z.string() });

export const PlatformRoutes = defineRoutes(
  'platform',
  { tags: ['Platform'], auth: 'public' },
  {
    getHealth: {
      method: 'GET',
      path: '/api/health',
      summary: 'Liveness check; answers without a token.',
      response: Health,
    },
    getFlags: {
      method: 'GET',
      path: '/api/flags',
      summary: 'Current feature flags. Readable before sign-in so the maintenance screen can show.',
      response: Flags,
    },
    logout: {
      method: 'POST',
      path: '/api/logout',
      auth: 'user',
      summary: 'Signs the user out: revokes the refresh token sent, and answers where to go next.',
      body: z.object({ refreshToken: z.string().max(4096).optional() }).optional(),
      response: z.object({ logoutUrl: z.string() }),
    },
  },
);
