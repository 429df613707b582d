import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, NestedStack, Stack, type Environment } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { expect } from 'vitest';
import type { FunctionDefinition } from '../../infra/definitions/functions.js';
import { buildApp } from '../../infra/aws/build-app.js';
import { bundleFiles } from '../../infra/definitions/build-function.js';
import { repoRoot } from '../../infra/aws/constructs/paths.js';

/** The synthesized stack, and ways to find things in its template for the infrastructure tests. */

export type Json = Record<string, unknown>;
export interface CfnResource {
  Type: string;
  Properties: Json;
}
export interface ValidationReport {
  pluginReports: Array<{
    pluginName: string;
    violations: Array<{
      ruleName: string;
      severity: string;
      violatingConstructs?: Array<{ constructPath: string }>;
    }>;
  }>;
}
interface Statement {
  Effect: 'Allow' | 'Deny';
  Action: string | string[];
  Resource: unknown;
  Condition?: Json;
}

export const logicalIdOf = (reference: unknown): string => {
  const ref = reference as { Ref?: string; 'Fn::GetAtt'?: [string, string] };
  const id = ref.Ref ?? ref['Fn::GetAtt']?.[0];
  if (!id) throw new Error(`Not a reference: ${JSON.stringify(reference)}`);
  return id;
};
/** `integrations/{Ref}` as API Gateway v2 routes spell their target. */
export const integrationIdOfTarget = (target: unknown): string => {
  const parts = (target as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
  return logicalIdOf(parts[1]);
};

/** The context of cdk.json, as `cdk synth` reads it. */
export const cdkContext = (): Json =>
  (JSON.parse(readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as { context: Json }).context;

/**
 * Synthesizes the app as `cdk synth` does (the context of cdk.json, with `context` over it),
 * keeping on past nag violations so the report can be asserted on. `dispose` removes the assembly.
 */
export function synthesize(context: Json = {}, env?: Environment) {
  const outdir = mkdtempSync(path.join(tmpdir(), 'polyloop-cdk-'));
  const { app, stack, edge } = buildApp(
    new App({
      outdir,
      context: { ...cdkContext(), ...context, '@aws-cdk/core:failSynthOnValidationErrors': false },
    }),
    env,
  );
  const stackName = stack.stackName;
  const assembly = app.synth();
  const artifact = assembly.getStackArtifact(stack.artifactId);
  const template = Template.fromJSON(artifact.template as Json);
  const parentResources = (artifact.template as { Resources: Record<string, CfnResource> }).Resources;
  // The nested stacks' resources (the HTTP API's routes) join the parent's, and the parameters
  // the parent passes them are resolved to what the parent gave.
  const nested = stack.node.findAll().filter((c): c is NestedStack => c instanceof NestedStack);
  const parameters: Record<string, unknown> = {};
  const nestedResources: Record<string, CfnResource> = {};
  for (const child of nested) {
    const json = Template.fromStack(child).toJSON() as { Resources: Record<string, CfnResource> };
    Object.assign(nestedResources, json.Resources);
    const holder = parentResources[Stack.of(stack).getLogicalId(child.nestedStackResource!)];
    Object.assign(parameters, (holder?.Properties.Parameters as Record<string, unknown> | undefined) ?? {});
  }
  const resources: Record<string, CfnResource> = { ...parentResources, ...nestedResources };
  /** A nested stack's `{ Ref: parameter }` as the parent filled it in. */
  const resolved = (reference: unknown): unknown => {
    const ref = (reference as { Ref?: string }).Ref;
    return ref && ref in parameters ? parameters[ref] : reference;
  };
  const report = JSON.parse(
    readFileSync(path.join(assembly.directory, 'validation-report.json'), 'utf8'),
  ) as ValidationReport;

  /** The function an API Gateway integration invokes, from its `.../functions/{Arn}/invocations` URI. */
  const functionIdOfIntegration = (integrationId: string): string => {
    const uri = resources[integrationId]?.Properties.IntegrationUri as
      { 'Fn::Join': [string, unknown[]] } | { 'Fn::GetAtt': [string, string] };
    const reference =
      'Fn::Join' in uri
        ? uri['Fn::Join'][1]
            .map(resolved)
            .find((part) => typeof part === 'object' && part !== null && 'Fn::GetAtt' in part)
        : resolved(uri);
    return logicalIdOf(reference);
  };
  const functionIdNamed = (name: string): string => {
    const entry = Object.entries(resources).find(
      ([, resource]) =>
        resource.Type === 'AWS::Lambda::Function' &&
        resource.Properties.FunctionName === `${stackName}-${name}`,
    );
    if (!entry) throw new Error(`No function named ${stackName}-${name}`);
    return entry[0];
  };
  /** Every statement of the function role's inline policies. */
  const statementsOf = (functionId: string): Statement[] => {
    const roleId = logicalIdOf(resources[functionId]?.Properties.Role);
    const statements: Statement[] = [];
    for (const resource of Object.values(resources)) {
      if (resource.Type !== 'AWS::IAM::Policy') continue;
      const roles = (resource.Properties.Roles as unknown[]).map(logicalIdOf);
      if (!roles.includes(roleId)) continue;
      statements.push(...(resource.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
    }
    return statements;
  };
  /** The edge stack's template (the WAF in us-east-1), when the app's stack is in another region. */
  const edgeStack = edge && {
    region: edge.region,
    resources: (
      assembly.getStackArtifact(edge.artifactId).template as { Resources: Record<string, CfnResource> }
    ).Resources,
  };
  return {
    stackName,
    region: stack.region,
    edgeStack,
    template,
    resources,
    report,
    functionIdOfIntegration,
    functionIdNamed,
    /** Every action the function's role is allowed by its inline policies. */
    actionsOf: (functionId: string): Set<string> =>
      new Set(
        statementsOf(functionId)
          .filter((s) => s.Effect !== 'Deny')
          .flatMap((statement) => [statement.Action].flat()),
      ),
    /** What the function's role is explicitly denied. */
    denialsOf: (functionId: string): Statement[] =>
      statementsOf(functionId).filter((s) => s.Effect === 'Deny'),
    /** The resources the function's role may apply an action to. */
    resourcesFor: (functionId: string, action: string): unknown[] =>
      statementsOf(functionId)
        .filter((statement) => statement.Effect !== 'Deny' && [statement.Action].flat().includes(action))
        .flatMap((statement) => [statement.Resource].flat()),
    /** The files the CDK app bundled for a function: `index.mjs` and the chunks it imports (`chunks/`). */
    bundleOf: (definition: FunctionDefinition): string[] => {
      const code = resources[functionIdNamed(definition.name)]?.Properties.Code as { S3Key: string };
      return bundleFiles(path.join(outdir, `asset.${code.S3Key.replace(/\.zip$/, '')}`));
    },
    /** The /config.json the web app's deployment uploads (values known only at deploy are CDK's markers). */
    webConfig: (): Json => {
      const deployment = Object.values(resources).find((r) => r.Type === 'Custom::CDKBucketDeployment');
      for (const key of (deployment?.Properties.SourceObjectKeys as string[] | undefined) ?? []) {
        const file = path.join(outdir, `asset.${key.replace(/\.zip$/, '')}`, 'config.json');
        if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Json;
      }
      throw new Error('The web deployment uploads no config.json');
    },
    resourceIdOfType: (type: string): string => {
      const ids = Object.entries(resources)
        .filter(([, resource]) => resource.Type === type)
        .map(([id]) => id);
      expect(ids, type).toHaveLength(1);
      return ids[0]!;
    },
    dispose: () => rmSync(outdir, { recursive: true, force: true }),
  };
}
export type Synthesized = ReturnType<typeof synthesize>;
