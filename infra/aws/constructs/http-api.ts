import { Duration, NestedStack, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { routeKey, routes, SESSION_CSRF_HEADER, type Context } from '@polyloop/shared';
import { ROUTE_THROTTLES, STAGE_THROTTLE } from '@polyloop/shared/edge-limits';

/** One JSON line per request; both APIs log the same fields plus their own extras. */
export function accessLogFormat(extra: Record<string, string> = {}): AccessLogFormat {
  return AccessLogFormat.custom(
    JSON.stringify({
      requestId: '$context.requestId',
      ip: '$context.identity.sourceIp',
      requestTime: '$context.requestTime',
      routeKey: '$context.routeKey',
      status: '$context.status',
      responseLength: '$context.responseLength',
      integrationLatency: '$context.integrationLatency',
      integrationError: '$context.integrationErrorMessage',
      authorizerError: '$context.authorizer.error',
      ...extra,
    }),
  );
}

export interface HttpApiProps {
  userPool: cognito.IUserPool;
  client: cognito.IUserPoolClient;
  /** The app's own origin when it has a custom domain; the one origin CORS grants (none when unset). */
  appOrigin?: string;
}

/** The headers the web app sends to the API: its token, its JSON and the session endpoints' CSRF header. */
export const CORS_ALLOWED_HEADERS = ['authorization', 'content-type', SESSION_CSRF_HEADER];
/** The response headers the web app reads beyond the CORS-safelisted ones (a download's file name). */
export const CORS_EXPOSED_HEADERS = ['content-disposition'];

/**
 * CORS for exactly the app's origin, with credentials (the session cookie): every method the
 * contract uses and the headers the app sends. Never '*': with no origin given there is none.
 */
export function corsFor(appOrigin: string | undefined): apigwv2.CorsPreflightOptions | undefined {
  if (!appOrigin) return undefined;
  const methods = [...new Set(routes.map((route) => route.method))].sort();
  return {
    allowOrigins: [appOrigin],
    allowCredentials: true,
    allowMethods: methods.map((method) => apigwv2.CorsHttpMethod[method]),
    allowHeaders: CORS_ALLOWED_HEADERS,
    exposeHeaders: CORS_EXPOSED_HEADERS,
    maxAge: Duration.hours(1),
  };
}

/** The stack's Cognito JWT authorizer, attached to routes that live in the routes' nested stacks. */
class SharedJwtAuthorizer implements apigwv2.IHttpRouteAuthorizer {
  constructor(private readonly authorizer: apigwv2.HttpAuthorizer) {}
  bind(): apigwv2.HttpRouteAuthorizerConfig {
    return { authorizerId: this.authorizer.authorizerId, authorizationType: 'JWT' };
  }
}

/**
 * The HTTP API. Every route of the shared contract becomes one API Gateway route on its
 * context's Lambda, so a route missing from the contract is not reachable in AWS either. The
 * routes of each context live in a nested stack of their own: a stack holds 500 resources at most,
 * and the contract's routes alone would soon pass that.
 */
export class HttpApi extends Construct {
  readonly api: apigwv2.HttpApi;
  readonly stage: apigwv2.HttpStage;
  readonly routes = new Map<string, apigwv2.HttpRoute>();
  private readonly authorizer: SharedJwtAuthorizer;

  constructor(scope: Construct, id: string, props: HttpApiProps) {
    super(scope, id);
    // The app calls /api on its own origin through CloudFront, so it needs no CORS. The API's
    // CloudFront address cannot be named here (the distribution points at the API: a cycle), so
    // CORS is granted only to a custom domain set as polyloop:appOrigin, and never to '*'.
    // The default stage is created by hand to log.
    this.api = new apigwv2.HttpApi(this, 'Api', {
      apiName: `${Stack.of(this).stackName}-http`,
      createDefaultStage: false,
      corsPreflight: corsFor(props.appOrigin),
    });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', { retention: logs.RetentionDays.ONE_MONTH });
    this.stage = new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      // The limits of shared/src/edge-limits.ts (docs/operations.md says why each is what it is).
      throttle: STAGE_THROTTLE,
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: accessLogFormat({ method: '$context.httpMethod', path: '$context.path' }),
      },
    });
    const region = Stack.of(this).region;
    this.authorizer = new SharedJwtAuthorizer(
      new apigwv2.HttpAuthorizer(this, 'Cognito', {
        httpApi: this.api,
        type: apigwv2.HttpAuthorizerType.JWT,
        authorizerName: 'Cognito',
        identitySource: ['$request.header.Authorization'],
        jwtIssuer: `https://cognito-idp.${region}.amazonaws.com/${props.userPool.userPoolId}`,
        jwtAudience: [props.client.userPoolClientId],
      }),
    );
  }

  /** {apiId}.execute-api.{region}.amazonaws.com, the CloudFront origin for /api/*. */
  get domainName(): string {
    return `${this.api.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;
  }

  addContractRoutes(handlers: Record<Context, lambda.IFunction>): void {
    const scopes = new Map<Context, { stack: NestedStack; integration: HttpLambdaIntegration }>();
    const scopeFor = (context: Context) => {
      let scope = scopes.get(context);
      if (!scope) {
        // One permission per function instead of one per route keeps the Lambda resource
        // policy far below its 20 KB limit as the contract grows.
        scope = {
          stack: new NestedStack(this, `Routes-${context}`, {
            description: `The HTTP API routes of the ${context} context`,
          }),
          integration: new HttpLambdaIntegration(`Integration-${context}`, handlers[context], {
            scopePermissionToRoute: false,
          }),
        };
        scopes.set(context, scope);
      }
      return scope;
    };

    for (const route of routes) {
      const { stack, integration } = scopeFor(route.context);
      const created = new apigwv2.HttpRoute(stack, `Route-${route.id}`, {
        httpApi: this.api,
        routeKey: apigwv2.HttpRouteKey.with(route.path, apigwv2.HttpMethod[route.method]),
        integration,
        authorizer: route.auth === 'public' ? new apigwv2.HttpNoneAuthorizer() : this.authorizer,
      });
      if (route.auth === 'public') {
        Validations.of(created).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${route.method} ${route.path} is public in the API contract (${route.summary})`,
        });
      }
      this.routes.set(route.id, created);
    }
    this.throttleRoutes();
  }

  /** The tighter limits of the public and costly routes, as the stage's route settings. */
  private throttleRoutes(): void {
    const stage = this.stage.node.defaultChild as apigwv2.CfnStage;
    // RouteSettings is a free-form map in the CloudFormation schema, so CDK passes it through as
    // written: its values take CloudFormation's own property names.
    const settings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const [id, throttle] of Object.entries(ROUTE_THROTTLES)) {
      const route = routes.find((r) => r.id === id);
      const created = this.routes.get(id);
      if (!route || !created)
        throw new Error(`edge-limits.ts throttles ${id}, which is not a contract route.`);
      settings[routeKey(route)] = {
        ThrottlingRateLimit: throttle.rateLimit,
        ThrottlingBurstLimit: throttle.burstLimit,
      };
      // A route setting for a route that does not exist yet fails the deployment.
      stage.node.addDependency(created);
    }
    stage.routeSettings = settings;
  }
}
