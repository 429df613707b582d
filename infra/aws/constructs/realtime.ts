import { Stack, Validations } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { accessLogFormat } from './http-api.js';

export const WEBSOCKET_STAGE = 'prod';

export interface RealtimeRoutes {
  connect: lambda.IFunction;
  disconnect: lambda.IFunction;
  default: lambda.IFunction;
}

/**
 * The WebSocket API. The API and stage exist before the functions (their URL goes into every
 * function's environment); the routes are added once the functions exist.
 */
export class Realtime extends Construct {
  readonly api: apigwv2.WebSocketApi;
  readonly stage: apigwv2.WebSocketStage;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.api = new apigwv2.WebSocketApi(this, 'Api', {
      apiName: `${Stack.of(this).stackName}-realtime`,
      description: 'Real-time channels: notifications, auctions, offers, requests',
    });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', { retention: logs.RetentionDays.ONE_MONTH });
    this.stage = new apigwv2.WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: WEBSOCKET_STAGE,
      autoDeploy: true,
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: accessLogFormat({ connectionId: '$context.connectionId', eventType: '$context.eventType' }),
      },
    });
  }

  /** wss://{apiId}.execute-api.{region}.amazonaws.com/prod: what the browser connects to. */
  get url(): string {
    return this.stage.url;
  }

  /** https://{apiId}.execute-api.{region}.amazonaws.com/prod: where `@connections` posts go. */
  get managementEndpoint(): string {
    return this.stage.callbackUrl;
  }

  addRoutes(handlers: RealtimeRoutes): void {
    // Explicit construct ids: WebSocketApi.addRoute derives ids from the key and `$default`
    // collides with the API's own default-route id in this CDK version.
    const route = (id: string, routeKey: string, handler: lambda.IFunction): apigwv2.WebSocketRoute =>
      new apigwv2.WebSocketRoute(this, `${id}Route`, {
        webSocketApi: this.api,
        routeKey,
        integration: new WebSocketLambdaIntegration(`${id}Integration`, handler),
      });
    const connect = route('Connect', '$connect', handlers.connect);
    const disconnect = route('Disconnect', '$disconnect', handlers.disconnect);
    const fallback = route('Default', '$default', handlers.default);

    Validations.of(connect).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Browsers cannot set headers on a WebSocket upgrade, so the token travels in the `token` query parameter and the connect Lambda verifies it against the user pool JWKS before accepting.',
    });
    for (const unauthorized of [disconnect, fallback]) {
      Validations.of(unauthorized).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          'API Gateway allows authorizers only on $connect; messages and disconnects belong to a connection that was authorized when it opened.',
      });
    }
  }
}
