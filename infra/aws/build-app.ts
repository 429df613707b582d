import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { PolyloopStack } from './stacks/polyloop-stack.js';

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
  });
  // cdk-nag 3 is a policy-validation plugin: violations fail synthesis and are written to
  // policy-validation-report.json in the cloud assembly; acknowledgments sit next to each resource.
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return { app, stack };
}
