import { App } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_GROUP, rules, standingSchedules } from '@polyloop/events';
import { Authority, routeKey, routes } from '@polyloop/shared';
import { tableDefinition } from '@polyloop/functions/data/table.definition';
import { Env } from '@polyloop/functions/lib/env';
import { AUCTION_RULES } from '@polyloop/shared/network/auction-states';
import { PublicConfig } from '@polyloop/shared/config';
import {
  consumerFunctions,
  httpFunctionName,
  httpFunctions,
  inboundMailFunction,
  preSignUpFunction,
  streamFunctions,
  websocketFunctions,
  type Access,
  type FunctionDefinition,
} from '../../infra/definitions/functions.js';
import { buildApp } from '../../infra/aws/build-app.js';
import { OPENAPI_PATH } from '../../infra/definitions/openapi.js';
import { bundleChecks } from './bundles.checks.js';
import { crossRegionChecks, edgeChecks, firewallChecks, throttleChecks } from './edge.checks.js';
import { observabilityChecks } from './observability.checks.js';
import { securityChecks } from './security.checks.js';
import {
  cdkContext,
  integrationIdOfTarget,
  synthesize,
  type Json,
  type CfnResource,
  type Synthesized,
  type ValidationReport,
} from './template.js';

/** Every key `functions/src/lib/env.ts` validates, but AWS_REGION, which the Lambda runtime sets itself. */
const requiredEnvironment = Object.keys(Env.shape).filter((key) => key !== 'AWS_REGION');
const allDefinitions: FunctionDefinition[] = [
  ...httpFunctions,
  ...Object.values(websocketFunctions),
  ...Object.values(consumerFunctions),
  ...streamFunctions,
  inboundMailFunction,
  preSignUpFunction,
];

let stack: Synthesized;
let template: Template;
let resources: Record<string, CfnResource>;
let report: ValidationReport;
const functionIdOfIntegration = (id: string) => stack.functionIdOfIntegration(id);
const functionIdNamed = (name: string) => stack.functionIdNamed(name);
const actionsOf = (functionId: string) => stack.actionsOf(functionId);
const resourcesFor = (functionId: string, action: string) => stack.resourcesFor(functionId, action);
const resourceIdOfType = (type: string) => stack.resourceIdOfType(type);

/**
 * Every function is told where a resource is (its environment holds `variables`); those whose
 * definition lists `access` may call each of `actions` on that resource alone.
 */
function expectToldEverywhereGrantedTo(access: Access, variables: Json, actions: string[], resource: Json) {
  for (const definition of allDefinitions) {
    const functionId = functionIdNamed(definition.name);
    const told = (resources[functionId]?.Properties.Environment as { Variables: Json }).Variables;
    expect(told, definition.name).toMatchObject(variables);
    if (!definition.access.includes(access)) continue;
    for (const action of actions)
      expect(resourcesFor(functionId, action), `${definition.name} ${action}`).toEqual([resource]);
  }
}

/** What an operator sets in cdk.json for error reporting and the support chat (empty there: off). */
const webContext = {
  'polyloop:errorReportingDsn': 'https://0123abcd@o42.ingest.sentry.io/4242',
  'polyloop:supportChatAppId': 'abc12def',
};

beforeAll(() => {
  stack = synthesize(webContext);
  ({ template, resources, report } = stack);
}, 600_000);

afterAll(() => stack?.dispose());

