import * as z from 'zod';

/**
 * The error-reporting service (Sentry, spec part 1 §7): off when `dsn` is empty. In AWS the CDK
 * app passes the DSN from its context; the local cloud points it at its own sink
 * (`/_local/error-reports`), which lists what the browser sent.
 */
export const ErrorReportingConfig = z.object({
  dsn: z.string(),
  /** Which deployment reported ("production", "local"). */
  environment: z.string(),
  /** The share of page loads traced (spec part 1 §9: 0.25); 0 sends no traces. */
  tracesSampleRate: z.number().min(0).max(1),
});
export type ErrorReportingConfig = z.infer<typeof ErrorReportingConfig>;
/** The error-reporting trace sample rate of spec part 1 §9. */
export const ERROR_REPORTING_TRACES_SAMPLE_RATE = 0.25;

/**
 * The support chat (spec part 1 §7): Intercom's widget in AWS when an app id is configured, the
 * local cloud's sandbox (which keeps the messages and lists them at `url`), or none.
 */
export const SupportChatConfig = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('none') }),
  z.object({ provider: z.literal('intercom'), appId: z.string().min(1) }),
  z.object({ provider: z.literal('sandbox'), url: z.string().min(1) }),
]);
export type SupportChatConfig = z.infer<typeof SupportChatConfig>;

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
  /**
   * How the browser proves the password: SRP in AWS, where it never leaves the browser; the
   * password itself only where the Cognito signed in to has no SRP (the local cloud's).
   */
  authFlow: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  /**
   * Managed login, where single sign-on runs the authorization code flow (`/oauth2/authorize`,
   * `/oauth2/token`): the pool's domain in AWS, the local cloud's stand-in under `/_cognito`.
   * Empty: no single sign-on.
   */
  managedLoginUrl: z.string().default(''),
  /**
   * The directory's basemap, a MapLibre style: an Amazon Location Service map in AWS, the local
   * cloud's offline outlines otherwise (`sandbox`, which the map says in its corner).
   */
  map: z.object({ styleUrl: z.string(), sandbox: z.boolean() }),
  // Defaults, so a /config.json written before these existed still starts the app (with both off).
  errorReporting: ErrorReportingConfig.default({ dsn: '', environment: '', tracesSampleRate: 0 }),
  supportChat: SupportChatConfig.default({ provider: 'none' }),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
