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
  /**
   * The directory's basemap, a MapLibre style: an Amazon Location Service map in AWS, the local
   * cloud's offline outlines otherwise (`sandbox`, which the map says in its corner).
   */
  map: z.object({ styleUrl: z.string(), sandbox: z.boolean() }),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
