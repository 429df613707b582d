import { Duration, Stack, Validations } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { FunctionDefinition } from '../../definitions/functions.js';
import { bundling } from '../../definitions/bundling.js';
import { METRICS_NAMESPACE } from '@polyloop/functions/lib/metrics.definition';
import { fromRoot, repoRoot, resolveEntry } from './paths.js';

export interface LambdaFunctionProps {
  definition: FunctionDefinition;
  /** The variables `functions/src/lib/env.ts` validates; the same set goes to every function. */
  environment: Record<string, string>;
}

/**
 * One product Lambda built from its definition: Node 22 on arm64, bundled locally by esbuild
 * (there is no Docker on the build machines) as ESM, with its own log group and X-Ray tracing.
 */
export class LambdaFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly definition: FunctionDefinition;

  constructor(scope: Construct, id: string, { definition, environment }: LambdaFunctionProps) {
    super(scope, id);
    this.definition = definition;
    const functionName = `${Stack.of(this).stackName}-${definition.name}`;

    // An explicit log group instead of `logRetention`, which would add a custom-resource Lambda.
    const logGroup = new logs.LogGroup(this, 'Logs', {
      logGroupName: `/aws/lambda/${functionName}`,
      retention: logs.RetentionDays.ONE_MONTH,
    });

    this.fn = new NodejsFunction(this, 'Function', {
      functionName,
      entry: resolveEntry(definition.name, definition.entry),
      handler: 'handler',
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: definition.memoryMb ?? 512,
      timeout: Duration.seconds(definition.timeoutSeconds ?? 15),
      tracing: lambda.Tracing.ACTIVE,
      logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      projectRoot: repoRoot,
      depsLockFilePath: fromRoot('package-lock.json'),
      environment: {
        ...environment,
        POWERTOOLS_SERVICE_NAME: definition.name,
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        POWERTOOLS_LOG_LEVEL: 'INFO',
        // Stack traces point at the TypeScript sources through the bundled source map.
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        sourceMap: true,
        target: bundling.target,
        mainFields: [...bundling.mainFields],
        minify: bundling.minify,
        externalModules: [...bundling.externalModules],
        banner: bundling.banner,
      },
    });

    // IAM5 wildcards are acknowledged per finding by the stack once every grant exists.
    Validations.of(this.fn).acknowledge(
      {
        id: 'AwsSolutions-L1',
        reason:
          'The design pins nodejs22.x: bundles target node20 so the very same code runs in the local cloud on Node 20; moving to 24 is a deliberate, tested upgrade.',
      },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          'AWSLambdaBasicExecutionRole only allows writing to CloudWatch Logs, which every function needs; a hand-written copy would add nothing.',
      },
    );
  }
}
