import { expect, it } from 'vitest';
import { routeKey, routes } from '@polyloop/shared';
import { SESSION_CSRF_HEADER } from '@polyloop/shared';
import { ROUTE_THROTTLES, STAGE_THROTTLE, WAF_RATE_LIMIT_PER_5_MINUTES } from '@polyloop/shared/edge-limits';
import { HSTS_MAX_AGE_SECONDS, INTERCOM_CSP } from '@polyloop/shared/security-headers';
import type { CfnResource, Json, Synthesized } from './template.js';

/** A CloudFormation string (Fn::Join of literals and references) flattened, references as «ref». */
const flatten = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (join) return join[1].map(flatten).join(join[0]);
  return '«ref»';
};

const policyOf = (resources: Record<string, CfnResource>) => {
  const policies = Object.values(resources).filter(
    (r) => r.Type === 'AWS::CloudFront::ResponseHeadersPolicy',
  );
  expect(policies).toHaveLength(1);
  const config = policies[0]!.Properties.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: Json };
  return config.SecurityHeadersConfig as {
    ContentSecurityPolicy: { ContentSecurityPolicy: unknown; Override: boolean };
    [header: string]: unknown;
  };
};

/** What the edge adds in front of the app and the API: security headers, throttles, CORS, WAF. */
export function edgeChecks(stack: () => Synthesized) {
  it('sends the security headers on every CloudFront behaviour, with the app’s content security policy', () => {
    const headers = policyOf(stack().resources);
    expect(headers).toMatchObject({
      StrictTransportSecurity: {
        AccessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS,
        IncludeSubdomains: true,
        Override: true,
      },
      ContentTypeOptions: { Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
    });
    const csp = flatten(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    // CloudFront refuses a policy longer than this.
    expect(csp.length).toBeLessThanOrEqual(1783);
    const directives = Object.fromEntries(
      csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'", ...INTERCOM_CSP.script]);
    expect(directives['connect-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'wss://«ref».execute-api.«ref».«ref»',
        'https://cognito-idp.«ref».«ref»',
        'https://maps.geo.«ref».«ref»',
        'https://*.s3.«ref».«ref»',
        // The error reporter's DSN host, from the context.
        'https://o42.ingest.sentry.io',
      ]),
    );
    expect(directives['img-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'data:',
        'blob:',
        'https://maps.geo.«ref».«ref»',
        'https://*.s3.«ref».«ref»',
      ]),
    );
    const distribution = Object.values(stack().resources).find(
      (r) => r.Type === 'AWS::CloudFront::Distribution',
    )!.Properties.DistributionConfig as { DefaultCacheBehavior: Json; CacheBehaviors: Json[] };
    for (const behavior of [distribution.DefaultCacheBehavior, ...distribution.CacheBehaviors])
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: expect.stringMatching(/SecurityHeaders/) });
  });
}

/** The HTTP API's throttles, as shared/src/edge-limits.ts writes them down. */
export function throttleChecks(stack: () => Synthesized) {
  it('throttles the HTTP API stage and holds the public and costly routes tighter', () => {
    const stages = Object.values(stack().resources).filter(
      (r) => r.Type === 'AWS::ApiGatewayV2::Stage' && r.Properties.StageName === '$default',
    );
    expect(stages).toHaveLength(1);
    const stage = stages[0]!.Properties;
    expect(stage.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: STAGE_THROTTLE.rateLimit,
      ThrottlingBurstLimit: STAGE_THROTTLE.burstLimit,
    });
    const expected = Object.fromEntries(
      Object.entries(ROUTE_THROTTLES).map(([id, throttle]) => {
        const route = routes.find((r) => r.id === id)!;
        return [
          routeKey(route),
          { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit },
        ];
      }),
    );
    expect(stage.RouteSettings).toEqual(expected);
    // Every public route that sends mail or takes a partner's call is among them.
    for (const id of ['signUp', 'resendCode', 'forgotPassword', 'billingWebhook', 'receiveFreightWebhook'])
      expect(Object.keys(ROUTE_THROTTLES)).toContain(id);
  });
}

const ofType = (resources: Record<string, CfnResource>, type: string) =>
  Object.entries(resources).filter(([, r]) => r.Type === type);
const distributionOf = (resources: Record<string, CfnResource>) => {
  const distributions = ofType(resources, 'AWS::CloudFront::Distribution');
  expect(distributions).toHaveLength(1);
  return distributions[0]![1].Properties.DistributionConfig as Json;
};

