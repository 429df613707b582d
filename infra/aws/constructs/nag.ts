import { Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
// The very function cdk-nag uses to name IAM5 findings, so our names match its names exactly.
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';

/**
 * A wildcard somebody has reviewed. `resource` is an ARN expression (tokens allowed) naming the
 * exact wildcard resource; `action` an exact wildcard action; `pattern` a finding for the few
 * ARNs CDK builds internally (e.g. `@connections/*`); `anyResourceActions` the only actions a
 * policy may allow on `Resource: *` for that finding to be acknowledged.
 */
export type ReviewedWildcard = { reason: string } & (
  { resource: string } | { action: string } | { pattern: RegExp } | { anyResourceActions: string[] }
);

interface PolicyStatementJson {
  Effect?: string;
  Action?: string | string[];
  Resource?: unknown;
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

interface Findings {
  /** Named as cdk-nag names them: `Action::x`, `Resource::y`. */
  names: Set<string>;
  /** Every action allowed on `Resource: *`. */
  anyResourceActions: Set<string>;
}

function wildcardFindings(policy: iam.CfnPolicy): Findings {
  const document = Stack.of(policy).resolve(policy.policyDocument) as { Statement?: PolicyStatementJson[] };
  const findings: Findings = { names: new Set(), anyResourceActions: new Set() };
  for (const statement of document.Statement ?? []) {
    if (statement.Effect !== 'Allow') continue;
    const actions = asArray(statement.Action);
    for (const action of actions) if (action.includes('*')) findings.names.add(`Action::${action}`);
    for (const resource of asArray(statement.Resource)) {
      const flat = flattenCfnReference(resource);
      if (flat.includes('*')) findings.names.add(`Resource::${flat}`);
      if (flat === '*') actions.forEach((action) => findings.anyResourceActions.add(action));
    }
  }
  return findings;
}

/**
 * Acknowledges AwsSolutions-IAM5 per finding, on the policy that holds it, only for wildcards
 * in the reviewed list. A new wildcard that nobody reviewed still fails synthesis.
 * Call it after every grant has been made.
 */
export function acknowledgeReviewedWildcards(scope: IConstruct, reviewed: ReviewedWildcard[]): void {
  const stack = Stack.of(scope);
  const matcher = (entry: ReviewedWildcard): ((finding: string, findings: Findings) => boolean) => {
    if ('resource' in entry) {
      const expected = `Resource::${flattenCfnReference(stack.resolve(entry.resource))}`;
      return (finding) => finding === expected;
    }
    if ('action' in entry) return (finding) => finding === `Action::${entry.action}`;
    if ('pattern' in entry) return (finding) => entry.pattern.test(finding);
    const allowed = new Set(entry.anyResourceActions);
    return (finding, findings) =>
      finding === 'Resource::*' && [...findings.anyResourceActions].every((action) => allowed.has(action));
  };
  const named = reviewed.map((entry) => ({ reason: entry.reason, matches: matcher(entry) }));
  for (const node of scope.node.findAll()) {
    if (!(node instanceof iam.CfnPolicy)) continue;
    const findings = wildcardFindings(node);
    for (const finding of findings.names) {
      const review = named.find((entry) => entry.matches(finding, findings));
      if (review)
        Validations.of(node).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason: review.reason });
    }
  }
}
