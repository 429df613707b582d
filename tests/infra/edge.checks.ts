import { expect, it } from 'vitest';
import { routeKey, routes } from '@polyloop/shared';
import { ROUTE_THROTTLES, STAGE_THROTTLE } from '@polyloop/shared/edge-limits';
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
