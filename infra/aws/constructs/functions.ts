import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as cdk from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as location from 'aws-cdk-lib/aws-location';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { contexts, type Context } from '@polyloop/shared';
import type { ConsumerName } from '@polyloop/events';
import {
  APPEND_ONLY_ENTITIES,
  consumerFunctions,
  httpFunctionName,
  httpFunctions,
  inboundMailFunction,
  preSignUpFunction,
  streamFunctions,
  websocketFunctions,
  type Access,
  type FunctionDefinition,
} from '../../definitions/functions.js';
import type { Events } from './events.js';
import { functionNameOf, LambdaFunction } from './lambda-function.js';

/** Everything a function may be granted access to, keyed by the `Access` names. */
export interface AccessTargets {
  table: dynamodb.ITable;
  events: Events;
  webSocketStage: apigwv2.WebSocketStage;
  documentsBucket: s3.IBucket;
  ledgerBucket: s3.IBucket;
  userPool: cognito.IUserPool;
  sender: ses.EmailIdentity;
  placeIndex: location.CfnPlaceIndex;
  billingSecret: secretsmanager.ISecret;
  /** The foundation model the e-mail assistant asks (BEDROCK_MODEL_ID). */
  bedrockModelArn: string;
}

export interface FunctionsProps {
  environment: Record<string, string>;
  access: AccessTargets;
}

/** Actions the identity and platform contexts need to manage users of their own pool. */
/** A company's identity providers, and the app client's list of them (nothing else of the client). */
const cognitoFederationActions = [
  'cognito-idp:CreateIdentityProvider',
  'cognito-idp:UpdateIdentityProvider',
  'cognito-idp:DeleteIdentityProvider',
  'cognito-idp:DescribeIdentityProvider',
  'cognito-idp:DescribeUserPoolClient',
  'cognito-idp:UpdateUserPoolClient',
];

const cognitoAdminActions = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminConfirmSignUp',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminResetUserPassword',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:ListUsers',
  'cognito-idp:ListUsersInGroup',
];

/** Every Lambda of `infra/definitions/functions.ts`, each granted exactly its `access` list. */
export class Functions extends Construct {
  readonly http = {} as Record<Context, lambda.Function>;
  readonly websocket = {} as Record<keyof typeof websocketFunctions, lambda.Function>;
  readonly consumers = {} as Record<ConsumerName, lambda.Function>;
  /** The table stream's consumers, by name (`table-stream`, `table-read-models`). */
  readonly stream = {} as Record<(typeof streamFunctions)[number]['name'], lambda.Function>;
  /** The e-mail assistant's function; SES's receipt rule invokes it. */
  readonly inboundMail: lambda.Function;
  /** The user pool's pre-sign-up trigger (single sign-on's membership rule), with its name for the pool. */
  readonly preSignUp: { fn: lambda.Function; functionName: string };
  readonly all: Array<{ name: string; fn: lambda.Function }> = [];

  constructor(
    scope: Construct,
    id: string,
    private readonly props: FunctionsProps,
  ) {
    super(scope, id);
    for (const context of contexts) {
      const definition = httpFunctions.find((candidate) => candidate.name === httpFunctionName(context));
      if (!definition)
        throw new Error(`infra/definitions/functions.ts declares no HTTP function for context "${context}"`);
      this.http[context] = this.create(definition);
    }
    for (const [key, definition] of Object.entries(websocketFunctions) as Array<
      [keyof typeof websocketFunctions, FunctionDefinition]
    >) {
      this.websocket[key] = this.create(definition);
    }
    for (const [key, definition] of Object.entries(consumerFunctions) as Array<
      [ConsumerName, FunctionDefinition]
    >) {
      this.consumers[key] = this.create(definition);
    }
    for (const definition of streamFunctions) this.stream[definition.name] = this.create(definition);
    this.inboundMail = this.create(inboundMailFunction);
    this.preSignUp = {
      fn: this.create(preSignUpFunction),
      functionName: functionNameOf(this, preSignUpFunction),
    };
  }

