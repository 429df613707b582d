import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicConfig } from '@polyloop/shared/config';
import { httpFunctionName, preSignUpFunction } from '../../infra/definitions/functions.js';
import { synthesize, type CfnResource, type Json, type Synthesized } from './template.js';

/**
 * The two ways in: the password (SRP, in the browser) and single sign-on through managed login
 * (the authorization code flow, which the browser runs with PKCE). Only the templates matter
 * here, so no function is bundled (an empty aws:cdk:bundling-stacks); the bundle budgets are
 * held by stack.test.ts, which bundles every function.
 */
const appOrigin = 'https://app.polyloop.example';
let stack: Synthesized;
beforeAll(() => {
  stack = synthesize({ 'polyloop:appOrigin': appOrigin, 'aws:cdk:bundling-stacks': [] });
}, 600_000);
afterAll(() => stack?.dispose());

const ofType = (type: string): CfnResource[] =>
  Object.values(stack.resources).filter((resource) => resource.Type === type);
const appClient = (): Json => {
  const clients = ofType('AWS::Cognito::UserPoolClient');
  expect(clients).toHaveLength(1);
  return clients[0]!.Properties;
};

describe('the app client', () => {
  it('signs in by SRP or by the authorization code flow, never by sending the password', () => {
    const client = appClient();
    expect(client.ExplicitAuthFlows).toEqual(
      expect.arrayContaining(['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
    );
    expect(client.ExplicitAuthFlows).not.toContain('ALLOW_USER_PASSWORD_AUTH');
    expect(client.ExplicitAuthFlows).not.toContain('ALLOW_ADMIN_USER_PASSWORD_AUTH');
    expect(client.AllowedOAuthFlows).toEqual(['code']);
    expect(client.AllowedOAuthFlowsUserPoolClient).toBe(true);
    expect(client.AllowedOAuthScopes).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(client.GenerateSecret).toBe(false);
  });

  it('sends people back only to the app: its callback page after a sign-in, its sign-in page after a sign-out', () => {
    const client = appClient();
    expect(JSON.stringify(client.CallbackURLs)).toContain('/auth/callback');
    expect(JSON.stringify(client.LogoutURLs)).toContain('/login');
    expect(JSON.stringify(client.CallbackURLs)).not.toMatch(/example\.com|localhost/);
  });
});

describe('managed login', () => {
  it('gives the pool a managed-login domain with its own style', () => {
    const domains = ofType('AWS::Cognito::UserPoolDomain');
    expect(domains).toHaveLength(1);
    expect(domains[0]!.Properties).toMatchObject({ Domain: 'polyloop', ManagedLoginVersion: 2 });
    expect(ofType('AWS::Cognito::ManagedLoginBranding')).toHaveLength(1);
  });

  it('tells the browser where managed login answers, and lets the page reach its token endpoint', () => {
    const config = PublicConfig.parse(stack.webConfig());
    expect(config.authFlow).toBe('USER_SRP_AUTH');
    // The domain and region are filled in at deployment (the pool's domain resource, the stack's region).
    expect(config.managedLoginUrl).toMatch(/^https:\/\/.+\.auth\..+\.amazoncognito\.com$/);
    const policies = ofType('AWS::CloudFront::ResponseHeadersPolicy');
    expect(JSON.stringify(policies)).toContain('.amazoncognito.com');
  });

  it('lets no function but the identity one manage identity providers, and it only on the pool', () => {
    const holders = Object.entries(stack.resources)
      .filter(([, resource]) => resource.Type === 'AWS::Lambda::Function')
      .filter(([id]) => stack.actionsOf(id).has('cognito-idp:CreateIdentityProvider'))
      .map(([, resource]) => String(resource.Properties.FunctionName));
    expect(holders).toEqual([`${stack.stackName}-${httpFunctionName('identity')}`]);
  });

  it('runs the membership rule before every sign-up: the pool names the trigger, which alone may link a provider’s user to a member, and only Cognito invokes it, for this pool', () => {
    const triggerName = `${stack.stackName}-${preSignUpFunction.name}`;
    const pools = ofType('AWS::Cognito::UserPool');
    expect(pools).toHaveLength(1);
    expect(JSON.stringify(pools[0]!.Properties.LambdaConfig)).toContain(`"PreSignUp"`);
    expect(JSON.stringify(pools[0]!.Properties.LambdaConfig)).toContain(`:function:${triggerName}`);
    const linkers = Object.entries(stack.resources)
      .filter(([, resource]) => resource.Type === 'AWS::Lambda::Function')
      .filter(([id]) => stack.actionsOf(id).has('cognito-idp:AdminLinkProviderForUser'))
      .map(([, resource]) => String(resource.Properties.FunctionName));
    expect(linkers).toEqual([triggerName]);
    const invokes = ofType('AWS::Lambda::Permission').filter(
      (permission) => permission.Properties.Principal === 'cognito-idp.amazonaws.com',
    );
    expect(invokes).toHaveLength(1);
    expect(JSON.stringify(invokes[0]!.Properties.SourceArn)).toContain('UserPool');
  });
});