describe('the synthesized Polyloop stack', () => {
  it('passes every AwsSolutions check or acknowledges it with a reason', () => {
    const unacknowledged = report.pluginReports
      .flatMap((plugin) => plugin.violations)
      .filter((violation) => violation.ruleName.startsWith('AwsSolutions-') && violation.severity === 'error')
      .map(
        (violation) =>
          `${violation.ruleName} on ${violation.violatingConstructs?.map((c) => c.constructPath).join(', ')}`,
      );
    expect(unacknowledged).toEqual([]);
  });

  it('creates the single table from its definition with PITR, deletion protection, stream and TTL', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      DeletionProtectionEnabled: true,
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      StreamSpecification: { StreamViewType: tableDefinition.stream },
      TimeToLiveSpecification: { AttributeName: tableDefinition.ttlAttribute, Enabled: true },
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: tableDefinition.globalIndexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    });
  });

  it('wires every contract route to its context function, with JWT unless the route is public', () => {
    const httpRoutes = Object.values(resources).filter(
      (resource) =>
        resource.Type === 'AWS::ApiGatewayV2::Route' && !String(resource.Properties.RouteKey).startsWith('$'),
    );
    expect(httpRoutes).toHaveLength(routes.length);
    for (const route of routes) {
      const created = httpRoutes.find((resource) => resource.Properties.RouteKey === routeKey(route));
      expect(created, routeKey(route)).toBeDefined();
      expect(created?.Properties.AuthorizationType, routeKey(route)).toBe(
        route.auth === 'public' ? 'NONE' : 'JWT',
      );
      const functionId = functionIdOfIntegration(integrationIdOfTarget(created?.Properties.Target));
      expect(functionId, routeKey(route)).toBe(functionIdNamed(httpFunctionName(route.context)));
    }
  });

  it('authorizes user routes with the Cognito app client as audience', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      JwtConfiguration: { Audience: [{ Ref: Match.stringLikeRegexp('AuthUserPoolWebClient') }] },
    });
  });

  it('routes $connect, $disconnect and $default of the WebSocket API to their functions', () => {
    for (const [key, definition] of Object.entries(websocketFunctions)) {
      const routeKeyName = `$${key}`;
      const created = Object.values(resources).find(
        (resource) =>
          resource.Type === 'AWS::ApiGatewayV2::Route' && resource.Properties.RouteKey === routeKeyName,
      );
      expect(created, routeKeyName).toBeDefined();
      expect(functionIdOfIntegration(integrationIdOfTarget(created?.Properties.Target))).toBe(
        functionIdNamed(definition.name),
      );
    }
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', { StageName: 'prod', AutoDeploy: true });
  });

  it('gives every function the full environment, Node 22 on arm64 and active tracing', () => {
    for (const definition of allDefinitions) {
      const properties = resources[functionIdNamed(definition.name)]?.Properties ?? {};
      const variables = (properties.Environment as { Variables: Json }).Variables;
      expect(Object.keys(variables), definition.name).toEqual(
        expect.arrayContaining([...requiredEnvironment, 'POWERTOOLS_SERVICE_NAME']),
      );
      expect(properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        TracingConfig: { Mode: 'Active' },
      });
    }
  });

  it('grants each function exactly the access its definition lists', () => {
    const evidence: Array<[Access, string]> = [
      ['table:write', 'dynamodb:PutItem'],
      ['bus:put', 'events:PutEvents'],
      ['scheduler:manage', 'scheduler:CreateSchedule'],
      ['ws:post', 'execute-api:ManageConnections'],
      // Deleting tells the documents bucket's writers apart from the ledger's (its own test below), which may never delete.
      ['documents:write', 's3:DeleteObject*'],
      ['cognito:admin', 'cognito-idp:AdminGetUser'],
      ['cognito:federation', 'cognito-idp:CreateIdentityProvider'],
      ['cognito:link', 'cognito-idp:AdminLinkProviderForUser'],
      ['ses:send', 'ses:SendEmail'],
      ['geo:search', 'geo:SearchPlaceIndexForSuggestions'],
      ['accounting:secrets', 'secretsmanager:PutSecretValue'],
      ['bedrock:invoke', 'bedrock:InvokeModel'],
    ];
    for (const definition of allDefinitions) {
      const actions = actionsOf(functionIdNamed(definition.name));
      for (const [access, action] of evidence) {
        expect(actions.has(action), `${definition.name} ${access} → ${action}`).toBe(
          definition.access.includes(access),
        );
      }
    }
  });

  it('keeps sealed auction ledgers write-once: Object Lock in compliance mode for the named retention, written by the seal consumer alone, deleted by nobody', () => {
    const ledgers = Object.entries(resources).filter(
      ([, r]) => r.Type === 'AWS::S3::Bucket' && r.Properties.ObjectLockEnabled === true,
    );
    expect(ledgers).toHaveLength(1);
    const [ledgerId, ledger] = ledgers[0]!;
    expect(ledger.Properties).toMatchObject({
      ObjectLockEnabled: true,
      ObjectLockConfiguration: {
        ObjectLockEnabled: 'Enabled',
        Rule: { DefaultRetention: { Mode: 'COMPLIANCE', Days: AUCTION_RULES.ledgerRetentionDays } },
      },
      VersioningConfiguration: { Status: 'Enabled' },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    const onLedger = (functionId: string, action: string) =>
      JSON.stringify(resourcesFor(functionId, action)).includes(ledgerId);
    for (const definition of allDefinitions) {
      const id = functionIdNamed(definition.name);
      expect(onLedger(id, 's3:PutObject'), `${definition.name} writes sealed ledgers`).toBe(
        definition.name === consumerFunctions['auction-ledger'].name,
      );
      expect(onLedger(id, 's3:GetObject'), `${definition.name} reads sealed ledgers`).toBe(
        definition.access.includes('ledger:read'),
      );
      expect(
        [...actionsOf(id)].some((a) => a.startsWith('s3:Delete') && onLedger(id, a)),
        `${definition.name} deletes sealed ledgers`,
      ).toBe(false);
    }
    expect(httpFunctions.find((f) => f.name === httpFunctionName('auctions'))!.access).toContain(
      'ledger:read',
    );
  });

  it('feeds the table stream to each of its two consumers in batches of 100 with bisect, 3 retries and a DLQ of its own', () => {
    const destinations = new Set<string>();
    for (const fn of streamFunctions) {
      template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        FunctionName: { Ref: functionIdNamed(fn.name) },
        BatchSize: 100,
        BisectBatchOnFunctionError: true,
        MaximumRetryAttempts: 3,
        StartingPosition: 'LATEST',
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
      });
      const mapping = Object.values(template.findResources('AWS::Lambda::EventSourceMapping')).find(
        (r) =>
          JSON.stringify(r.Properties.FunctionName) === JSON.stringify({ Ref: functionIdNamed(fn.name) }),
      );
      destinations.add(JSON.stringify(mapping?.Properties.DestinationConfig));
    }
    expect(destinations.size).toBe(streamFunctions.length);
  });

  it('creates one bus rule per definition, targeting its consumer with retries and a DLQ, which takes what the consumer fails on too', () => {
    template.hasResourceProperties('AWS::Events::EventBus', { Name: 'polyloop' });
    template.resourceCountIs('AWS::Events::Rule', rules.length);
    for (const rule of rules) {
      template.hasResourceProperties('AWS::Events::Rule', {
        EventPattern: rule.eventPattern,
        Targets: [
          Match.objectLike({
            Arn: { 'Fn::GetAtt': [functionIdNamed(consumerFunctions[rule.target].name), 'Arn'] },
            DeadLetterConfig: Match.anyValue(),
            RetryPolicy: Match.anyValue(),
          }),
        ],
      });
    }
    // An event its consumer fails on (Lambda took it, asynchronously) reaches the same queue from
    // the function's on-failure destination, after Lambda's two retries.
    const rule = Object.values(resources).find((r) => r.Type === 'AWS::Events::Rule')!;
    const queue = (rule.Properties.Targets as Array<{ DeadLetterConfig: { Arn: Json } }>)[0]!.DeadLetterConfig
      .Arn;
    for (const target of new Set(rules.map((r) => r.target)))
      template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        FunctionName: { Ref: functionIdNamed(consumerFunctions[target].name) },
        MaximumRetryAttempts: 2,
        DestinationConfig: { OnFailure: { Destination: queue } },
      });
  });

  it('receives the assistant domain with SES: scanned, stored under inbound/, then the inbound-mail function', () => {
    template.resourceCountIs('AWS::SES::ReceiptRuleSet', 1);
    template.hasResourceProperties('AWS::SES::ReceiptRule', {
      Rule: Match.objectLike({
        Enabled: true,
        ScanEnabled: true,
        Recipients: ['assistant.polyloop.example'],
        Actions: [
          { S3Action: Match.objectLike({ ObjectKeyPrefix: 'inbound/' }) },
          {
            LambdaAction: {
              FunctionArn: { 'Fn::GetAtt': [functionIdNamed(inboundMailFunction.name), 'Arn'] },
              InvocationType: 'Event',
            },
          },
        ],
      }),
    });
    expect(resourcesFor(functionIdNamed(inboundMailFunction.name), 'bedrock:InvokeModel')).toEqual([
      {
        'Fn::Join': [
          '',
          [
            'arn:',
            { Ref: 'AWS::Partition' },
            ':bedrock:',
            { Ref: 'AWS::Region' },
            '::foundation-model/amazon.nova-lite-v1:0',
          ],
        ],
      },
    ]);
  });

  it('creates the schedule group and a Scheduler role that may only put events on the bus', () => {
    template.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: SCHEDULE_GROUP });
    template.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: {
        Statement: [
          Match.objectLike({
            Principal: { Service: 'scheduler.amazonaws.com' },
            Condition: { StringEquals: { 'aws:SourceAccount': Match.anyValue() } },
          }),
        ],
      },
    });
  });

  it('creates the standing schedules (the daily sweep, the two weekly e-mails, the monthly fee charge, the auction census), each publishing its event on the bus', () => {
    const names = [
      'listing-sweep',
      'weekly-management-report',
      'weekly-network-reminder',
      'monthly-fee-charge',
      'auction-census',
    ];
    expect(standingSchedules.map((s) => s.name)).toEqual(names);
    template.resourceCountIs('AWS::Scheduler::Schedule', standingSchedules.length);
    for (const standing of standingSchedules) {
      template.hasResourceProperties('AWS::Scheduler::Schedule', {
        Name: standing.name,
        GroupName: SCHEDULE_GROUP,
        ScheduleExpression: standing.expression,
        Target: Match.objectLike({
          EventBridgeParameters: { Source: 'polyloop', DetailType: standing.event.name },
        }),
      });
    }
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      Name: 'weekly-management-report',
      ScheduleExpression: 'cron(0 13 ? * MON *)',
    });
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      Name: 'weekly-network-reminder',
      ScheduleExpression: 'cron(0 14 ? * MON *)',
    });
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      Name: 'monthly-fee-charge',
      ScheduleExpression: 'cron(0 10 1 * ? *)',
      Target: Match.objectLike({
        EventBridgeParameters: { Source: 'polyloop', DetailType: 'billing.fee-charge-due' },
      }),
    });
  });

  it('lets the monthly fee charge and the seat charge read the billing provider’s secret, as the portal link does', () => {
    expect(consumerFunctions['fee-charge'].access).toEqual(
      expect.arrayContaining(['billing:secret', 'bus:put']),
    );
    expect(rules.filter((r) => r.target === 'fee-charge').map((r) => r.eventPattern['detail-type'])).toEqual([
      ['billing.fee-charge-due', 'billing.fee-charge-for-tenant'],
      ['user.created', 'user.restored'],
    ]);
  });

  it('creates the user pool with email sign-in, tenantId, an SRP client and one group per authority', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Schema: Match.arrayWith([
        Match.objectLike({ Name: 'tenantId', AttributeDataType: 'String', Mutable: true }),
      ]),
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', { GenerateSecret: false });
    for (const group of Authority.options)
      template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: group });
  });

  it('lets the web app prove a password by SRP and refresh its tokens, and never send the password itself', () => {
    const client = resources[resourceIdOfType('AWS::Cognito::UserPoolClient')]?.Properties ?? {};
    const flows = (client.ExplicitAuthFlows as string[] | undefined) ?? [];
    expect(flows).toContain('ALLOW_USER_SRP_AUTH');
    expect(flows).toContain('ALLOW_REFRESH_TOKEN_AUTH');
    expect(flows).not.toContain('ALLOW_USER_PASSWORD_AUTH');
    expect(client.EnableTokenRevocation).toBe(true);
  });

  it('lets a signed-in person write their e-mail address with their token, and no custom attribute (their company is not theirs to name)', () => {
    const client = resources[resourceIdOfType('AWS::Cognito::UserPoolClient')]?.Properties ?? {};
    // Without the list Cognito would let them write every mutable attribute.
    expect(client.WriteAttributes).toEqual(['email']);
    const pool = resources[resourceIdOfType('AWS::Cognito::UserPool')]?.Properties ?? {};
    const custom = ((pool.Schema as Array<{ Name: string }> | undefined) ?? []).map(
      (a) => `custom:${a.Name}`,
    );
    expect(custom).toContain('custom:tenantId');
    expect(
      (client.WriteAttributes as string[]).filter((a) => a.startsWith('custom:') || custom.includes(a)),
    ).toEqual([]);
  });

  it('lets people sign themselves up without Cognito verifying e-mail (the product sends its own codes)', () => {
    const pool = resources[resourceIdOfType('AWS::Cognito::UserPool')]?.Properties ?? {};
    expect(pool.AdminCreateUserConfig).toMatchObject({ AllowAdminCreateUserOnly: false });
    expect((pool.AutoVerifiedAttributes as string[] | undefined) ?? []).not.toContain('email');
  });

  it('creates an Esri place index for single use, searchable only by the functions granted geo:search', () => {
    template.hasResourceProperties('AWS::Location::PlaceIndex', {
      DataSource: 'Esri',
      DataSourceConfiguration: { IntendedUse: 'SingleUse' },
    });
    const placeIndexId = resourceIdOfType('AWS::Location::PlaceIndex');
    expectToldEverywhereGrantedTo(
      'geo:search',
      { GEOCODER: 'amazon-location', PLACE_INDEX_NAME: { Ref: placeIndexId } },
      ['geo:SearchPlaceIndexForSuggestions', 'geo:GetPlace'],
      { 'Fn::GetAtt': [placeIndexId, 'Arn'] },
    );
  });

  it('lets no function change or delete an entry of the auctions’ bid ledger, and none but the bidding add one', () => {
    const writers = allDefinitions.filter((d) => d.access.includes('ledger:append')).map((d) => d.name);
    expect(writers).toEqual([httpFunctionName('auctions')]);
    for (const definition of allDefinitions.filter((d) => d.access.includes('table:write'))) {
      const appends = definition.access.includes('ledger:append');
      expect(stack.denialsOf(functionIdNamed(definition.name)), definition.name).toContainEqual(
        expect.objectContaining({
          Action: [
            'dynamodb:BatchWriteItem',
            'dynamodb:DeleteItem',
            ...(appends ? [] : ['dynamodb:PutItem']),
            'dynamodb:UpdateItem',
          ],
          Condition: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': ['auction-ledger#*'] } },
        }),
      );
    }
  });

  it('creates the directory basemap: a Location map, and an API key that may only read it from the app', () => {
    template.hasResourceProperties('AWS::Location::Map', {
      Configuration: { Style: 'VectorEsriNavigation' },
    });
    const mapId = resourceIdOfType('AWS::Location::Map');
    template.hasResourceProperties('AWS::Location::APIKey', {
      NoExpiry: true,
      Restrictions: {
        AllowActions: ['geo:GetMap*'],
        AllowResources: [{ 'Fn::GetAtt': [mapId, 'Arn'] }],
        AllowReferers: [Match.anyValue()],
      },
    });
  });

  it('creates the billing secret with a placeholder, readable only by the functions granted billing:secret', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      Name: 'polyloop/billing',
      GenerateSecretString: Match.objectLike({
        SecretStringTemplate: JSON.stringify({ apiKey: '', webhookSecret: '' }),
        GenerateStringKey: 'placeholder',
      }),
    });
    const secretId = resourceIdOfType('AWS::SecretsManager::Secret');
    expectToldEverywhereGrantedTo(
      'billing:secret',
      { BILLING_PROVIDER: 'stripe', BILLING_SECRET_ARN: { Ref: secretId }, BILLING_SANDBOX_SECRET: '' },
      ['secretsmanager:GetSecretValue'],
      { Ref: secretId },
    );
  });

  it('serves the web bucket through CloudFront with OAC, an SPA rewrite and /api/* uncached to the HTTP API', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultCacheBehavior: Match.objectLike({
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
        }),
        CacheBehaviors: [
          // The OpenAPI document is a file deployed with the web app, from the bucket like it.
          Match.objectLike({
            PathPattern: OPENAPI_PATH,
            CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6', // Managed-CachingOptimized
          }),
          Match.objectLike({
            PathPattern: '/api/*',
            CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
            OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
          }),
        ],
        // API 404s must stay 404s, so no error-response rewriting.
        CustomErrorResponses: Match.absent(),
      }),
    });
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
    const config = (distribution!.Properties as { DistributionConfig: Json }).DistributionConfig as {
      DefaultCacheBehavior: { TargetOriginId: string };
      CacheBehaviors: { TargetOriginId: string }[];
    };
    expect(config.CacheBehaviors[0]!.TargetOriginId).toBe(config.DefaultCacheBehavior.TargetOriginId);
    // No function serves it: no API route for it.
    expect(
      Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map(
        (r) => (r.Properties as { RouteKey: string }).RouteKey,
      ),
    ).not.toContain(`GET ${OPENAPI_PATH}`);
  });

  observabilityChecks(() => stack, allDefinitions);
  bundleChecks(() => stack, allDefinitions);
  edgeChecks(() => stack);
  throttleChecks(() => stack);
  firewallChecks(() => stack);
  securityChecks(() => stack);
});

