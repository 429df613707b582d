/**
 * A complete, dummy environment for unit tests of code that names the table, bucket or bus in the
 * requests it builds (and sends nothing). Import it first; it never overrides what is set.
 */
const dummy = {
  TABLE_NAME: 'unit',
  EVENT_BUS_NAME: 'bus',
  JWT_ISSUER: 'https://issuer.example',
  JWKS_URI: 'https://issuer.example/jwks',
  USER_POOL_ID: 'pool',
  USER_POOL_CLIENT_ID: 'client',
  WS_MANAGEMENT_ENDPOINT: 'https://ws.example',
  DOCUMENTS_BUCKET: 'docs',
  LEDGER_BUCKET: 'ledgers',
  SCHEDULE_GROUP: 'group',
  SCHEDULER_ROLE_ARN: 'arn:role',
  EVENT_BUS_ARN: 'arn:bus',
  SES_SENDER: 'a@b.example',
  APP_URL: 'https://app.example',
  GEOCODER: 'gazetteer',
  BILLING_PROVIDER: 'sandbox',
  SALES_EMAIL: 'sales@b.example',
  PLATFORM_OPS_EMAIL: 'ops@b.example',
};
for (const [name, value] of Object.entries(dummy)) process.env[name] ??= value;
