import { CfnOutput, Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { SCHEDULE_GROUP } from '@polyloop/events';
import { ERROR_REPORTING_TRACES_SAMPLE_RATE } from '@polyloop/shared/config';
import { cspOriginsOf } from '@polyloop/shared/security-headers';
import { Auth } from '../constructs/auth.js';
import { Basemap } from '../constructs/basemap.js';
import { Data } from '../constructs/data.js';
import { Events } from '../constructs/events.js';
import { Firewall } from '../constructs/firewall.js';
import { Functions } from '../constructs/functions.js';
import { acknowledgeReviewedWildcards } from '../constructs/nag.js';
import { AssistantMail } from '../constructs/assistant-mail.js';
import { Integrations } from '../constructs/integrations.js';
import { HttpApi } from '../constructs/http-api.js';
import { Observability } from '../constructs/observability.js';
import { Realtime } from '../constructs/realtime.js';
import { Storage } from '../constructs/storage.js';
import { Web } from '../constructs/web.js';

export interface PolyloopStackProps extends StackProps {
  /** Verified SES identity the product sends e-mail from. */
  sesSender: string;
  /** Receives alarm notifications; empty for none. */
  alarmEmail: string;
  /** Hears about plan inquiries (SALES_EMAIL). */
  salesEmail: string;
  /** Hears about access requests and other operator work (PLATFORM_OPS_EMAIL). */
  opsEmail: string;
  /** The mail domain companies forward e-mails to for the assistant (ASSISTANT_DOMAIN); SES must receive it. */
  assistantDomain: string;
  /** The Bedrock model that reads those e-mails (BEDROCK_MODEL_ID). */
  bedrockModelId: string;
  /** cieTrade's API base URL (shipments are exported to `${url}/shipments`). */
  tradingApiUrl: string;
  /** The Sentry DSN the web app reports browser errors to; empty for none. */
  errorReportingDsn: string;
  /** The environment its reports are filed under ("production", "staging"). */
  errorReportingEnvironment: string;
  /** The Intercom app (workspace) id whose chat widget the Help panel opens; empty for none. */
  supportChatAppId: string;
  /** The WAF web ACL's name (build-app.ts). */
  webAclName: string;
  /**
   * The WAF web ACL from the edge stack in us-east-1, when this stack is in another region;
   * otherwise this stack creates it itself.
   */
  webAclArn?: string;
  /** The managed-login domain's prefix (`<prefix>.auth.<region>.amazoncognito.com`), unique in the region. */
  cognitoDomainPrefix: string;
  /** The app's own origin (`https://app.example.com`) when it has a custom domain: the HTTP API's only CORS origin. */
  appOrigin?: string;
}

/**
 * The whole product in one stack. Order matters only for values that flow into the functions'
 * environment: APIs, pool, bus and buckets exist first, then the functions, then the wiring.
 */
export class PolyloopStack extends Stack {
  readonly table: Data['table'];

  constructor(scope: Construct, id: string, props: PolyloopStackProps) {
    super(scope, id, props);

    const data = new Data(this, 'Data');
    this.table = data.table;
    const storage = new Storage(this, 'Storage');
    const auth = new Auth(this, 'Auth', { domainPrefix: props.cognitoDomainPrefix });
    const eventsDlq = this.deadLetterQueue('EventsDlq');
    new CfnOutput(this, 'EventsDlqUrl', { value: eventsDlq.queueUrl });
    const events = new Events(this, 'Events', { deadLetterQueue: eventsDlq });
    const realtime = new Realtime(this, 'Realtime');
    const httpApi = new HttpApi(this, 'HttpApi', {
      userPool: auth.userPool,
      client: auth.client,
      appOrigin: props.appOrigin,
    });
    // What the browser reaches beyond the app's own origin (the API is on it, under /api).
    // The documents bucket's own name would make a cycle (its CORS rule names the distribution), so
    // the policy allows the region's S3 virtual hosts, where its presigned URLs point.
    const files = `https://*.s3.${this.region}.${this.urlSuffix}`;
    const map = `https://maps.geo.${this.region}.${this.urlSuffix}`;
    const csp = cspOriginsOf(
      {
        apiUrl: '/api',
        wsUrl: '',
        cognitoEndpoint: '',
        map: { styleUrl: '' },
        errorReporting: { dsn: props.errorReportingDsn },
        supportChat: { provider: props.supportChatAppId ? 'intercom' : 'none' },
      },
      [files],
    );
    const web = new Web(this, 'Web', {
      logsBucket: storage.logsBucket,
      webAclArn: props.webAclArn ?? new Firewall(this, 'Firewall', { name: props.webAclName }).webAclArn,
      apiDomainName: httpApi.domainName,
      cspOrigins: {
        ...csp,
        connect: [
          `wss://${realtime.api.apiId}.execute-api.${this.region}.${this.urlSuffix}`,
          `https://cognito-idp.${this.region}.${this.urlSuffix}`,
          // Managed login's token endpoint, where single sign-on trades its code for tokens.
          `https://${props.cognitoDomainPrefix}.auth.${this.region}.amazoncognito.com`,
          map,
          ...csp.connect,
        ],
        img: [map, ...csp.img],
      },
    });
    storage.allowAppOrigin(web.url);
    auth.allowSignInAt(web.url);
    // The prefix the upload scanner writes to (functions/src/adapters/scanner/guardduty.ts QUARANTINE_PREFIX).
    storage.protectQuarantine('quarantine/');
    const sender = new ses.EmailIdentity(this, 'Sender', { identity: ses.Identity.email(props.sesSender) });
    const integrations = new Integrations(this, 'Integrations');

    // AWS_REGION is reserved by Lambda and set by the runtime itself.
    const environment: Record<string, string> = {
      TABLE_NAME: data.table.tableName,
      EVENT_BUS_NAME: events.bus.eventBusName,
      EVENT_BUS_ARN: events.bus.eventBusArn,
      JWT_ISSUER: auth.issuer,
      JWKS_URI: `${auth.issuer}/.well-known/jwks.json`,
      USER_POOL_ID: auth.userPool.userPoolId,
      USER_POOL_CLIENT_ID: auth.client.userPoolClientId,
      WS_MANAGEMENT_ENDPOINT: realtime.managementEndpoint,
      DOCUMENTS_BUCKET: storage.documentsBucket.bucketName,
      LEDGER_BUCKET: storage.ledgerBucket.bucketName,
      SCHEDULE_GROUP,
      SCHEDULER_ROLE_ARN: events.schedulerRole.roleArn,
      SES_SENDER: props.sesSender,
      S3_FORCE_PATH_STYLE: 'false',
      APP_URL: web.url,
      GEOCODER: 'amazon-location',
      PLACE_INDEX_NAME: integrations.placeIndex.ref,
      BILLING_PROVIDER: 'stripe',
      BILLING_SECRET_ARN: integrations.billingSecret.secretArn,
      // Only the local cloud's sandbox portal signs with this; Stripe's secret lives in Secrets Manager.
      BILLING_SANDBOX_SECRET: '',
      SCANNER: 'guardduty',
      SALES_EMAIL: props.salesEmail,
      PLATFORM_OPS_EMAIL: props.opsEmail,
      EXTRACTOR: 'bedrock',
      BEDROCK_MODEL_ID: props.bedrockModelId,
      ASSISTANT_DOMAIN: props.assistantDomain,
      // Partners' webhooks: https to public addresses only (never the metadata service or the VPC).
      WEBHOOK_TARGETS: 'public-https',
      TRADING_API_URL: props.tradingApiUrl,
      // QuickBooks Online or Xero, as each company's connection says; the operator fills in the app's credentials.
      ACCOUNTING_PROVIDER: 'services',
      // Only the local cloud runs a sandbox accounting service.
      ACCOUNTING_SANDBOX_URL: '',
      ACCOUNTING_APP_SECRET_ID: 'polyloop/accounting/app',
      ACCOUNTING_TOKEN_SECRET_PREFIX: 'polyloop/accounting/tokens/',
    };
    const functions = new Functions(this, 'Functions', {
      environment,
      access: {
        table: data.table,
        events,
        webSocketStage: realtime.stage,
        documentsBucket: storage.documentsBucket,
        ledgerBucket: storage.ledgerBucket,
        userPool: auth.userPool,
        sender,
        placeIndex: integrations.placeIndex,
        billingSecret: integrations.billingSecret,
        bedrockModelArn: `arn:${this.partition}:bedrock:${this.region}::foundation-model/${props.bedrockModelId}`,
      },
    });

    auth.usePreSignUp(functions.preSignUp);
    httpApi.addContractRoutes(functions.http);
    realtime.addRoutes(functions.websocket);
    events.addRules(functions.consumers);
    events.addStandingSchedules();
    new AssistantMail(this, 'AssistantMail', {
      domain: props.assistantDomain,
      bucket: storage.documentsBucket,
      fn: functions.inboundMail,
    });
    // Each stream consumer reads the whole stream on its own, with a dead-letter queue of its own,
    // so a batch that keeps failing in one holds back neither the other nor its redrive.
    const streamDlqs = Object.entries(functions.stream).map(([name, fn]) => {
      const id = name === 'table-stream' ? 'StreamDlq' : 'ReadModelsDlq';
      const dlq = this.deadLetterQueue(id);
      // `npm run redrive -- --aws` reads the queues by these URLs (STREAM_DLQ_URL, READ_MODELS_DLQ_URL).
      new CfnOutput(this, `${id}Url`, { value: dlq.queueUrl });
      fn.addEventSource(
        new DynamoEventSource(data.table, {
          startingPosition: lambda.StartingPosition.LATEST,
          batchSize: 100,
          bisectBatchOnError: true,
          retryAttempts: 3,
          // Lets the consumer report the failed records only, so good ones are not reprocessed.
          reportBatchItemFailures: true,
          onFailure: new SqsDlq(dlq),
        }),
      );
      return { name, queue: dlq };
    });

    const basemap = new Basemap(this, 'Basemap', { appUrl: web.url });
    web.deploy({
      apiUrl: '/api',
      wsUrl: realtime.url,
      region: this.region,
      userPoolId: auth.userPool.userPoolId,
      clientId: auth.client.userPoolClientId,
      cognitoEndpoint: `https://cognito-idp.${this.region}.amazonaws.com/`,
      authFlow: 'USER_SRP_AUTH',
      managedLoginUrl: auth.managedLoginUrl,
      map: { styleUrl: basemap.styleUrl, sandbox: false },
      errorReporting: {
        dsn: props.errorReportingDsn,
        environment: props.errorReportingEnvironment,
        tracesSampleRate: ERROR_REPORTING_TRACES_SAMPLE_RATE,
      },
      supportChat: props.supportChatAppId
        ? { provider: 'intercom', appId: props.supportChatAppId }
        : { provider: 'none' },
    });

    new Observability(this, 'Observability', {
      httpApi: httpApi.api,
      webSocketApi: realtime.api,
      webSocketStage: realtime.stage.stageName,
      table: data.table,
      functions: functions.all,
      streamFunctions: Object.entries(functions.stream).map(([name, fn]) => ({ name, fn })),
      eventBusName: events.bus.eventBusName,
      eventRules: [...events.rules].map(([name, rule]) => ({ name, rule })),
      deadLetterQueues: [{ name: 'events', queue: eventsDlq }, ...streamDlqs],
      webAclName: props.webAclName,
      alarmEmail: props.alarmEmail,
    });

    // Last, once every grant exists: each IAM5 wildcard finding is acknowledged only if listed here.
    const { partition, region, account } = this;
    acknowledgeReviewedWildcards(this, [
      {
        anyResourceActions: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords', 'dynamodb:ListStreams'],
        reason:
          'X-Ray trace upload and dynamodb:ListStreams support no resource-level permissions (see the IAM service authorization reference).',
      },
      {
        anyResourceActions: ['cloudfront:CreateInvalidation', 'cloudfront:GetInvalidation'],
        reason:
          'The CDK deployment handler invalidates the web distribution after upload; aws-cdk-lib grants these on * itself.',
      },
      {
        resource: `${data.table.tableArn}/index/*`,
        reason:
          "Queries on the table's own global secondary indexes, which are only addressable under the table ARN.",
      },
      {
        resource: `${storage.documentsBucket.bucketArn}/*`,
        reason:
          'Objects inside the documents bucket; which keys a caller may touch is decided by the domain code before presigning.',
      },
      {
        resource: storage.ledgerBucket.arnForObjects('auctions/*'),
        reason:
          'Each closed auction’s sealed ledger, one object per auction: the seal consumer writes them once (Object Lock keeps them), the auctions function reads them.',
      },
      {
        resource: `${web.bucket.bucketArn}/*`,
        reason: 'The deployment handler replaces every object of the web bucket on each deploy.',
      },
      {
        resource: `arn:${partition}:scheduler:${region}:${account}:schedule/${SCHEDULE_GROUP}/*`,
        reason:
          "Timers are created at run time with generated names, always inside the product's own schedule group.",
      },
      {
        resource: `arn:${partition}:execute-api:${region}:${account}:${realtime.api.apiId}/${realtime.stage.stageName}/*/@connections/*`,
        reason:
          'Posting to connections of the prod WebSocket stage only; connection ids are not known before clients connect.',
      },
      {
        resource: `arn:${partition}:secretsmanager:${region}:${account}:secret:polyloop/accounting/*`,
        reason:
          "Each company's accounting connection keeps its tokens in a secret of its own, created when it connects; only names under the accounting prefix.",
      },
      {
        pattern: /^Resource::arn:<AWS::Partition>:s3:::cdk-[a-z0-9]+-assets-<AWS::AccountId>-[^/]+\/\*$/,
        reason: 'The deployment handler reads the zipped web app from the CDK bootstrap asset bucket.',
      },
      ...['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map((action) => ({
        action,
        reason:
          'Action groups from CDK bucket grants (grantRead/grantPut/grantDelete), applied only to the documents and web buckets.',
      })),
    ]);

    new CfnOutput(this, 'AppUrl', { value: web.url, description: 'The web app' });
    new CfnOutput(this, 'ApiUrl', {
      value: `${web.url}/api`,
      description: 'The HTTP API, through CloudFront',
    });
    new CfnOutput(this, 'HttpApiEndpoint', {
      value: httpApi.api.apiEndpoint,
      description: 'The HTTP API, direct',
    });
    new CfnOutput(this, 'WebSocketUrl', { value: realtime.url });
    new CfnOutput(this, 'UserPoolId', { value: auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: auth.client.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: data.table.tableName });
  }

  /** Failed events and stream batches wait here for two weeks, encrypted and TLS-only. */
  private deadLetterQueue(id: string): sqs.Queue {
    const queue = new sqs.Queue(this, id, {
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    Validations.of(queue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself a dead-letter queue; its depth is alarmed on instead.',
    });
    return queue;
  }
}