  private create(definition: FunctionDefinition): lambda.Function {
    const { fn } = new LambdaFunction(this, definition.name, {
      definition,
      environment: this.props.environment,
    });
    for (const access of definition.access) this.grant(fn, access, definition);
    this.all.push({ name: definition.name, fn });
    return fn;
  }

  private grant(fn: lambda.Function, access: Access, definition: FunctionDefinition): void {
    const targets = this.props.access;
    switch (access) {
      case 'table:read':
        targets.table.grantReadData(fn);
        return;
      case 'table:write':
        targets.table.grantWriteData(fn);
        // Append-only entities (the auctions' bid ledger) are written once: no function may change or
        // delete them, and only the bidding (`ledger:append`) may add to them. A put conditioned on
        // the key not existing is the one write left, in the bid's own transaction.
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            effect: iam.Effect.DENY,
            actions: [
              'dynamodb:UpdateItem',
              'dynamodb:DeleteItem',
              'dynamodb:BatchWriteItem',
              ...(definition.access.includes('ledger:append') ? [] : ['dynamodb:PutItem']),
            ],
            resources: [targets.table.tableArn],
            conditions: {
              'ForAnyValue:StringLike': {
                'dynamodb:LeadingKeys': APPEND_ONLY_ENTITIES.map((entity) => `${entity}#*`),
              },
            },
          }),
        );
        return;
      case 'bus:put':
        targets.events.bus.grantPutEventsTo(fn);
        return;
      case 'scheduler:manage':
        targets.events.grantManageSchedules(fn);
        return;
      case 'ws:post':
        targets.webSocketStage.grantManagementApiAccess(fn);
        return;
      case 'documents:read':
        targets.documentsBucket.grantRead(fn);
        return;
      case 'documents:write':
        targets.documentsBucket.grantPut(fn);
        targets.documentsBucket.grantDelete(fn);
        return;
      case 'ledger:read':
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            actions: ['s3:GetObject'],
            resources: [targets.ledgerBucket.arnForObjects('auctions/*')],
          }),
        );
        return;
      case 'ledger:append':
        // Granted by the table:write denial above, which leaves this function PutItem on the ledger.
        return;
      case 'ledger:seal':
        // Written once, under the bucket's compliance-mode lock: put and set its retention, never delete.
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            actions: ['s3:PutObject', 's3:PutObjectRetention'],
            resources: [targets.ledgerBucket.arnForObjects('auctions/*')],
          }),
        );
        return;
      case 'cognito:admin':
        targets.userPool.grant(fn, ...cognitoAdminActions);
        return;
      case 'cognito:federation':
        targets.userPool.grant(fn, ...cognitoFederationActions);
        return;
      case 'cognito:link':
        targets.userPool.grant(fn, 'cognito-idp:AdminLinkProviderForUser');
        return;
      case 'ses:send':
        targets.sender.grantSendEmail(fn);
        return;
      case 'geo:search':
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            actions: ['geo:SearchPlaceIndexForSuggestions', 'geo:GetPlace'],
            resources: [targets.placeIndex.attrArn],
          }),
        );
        return;
      case 'billing:secret':
        targets.billingSecret.grantRead(fn);
        return;
      case 'accounting:secrets': {
        // Only secrets under the accounting prefix: the app's credentials and one per company's connection.
        const stack = cdk.Stack.of(fn);
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            actions: [
              'secretsmanager:GetSecretValue',
              'secretsmanager:PutSecretValue',
              'secretsmanager:CreateSecret',
              'secretsmanager:DeleteSecret',
            ],
            resources: [
              `arn:${stack.partition}:secretsmanager:${stack.region}:${stack.account}:secret:polyloop/accounting/*`,
            ],
          }),
        );
        return;
      }
      case 'bedrock:invoke':
        // The Converse API is authorized as InvokeModel on the one model the assistant uses.
        fn.addToRolePolicy(
          new iam.PolicyStatement({ actions: ['bedrock:InvokeModel'], resources: [targets.bedrockModelArn] }),
        );
        return;
      default: {
        // A new Access value must be granted here before it can be synthesized.
        const unknown: never = access;
        throw new Error(`No grant is defined for access "${String(unknown)}"`);
      }
    }
  }
}
