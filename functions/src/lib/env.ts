import * as z from 'zod';

/**
 * The configuration every function reads once, at module load. In AWS the CDK app sets these;
 * locally the supervisor does, plus the SDK's own `AWS_ENDPOINT_URL_<SERVICE>` variables that
 * point the real clients at the local stand-ins. Handler code never asks where it runs.
 */
export const Env = z.object({
  AWS_REGION: z.string().default('us-east-1'),
  TABLE_NAME: z.string().min(1),
  EVENT_BUS_NAME: z.string().min(1),
  /** Issuer of the Cognito user pool's tokens, e.g. https://cognito-idp.us-east-1.amazonaws.com/us-east-1_abc. */
  JWT_ISSUER: z.string().url(),
  JWKS_URI: z.string().url(),
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
  /** https://{api}.execute-api.{region}.amazonaws.com/{stage}: where `@connections` posts go. */
  WS_MANAGEMENT_ENDPOINT: z.string().url(),
  DOCUMENTS_BUCKET: z.string().min(1),
  /** Where auction ledgers are sealed at their close: S3 Object Lock in compliance mode in AWS, s3rver (no lock) locally. */
  LEDGER_BUCKET: z.string().min(1),
  SCHEDULE_GROUP: z.string().min(1),
  /** Role EventBridge Scheduler assumes to put events on the bus. */
  SCHEDULER_ROLE_ARN: z.string().min(1),
  EVENT_BUS_ARN: z.string().min(1),
  SES_SENDER: z.string().min(1),
  /** s3rver only answers path-style requests. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Where the web app lives; used in e-mail links and the logout answer. */
  APP_URL: z.string().url(),
  /** Address lookup: Amazon Location Service in AWS, the embedded US/Canada gazetteer locally (a sandbox). */
  GEOCODER: z.enum(['amazon-location', 'gazetteer']),
  /** The Amazon Location place index (unused by the gazetteer). */
  PLACE_INDEX_NAME: z.string().default(''),
  /** Billing provider: Stripe in AWS; locally a sandbox portal page that behaves the same way. */
  BILLING_PROVIDER: z.enum(['stripe', 'sandbox']),
  /** Secrets Manager secret holding {"apiKey","webhookSecret"} for Stripe. */
  BILLING_SECRET_ARN: z.string().default(''),
  /** The sandbox's webhook signing secret (the sandbox signs like Stripe does). */
  BILLING_SANDBOX_SECRET: z.string().default(''),
  /** Upload scanning: GuardDuty Malware Protection for S3 in AWS; locally the EICAR-only sandbox scanner. */
  SCANNER: z.enum(['guardduty', 'eicar']).default('guardduty'),
  /** Reading forwarded e-mails into drafts: Amazon Bedrock in AWS; locally the deterministic sandbox extractor. */
  EXTRACTOR: z.enum(['bedrock', 'sandbox']).default('bedrock'),
  /** The Bedrock model the assistant asks (Converse API); unused by the sandbox. */
  BEDROCK_MODEL_ID: z.string().min(1).default('amazon.nova-lite-v1:0'),
  /** cieTrade's API (the trading service shipments are exported to); the local cloud runs a sandbox of it. */
  TRADING_API_URL: z.string().url().default('https://api.cietrade.net/v1'),
  /**
   * Which accounting services pushes reach: `services` (AWS: QuickBooks Online or Xero, as the
   * company's connection says) or `sandbox` (the local cloud's sandbox accounting service for both).
   */
  ACCOUNTING_PROVIDER: z.enum(['services', 'sandbox']).default('services'),
  /** The local cloud's sandbox accounting service. */
  ACCOUNTING_SANDBOX_URL: z.string().default(''),
  /** The secret holding the app's OAuth credentials with Intuit and Xero (`{ quickbooks, xero }`). */
  ACCOUNTING_APP_SECRET_ID: z.string().default('polyloop/accounting/app'),
  /** Each company's tokens are a secret named this plus its tenant id. */
  ACCOUNTING_TOKEN_SECRET_PREFIX: z.string().default('polyloop/accounting/tokens/'),
  /**
   * Where webhooks others name may point (lib/webhook-targets.ts): `public-https` in AWS;
   * `public-or-loopback` in the local cloud, whose sandbox freight partners listen on http://127.0.0.1.
   */
  WEBHOOK_TARGETS: z.enum(['public-https', 'public-or-loopback']).default('public-https'),
  /** The mail domain of the companies' assistant addresses (`<code>.<token>@<domain>`; the token is the company's, rotatable). */
  ASSISTANT_DOMAIN: z.string().min(1).default('assistant.polyloop.local'),
  /** Who hears about plan inquiries and access requests. */
  SALES_EMAIL: z.string().email(),
  PLATFORM_OPS_EMAIL: z.string().email(),
});
export type Env = z.infer<typeof Env>;

let cached: Env | undefined;
export function env(): Env {
  cached ??= Env.parse(process.env);
  return cached;
}