describe('the app deployed outside us-east-1 with a custom domain', () => {
  const appOrigin = 'https://app.polyloop.example';
  let elsewhere: Synthesized;
  // Only the templates matter here, so no function is bundled again (an empty aws:cdk:bundling-stacks).
  beforeAll(() => {
    elsewhere = synthesize(
      { 'polyloop:appOrigin': appOrigin, 'aws:cdk:bundling-stacks': [] },
      { region: 'eu-west-1' },
    );
  }, 600_000);
  afterAll(() => elsewhere?.dispose());

  crossRegionChecks(() => elsewhere, appOrigin);
});

describe('the web app’s /config.json', () => {
  it('tells the browser to sign in by SRP', () => {
    expect(PublicConfig.parse(stack.webConfig()).authFlow).toBe('USER_SRP_AUTH');
  });

  it('hands the browser the error-reporting DSN and the support chat widget from the context', () => {
    const config = PublicConfig.parse(stack.webConfig());
    expect(config.errorReporting).toEqual({
      dsn: webContext['polyloop:errorReportingDsn'],
      environment: 'production',
      tracesSampleRate: 0.25,
    });
    expect(config.supportChat).toEqual({
      provider: 'intercom',
      appId: webContext['polyloop:supportChatAppId'],
    });
  });

  it.each([
    ['polyloop:errorReportingDsn', 'http://key@sentry.example/1', /not a Sentry DSN/],
    ['polyloop:errorReportingDsn', 'https://sentry.example/1', /not a Sentry DSN/],
    ['polyloop:supportChatAppId', 'abc 123', /not an Intercom app id/],
    ['polyloop:appOrigin', '*', /not an https origin/],
    ['polyloop:appOrigin', 'https://*.polyloop.example', /not an https origin/],
    ['polyloop:appOrigin', 'http://app.polyloop.example', /not an https origin/],
    ['polyloop:appOrigin', 'https://app.polyloop.example/', /not an https origin/],
  ])('refuses to synthesize with %s set to %s', (key, value, message) => {
    expect(() => buildApp(new App({ context: { ...cdkContext(), [key]: value } }))).toThrow(message);
  });
});
