import { execFileSync } from 'node:child_process';
import { AssetHashType, DockerImage, Duration, Stack, Validations } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { FunctionDefinition } from '../../definitions/functions.js';
import { METRICS_NAMESPACE } from '@polyloop/functions/lib/metrics.definition';
import { fromRoot, repoRoot, resolveEntry } from './paths.js';

/** Bundles one function (`infra/definitions/build-function.ts`); run as a child, as asset bundling is synchronous. */
const BUNDLER = fromRoot('infra/aws/bundle-function.ts');

export interface LambdaFunctionProps {
  definition: FunctionDefinition;
  /** The variables `functions/src/lib/env.ts` validates; the same set goes to every function. */
  environment: Record<string, string>;
}

/**
 * One product Lambda built from its definition: Node 22 on arm64, bundled locally by esbuild
 * (there is no Docker on the build machines) as ESM, with its own log group and X-Ray tracing.
 * Not NodejsFunction: it runs the esbuild command line, which takes no plugins, and the bundles
 * need `pureDefinitions` to leave out the definitions a function never uses (its cold start).
 */
/** A function's name in the stack: known before the function exists, so the user pool can name its trigger. */
export const functionNameOf = (scope: Construct, definition: FunctionDefinition) =>
  `${Stack.of(scope).stackName}-${definition.name}`;

export class LambdaFunction extends Construct {
  readonly fn: lambda.Function;
  readonly definition: FunctionDefinition;

  constructor(scope: Construct, id: string, { definition, environment }: LambdaFunctionProps) {
    super(scope, id);
    this.definition = definition;
    const functionName = functionNameOf(this, definition);

    // An explicit log group instead of `logRetention`, which would add a custom-resource Lambda.
    const logGroup = new logs.LogGroup(this, 'Logs', {
      logGroupName: `/aws/lambda/${functionName}`,
      retention: logs.RetentionDays.ONE_MONTH,
    });

    const entry = resolveEntry(definition.name, definition.entry);
    this.fn = new lambda.Function(this, 'Function', {
      functionName,
      code: lambda.Code.fromAsset(repoRoot, {
        // Named by what was built, as NodejsFunction names its bundles.
        assetHashType: AssetHashType.OUTPUT,
        bundling: {
          // Never pulled: local bundling either succeeds or fails the synth.
          image: DockerImage.fromRegistry('dummy'),
          // What bundles this function; also what tells its asset apart from the others' (the
          // CDK caches bundled assets by source path and bundling options, not by `local`).
          command: [
            'node',
            '--import',
            'tsx',
            'infra/aws/bundle-function.ts',
            definition.entry,
            '/asset-output',
          ],
          local: {
            tryBundle(outputDir) {
              execFileSync(process.execPath, ['--import', 'tsx', BUNDLER, entry, outputDir], {
                cwd: repoRoot,
                stdio: 'inherit',
              });
              return true;
            },
          },
        },
      }),
      handler: 'index.handler',
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: definition.memoryMb ?? 512,
      timeout: Duration.seconds(definition.timeoutSeconds ?? 15),
      tracing: lambda.Tracing.ACTIVE,
      logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      environment: {
        ...environment,
        POWERTOOLS_SERVICE_NAME: definition.name,
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        POWERTOOLS_LOG_LEVEL: 'INFO',
        // Stack traces point at the TypeScript sources through the bundled source map.
        NODE_OPTIONS: '--enable-source-maps',
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