/** The WAF web ACL: the rate rule per address and AWS's managed rule groups, every rule measured. */
function expectFirewall(resources: Record<string, CfnResource>) {
  const acls = ofType(resources, 'AWS::WAFv2::WebACL');
  expect(acls).toHaveLength(1);
  const [id, acl] = acls[0]!;
  const metrics = { CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true };
  expect(acl.Properties).toMatchObject({
    Name: 'Polyloop-web',
    Scope: 'CLOUDFRONT',
    DefaultAction: { Allow: {} },
    VisibilityConfig: { ...metrics, MetricName: 'Polyloop-web' },
  });
  expect(acl.Properties.Rules).toEqual([
    {
      Name: 'RatePerAddress',
      Priority: 0,
      Action: { Block: {} },
      Statement: {
        RateBasedStatement: {
          Limit: WAF_RATE_LIMIT_PER_5_MINUTES,
          EvaluationWindowSec: 300,
          AggregateKeyType: 'IP',
        },
      },
      VisibilityConfig: { ...metrics, MetricName: 'RatePerAddress' },
    },
    {
      Name: 'AWSManagedRulesCommonRuleSet',
      Priority: 1,
      OverrideAction: { None: {} },
      Statement: {
        ManagedRuleGroupStatement: {
          VendorName: 'AWS',
          Name: 'AWSManagedRulesCommonRuleSet',
          // Bodies past 8 KB are counted, not blocked: uploads and webhooks are larger by design.
          RuleActionOverrides: [{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }],
        },
      },
      VisibilityConfig: { ...metrics, MetricName: 'AWSManagedRulesCommonRuleSet' },
    },
    {
      Name: 'AWSManagedRulesKnownBadInputsRuleSet',
      Priority: 2,
      OverrideAction: { None: {} },
      Statement: {
        ManagedRuleGroupStatement: { VendorName: 'AWS', Name: 'AWSManagedRulesKnownBadInputsRuleSet' },
      },
      VisibilityConfig: { ...metrics, MetricName: 'AWSManagedRulesKnownBadInputsRuleSet' },
    },
  ]);
  return id;
}

const corsOf = (resources: Record<string, CfnResource>) => {
  const apis = ofType(resources, 'AWS::ApiGatewayV2::Api').filter(
    ([, api]) => api.Properties.ProtocolType === 'HTTP',
  );
  expect(apis).toHaveLength(1);
  return apis[0]![1].Properties.CorsConfiguration as Json | undefined;
};

/** The WAF and CORS of the app built without a region (environment-agnostic, as `synthesize()` does). */
export function firewallChecks(stack: () => Synthesized) {
  it('puts the WAF web ACL in front of the distribution, in the app’s own stack when that is in us-east-1', () => {
    const { resources } = stack();
    expect(stack().edgeStack).toBeUndefined();
    const aclId = expectFirewall(resources);
    expect(distributionOf(resources).WebACLId).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
  });

  it('graphs the WAF’s allowed and blocked requests, by rule, on the operations dashboard', () => {
    const body = flatten(
      stack().resources[stack().resourceIdOfType('AWS::CloudWatch::Dashboard')]?.Properties.DashboardBody,
    );
    expect(body).toContain('WAF in front of CloudFront');
    for (const part of [
      '"AWS/WAFV2"',
      '"AllowedRequests"',
      '"BlockedRequests"',
      '"Polyloop-web"',
      '"us-east-1"',
    ])
      expect(body).toContain(part);
    for (const rule of [
      'RatePerAddress',
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ])
      expect(body).toContain(`"${rule}"`);
  });

  it('grants no CORS on the HTTP API when the app has no custom domain: the app calls /api on its own origin', () => {
    expect(corsOf(stack().resources)).toBeUndefined();
  });
}

/** The app's stack in another region with a custom domain: the WAF in an edge stack, CORS for that origin. */
export function crossRegionChecks(stack: () => Synthesized, appOrigin: string) {
  it('creates the WAF web ACL in an edge stack in us-east-1 and associates it across regions', () => {
    const { edgeStack, resources, region } = stack();
    expect(region).toBe('eu-west-1');
    expect(edgeStack?.region).toBe('us-east-1');
    expectFirewall(edgeStack!.resources);
    expect(ofType(resources, 'AWS::WAFv2::WebACL')).toEqual([]);
    // Read from the edge stack's exports by the cross-region reader, never hard-coded.
    const webAcl = distributionOf(resources).WebACLId as { 'Fn::GetAtt': [string, string] };
    expect(resources[webAcl['Fn::GetAtt'][0]]?.Type).toBe('Custom::CrossRegionExportReader');
    expect(webAcl['Fn::GetAtt'][1]).toMatch(/FirewallWebAcl.*Arn/);
  });

  it('passes every AwsSolutions check in both stacks', () => {
    const errors = stack()
      .report.pluginReports.flatMap((plugin) => plugin.violations)
      .filter((violation) => violation.ruleName.startsWith('AwsSolutions-') && violation.severity === 'error')
      .map((v) => `${v.ruleName} on ${v.violatingConstructs?.map((c) => c.constructPath).join(', ')}`);
    expect(errors).toEqual([]);
  });

  it('grants CORS on the HTTP API to exactly the app’s origin, with credentials and the headers the app sends', () => {
    const cors = corsOf(stack().resources);
    expect(cors).toEqual({
      AllowOrigins: [appOrigin],
      AllowCredentials: true,
      AllowMethods: ['DELETE', 'GET', 'PATCH', 'POST', 'PUT'],
      AllowHeaders: ['authorization', 'content-type', SESSION_CSRF_HEADER],
      ExposeHeaders: ['content-disposition'],
      MaxAge: 3600,
    });
    expect(JSON.stringify(cors)).not.toContain('*');
  });
}
