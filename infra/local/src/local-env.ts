import { SCHEDULE_GROUP } from '@polyloop/events/schedules';
import type { CognitoIds } from './cognito.js';
import { local, type LocalConfig } from './config.js';
import { COGNITO_FRONT_PATH } from './federation/index.js';

/** Everything `functions/src/lib/env.ts` reads, plus the SDK's endpoint overrides and Powertools settings. */
export function localEnv(
  config: LocalConfig,
  ids: CognitoIds,
  jwt: { issuer: string; jwksUri: string },
): Record<string, string> {
  const { ports } = config;
  const aws = `http://127.0.0.1:${ports.aws}`;
  const dynamodb = `http://127.0.0.1:${ports.dynamodb}`;
  return {
    AWS_REGION: local.region,
    AWS_DEFAULT_REGION: local.region,
    AWS_ACCESS_KEY_ID: local.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: local.credentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: dynamodb,
    AWS_ENDPOINT_URL_DYNAMODB_STREAMS: dynamodb,
    // cognito-local through the gateway's front (then the AWS endpoints' front, which keeps signing out everywhere), which adds the pool's identity providers and
    // the sessions managed login starts (infra/local/src/federation/cognito-front.ts).
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `http://127.0.0.1:${ports.app}${COGNITO_FRONT_PATH}`,
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${ports.s3}`,
    AWS_ENDPOINT_URL_EVENTBRIDGE: aws,
    AWS_ENDPOINT_URL_SCHEDULER: aws,
    AWS_ENDPOINT_URL_SESV2: aws,
    TABLE_NAME: local.tableName,
    EVENT_BUS_NAME: local.eventBusName,
    EVENT_BUS_ARN: local.eventBusArn,
    JWT_ISSUER: jwt.issuer,
    JWKS_URI: jwt.jwksUri,
    USER_POOL_ID: ids.userPoolId,
    USER_POOL_CLIENT_ID: ids.clientId,
    WS_MANAGEMENT_ENDPOINT: aws,
    DOCUMENTS_BUCKET: local.documentsBucket,
    LEDGER_BUCKET: local.ledgerBucket,
    SCHEDULE_GROUP,
    SCHEDULER_ROLE_ARN: local.schedulerRoleArn,
    SES_SENDER: local.sesSender,
    S3_FORCE_PATH_STYLE: 'true',
    APP_URL: `http://localhost:${ports.app}`,
    GEOCODER: 'gazetteer',
    BILLING_PROVIDER: 'sandbox',
    BILLING_SANDBOX_SECRET: 'local-billing-sandbox',
    SCANNER: 'eicar',
    EXTRACTOR: 'sandbox',
    BEDROCK_MODEL_ID: 'none (the sandbox extractor reads e-mails locally)',
    ASSISTANT_DOMAIN: local.assistantDomain,
    // The sandbox freight partners listen on http://127.0.0.1: only here may webhooks go there.
    WEBHOOK_TARGETS: 'public-or-loopback',
    TRADING_API_URL: `http://localhost:${ports.app}/_local/cietrade/api`,
    // Both QuickBooks Online and Xero connect to the sandbox accounting service; tokens stay in the table.
    ACCOUNTING_PROVIDER: 'sandbox',
    ACCOUNTING_SANDBOX_URL: `http://localhost:${ports.app}/_local/accounting`,
    SALES_EMAIL: 'sales@polyloop.local',
    PLATFORM_OPS_EMAIL: 'ops@polyloop.local',
    POWERTOOLS_SERVICE_NAME: 'polyloop',
    POWERTOOLS_METRICS_NAMESPACE: 'polyloop',
    POWERTOOLS_DEV: 'true',
  };
}
