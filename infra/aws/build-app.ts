import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { PolyloopStack } from './stacks/polyloop-stack.js';

/** What Sentry's SDK accepts as a DSN, over https: `https://<public key>@<host>[/<path>]/<project id>`. */
const SENTRY_DSN = /^https:\/\/\w+@[\w.-]+(:\d+)?\/([\w.-]+\/)*\d+$/;
/** An Intercom workspace's app id. */
const INTERCOM_APP_ID = /^[a-z0-9]{1,32}$/i;

export interface BuiltApp {
  app: App;
  stack: PolyloopStack;
}

/** Builds the app without synthesizing, so tests can inspect the stack in-process. */
export function buildApp(app: App = new App()): BuiltApp {
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

  const stack = new PolyloopStack(app, 'Polyloop', {
    description: 'Polyloop: the trading and operations platform for recycled plastics',
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
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
  return { app, stack };
}
