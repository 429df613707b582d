import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { WAF_RATE_LIMIT_PER_5_MINUTES } from '@polyloop/shared/edge-limits';

/** CloudFront's web ACLs, and their metrics, live in us-east-1 whatever region the app is in. */
export const FIREWALL_REGION = 'us-east-1';

/**
 * The rules in front of CloudFront, in the order the WAF applies them. Each rule's metric is named
 * after the web ACL and the rule, so the dashboard can graph it from the names alone.
 */
export const FIREWALL_RULES = {
  /** An address past WAF_RATE_LIMIT_PER_5_MINUTES requests in 5 minutes is blocked until it slows down. */
  rate: 'RatePerAddress',
  /** AWS's baseline: the OWASP top ten's usual shapes (cross-site scripting, bad paths, SSRF to metadata). */
  common: 'AWSManagedRulesCommonRuleSet',
  /** Requests known to exploit vulnerable software (Log4j, Java deserialization, bad hosts). */
  knownBadInputs: 'AWSManagedRulesKnownBadInputsRuleSet',
} as const;

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

const managed = (
  name: string,
  priority: number,
  ruleActionOverrides?: string[],
): wafv2.CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: {
    managedRuleGroupStatement: {
      vendorName: 'AWS',
      name,
      ruleActionOverrides: ruleActionOverrides?.map((rule) => ({ name: rule, actionToUse: { count: {} } })),
    },
  },
  visibilityConfig: visibility(name),
});

export interface FirewallProps {
  /** The web ACL's name, also its metrics' `WebACL` dimension. */
  name: string;
}

/**
 * AWS WAF on the CloudFront distribution (pages, assets and /api alike). Its stack must be in
 * us-east-1: build-app.ts puts it in the app's stack when that is there, else in an edge stack.
 */
export class Firewall extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: FirewallProps) {
    super(scope, id);
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: props.name,
      description: 'Polyloop at the edge: a rate limit per address and the AWS managed rule groups',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(props.name),
      rules: [
        {
          name: FIREWALL_RULES.rate,
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: WAF_RATE_LIMIT_PER_5_MINUTES,
              evaluationWindowSec: Duration.minutes(5).toSeconds(),
              aggregateKeyType: 'IP',
            },
          },
          visibilityConfig: visibility(FIREWALL_RULES.rate),
        },
        // SizeRestrictions_BODY blocks any body past 8 KB: uploads, webhooks and journal batches are
        // larger by design, and every route already refuses a body past its own limit (413).
        managed(FIREWALL_RULES.common, 1, ['SizeRestrictions_BODY']),
        managed(FIREWALL_RULES.knownBadInputs, 2),
      ],
    });
  }

  get webAclArn(): string {
    return this.webAcl.attrArn;
  }
}

/** The web ACL's requests by what it did with them, for the dashboard (read from us-east-1). */
export const firewallMetric = (
  webAclName: string,
  metricName: 'AllowedRequests' | 'BlockedRequests' | 'CountedRequests',
  rule: string = 'ALL',
): cloudwatch.Metric =>
  new cloudwatch.Metric({
    namespace: 'AWS/WAFV2',
    metricName,
    dimensionsMap: { WebACL: webAclName, Rule: rule },
    statistic: 'Sum',
    period: Duration.minutes(5),
    region: FIREWALL_REGION,
    label: rule === 'ALL' ? metricName : `${rule} ${metricName}`,
  });
