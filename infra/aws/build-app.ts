import { App, Validations, type Environment } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { FIREWALL_REGION } from './constructs/firewall.js';
import { EdgeStack } from './stacks/edge-stack.js';
import { PolyloopStack } from './stacks/polyloop-stack.js';

/** What Sentry's SDK accepts as a DSN, over https: `https://<public key>@<host>[/<path>]/<project id>`. */
const SENTRY_DSN = /^https:\/\/\w+@[\w.-]+(:\d+)?\/([\w.-]+\/)*\d+$/;
/** An Intercom workspace's app id. */
const INTERCOM_APP_ID = /^[a-z0-9]{1,32}$/i;
/** An https origin: scheme, host and an optional port; no path, no wildcard. */
const HTTPS_ORIGIN =
  /^https:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:\d{1,5})?$/i;

const STACK_ID = 'Polyloop';

export interface BuiltApp {
  app: App;
  stack: PolyloopStack;
  /** The WAF's stack in us-east-1, when the app's stack is in another region. */
  edge?: EdgeStack;
}

/** Where `cdk` deploys: the CLI's account and region (none when it has no profile, as in the tests). */
const cliEnvironment = (): Environment => ({
  account: process.env.CDK_DEFAULT_ACCOUNT,
  region: process.env.CDK_DEFAULT_REGION,
});

/**
 * Builds the app without synthesizing, so tests can inspect the stack in-process.
 *
 * CloudFront's WAF web ACL must be created in us-east-1. In us-east-1 the app's stack holds it;
 * in any other region an edge stack in us-east-1 does, and the app's stack reads its ARN through a
 * cross-region reference. Built without a region (environment-agnostic, as the tests and a
 * `cdk synth` without a profile do), the app's stack holds it, and so deploys only to us-east-1.
 */
export function buildApp(app: App = new App(), env: Environment = cliEnvironment()): BuiltApp {
  const context = (key: string): string => {
    const value: unknown = app.node.tryGetContext(key);
    return typeof value === 'string' ? value : '';
  };
  const sesSender = context('polyloop:sesSender');
  if (!sesSender)
    throw new Error(
      'Set the context value polyloop:sesSender (cdk.json) to the address e-mails are sent from.',
    );

  const errorReportingDsn = context('polyloop:errorReportingDsn');
  if (errorReportingDsn && !SENTRY_DSN.test(errorReportingDsn))
    throw new Error(
      `The context value polyloop:errorReportingDsn (cdk.json) is not a Sentry DSN (https://<key>@<host>/<project id>): "${errorReportingDsn}". Leave it empty to turn error reporting off.`,
    );
  const supportChatAppId = context('polyloop:supportChatAppId');
  if (supportChatAppId && !INTERCOM_APP_ID.test(supportChatAppId))
    throw new Error(
      `The context value polyloop:supportChatAppId (cdk.json) is not an Intercom app id (letters and digits): "${supportChatAppId}". Leave it empty to turn the support chat off.`,
    );

  const appOrigin = context('polyloop:appOrigin');
  if (appOrigin && !HTTPS_ORIGIN.test(appOrigin))
    throw new Error(
      `The context value polyloop:appOrigin (cdk.json) is not an https origin (https://<host>, no path, no wildcard): "${appOrigin}". Leave it empty when the app has no custom domain.`,
    );

  const webAclName = `${STACK_ID}-web`;
  const edge =
    env.region && env.region !== FIREWALL_REGION
      ? new EdgeStack(app, `${STACK_ID}Edge`, {
          description: 'Polyloop at the edge: the WAF web ACL CloudFront uses, which must be in us-east-1',
          env: { account: env.account },
          webAclName,
        })
      : undefined;
  const stack = new PolyloopStack(app, STACK_ID, {
    description: 'Polyloop: the trading and operations platform for recycled plastics',
    env,
    crossRegionReferences: edge !== undefined,
    webAclName,
    webAclArn: edge?.webAclArn,
    appOrigin: appOrigin || undefined,
    cognitoDomainPrefix: context('polyloop:cognitoDomainPrefix') || 'polyloop',
    sesSender,
    alarmEmail: context('polyloop:alarmEmail'),
    salesEmail: context('polyloop:salesEmail') || 'sales@polyloop.example',
    opsEmail: context('polyloop:opsEmail') || 'ops@polyloop.example',
    assistantDomain: context('polyloop:assistantDomain') || 'assistant.polyloop.example',
    bedrockModelId: context('polyloop:bedrockModelId') || 'amazon.nova-lite-v1:0',
    tradingApiUrl: context('polyloop:tradingApiUrl') || 'https://api.cietrade.net/v1',
    errorReportingDsn,
    errorReportingEnvironment: context('polyloop:errorReportingEnvironment') || 'production',
    supportChatAppId,
  });
  // cdk-nag 3 is a policy-validation plugin: violations fail synthesis and are written to
  // policy-validation-report.json in the cloud assembly; acknowledgments sit next to each resource.
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return { app, stack, edge };
}
