import * as z from 'zod';

/**
 * What the browser reads from /config.json at start, so one build runs against any stage:
 * CloudFront serves it in AWS (written at deploy) and the local gateway in the local cloud.
 */
export const PublicConfig = z.object({
  apiUrl: z.string(),
  wsUrl: z.string(),
  region: z.string(),
  userPoolId: z.string(),
  clientId: z.string(),
  cognitoEndpoint: z.string(),
  authFlow: z.literal('USER_PASSWORD_AUTH'),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
