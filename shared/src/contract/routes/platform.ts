import * as z from 'zod';
import { defineRoute } from '../define.js';
import { Flags } from '../../flags.js';

export const Health = z.object({ status: z.literal('ok'), version: z.string() });

export const getHealth = defineRoute({
  id: 'getHealth',
  method: 'GET',
  path: '/api/health',
  context: 'platform',
  summary: 'Liveness check; answers without a token.',
  tags: ['Platform'],
  auth: 'public',
  response: Health,
});

export const getOpenApi = defineRoute({
  id: 'getOpenApi',
  method: 'GET',
  path: '/api/openapi.json',
  context: 'platform',
  summary: 'This API described as an OpenAPI 3.1 document.',
  tags: ['Platform'],
  auth: 'public',
  response: z.record(z.string(), z.unknown()),
});

export const getFlags = defineRoute({
  id: 'getFlags',
  method: 'GET',
  path: '/api/flags',
  context: 'platform',
  summary: 'Current feature flags. Readable before sign-in so the maintenance screen can show.',
  tags: ['Platform'],
  auth: 'public',
  response: Flags,
});

export const logout = defineRoute({
  id: 'logout',
  method: 'POST',
  path: '/api/logout',
  context: 'platform',
  summary: 'Signs the user out: revokes the refresh token sent, and answers where to go next.',
  tags: ['Platform'],
  auth: 'user',
  body: z.object({ refreshToken: z.string().max(4096).optional() }).optional(),
  response: z.object({ logoutUrl: z.string() }),
});

export const platformRoutes = [getHealth, getOpenApi, getFlags, logout];
