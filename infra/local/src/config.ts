import path from 'node:path';
import * as z from 'zod';
import { LocalCloudError } from './errors.js';
import { repoRoot } from './lambdas.js';

const Port = z.coerce.number().int().min(1).max(65535);

const Ports = z.object({
  app: Port.default(3000),
  cognito: Port.default(9229),
  dynamodb: Port.default(8000),
  s3: Port.default(4569),
  aws: Port.default(4010),
  /** The first of the sandbox freight partners' ports; each partner takes the next. */
  freight: Port.default(4020),
  /** The sandbox identity provider (an OIDC provider) companies' single sign-on is tried with. */
  idp: Port.default(4040),
});
export type Ports = z.infer<typeof Ports>;
export type ServiceName = keyof Ports;

/** Which environment variable moves which port, so error messages can name it. */
export const portVariables: Record<ServiceName, string> = {
  app: 'POLYLOOP_PORT',
  cognito: 'POLYLOOP_COGNITO_PORT',
  dynamodb: 'POLYLOOP_DYNAMODB_PORT',
  s3: 'POLYLOOP_S3_PORT',
  aws: 'POLYLOOP_AWS_PORT',
  freight: 'POLYLOOP_FREIGHT_PORT',
  idp: 'POLYLOOP_IDP_PORT',
};

export const serviceLabels: Record<ServiceName, string> = {
  app: 'the app and API gateway',
  cognito: 'Cognito (cognito-local)',
  dynamodb: 'DynamoDB Local',
  s3: 'S3 (s3rver)',
  aws: 'the EventBridge, Scheduler, SES and @connections endpoints',
  freight: 'the sandbox freight partners',
  idp: 'the sandbox identity provider',
};

const LocalConfig = z.object({
  ports: Ports,
  dataDir: z.string().min(1),
  reset: z.boolean(),
  skipWebBuild: z.boolean(),
  quiet: z.boolean(),
});
export type LocalConfig = z.infer<typeof LocalConfig> & { paths: DataPaths };

export interface DataPaths {
  logs: string;
  dynamodb: string;
  cognito: string;
  s3: string;
  scheduler: string;
  streams: string;
  /** The dead-letter queues: one directory per queue, one JSON file per message. */
  deadLetters: string;
  outbox: string;
  cieTrade: string;
  accounting: string;
  freight: string;
  /** What the sandbox billing portal was sent (invoice items). */
  billing: string;
  /** Messages sent to the support chat sandbox. */
  supportChat: string;
  /** What the web app reported to the error-report sink (the local Sentry). */
  errorReports: string;
}

/** Fixed names and ids of the local account; the CDK app names the same resources in AWS. */
export const local = {
  region: 'us-east-1',
  accountId: '000000000000',
  tableName: 'polyloop',
  eventBusName: 'polyloop',
  eventBusArn: 'arn:aws:events:us-east-1:000000000000:event-bus/polyloop',
  documentsBucket: 'polyloop-documents',
  /** Auction ledgers sealed at their close (s3rver keeps no Object Lock: same writes, no lock). */
  ledgerBucket: 'polyloop-ledgers',
  schedulerRoleArn: 'arn:aws:iam::000000000000:role/polyloop-scheduler',
  sesSender: 'no-reply@polyloop.local',
  /** Where companies forward e-mails to their assistant; the outbox page's test form sends there. */
  assistantDomain: 'assistant.polyloop.local',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
} as const;

/** What an AWS SDK client needs to reach one of the local services: its address and the local account. */
export const localClientConfig = (endpoint: string) => ({
  endpoint,
  region: local.region,
  credentials: local.credentials,
});

export interface ConfigOverrides {
  dataDir?: string;
  ports?: Partial<Ports>;
  reset?: boolean;
  skipWebBuild?: boolean;
  quiet?: boolean;
}

/**
 * Reads the local cloud's configuration once: explicit overrides (tests, benchmarks) win over
 * environment variables, which win over the defaults.
 */
export function loadConfig(
  overrides: ConfigOverrides = {},
  env: NodeJS.ProcessEnv = process.env,
): LocalConfig {
  const fromEnv = Object.fromEntries(
    Object.entries(portVariables)
      .map(([service, variable]) => [service, env[variable]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = LocalConfig.safeParse({
    ports: { ...fromEnv, ...stripUndefined(overrides.ports ?? {}) },
    dataDir: path.resolve(repoRoot, overrides.dataDir ?? env.POLYLOOP_DATA_DIR ?? '.local'),
    reset: overrides.reset ?? false,
    // An API-only cloud (POLYLOOP_SKIP_WEB_BUILD=1) serves whatever web build exists, or none.
    skipWebBuild: overrides.skipWebBuild ?? env.POLYLOOP_SKIP_WEB_BUILD === '1',
    quiet: overrides.quiet ?? false,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') ?? 'configuration';
    const variable = issue?.path[0] === 'ports' ? portVariables[issue.path[1] as ServiceName] : undefined;
    const problem = variable
      ? `"${env[variable] ?? overrides.ports?.[issue?.path[1] as ServiceName]}" is not a port number`
      : (issue?.message ?? 'unknown problem');
    throw new LocalCloudError(
      `Invalid ${variable ?? where}: ${problem}.`,
      variable
        ? `Set ${variable} to a free port number (1-65535), or unset it to use the default.`
        : 'Check the options passed to startLocalCloud.',
    );
  }
  const config = parsed.data;
  return { ...config, paths: dataPaths(config.dataDir) };
}

export function dataPaths(dataDir: string): DataPaths {
  return {
    logs: path.join(dataDir, 'logs'),
    dynamodb: path.join(dataDir, 'dynamodb'),
    cognito: path.join(dataDir, 'cognito'),
    s3: path.join(dataDir, 's3'),
    scheduler: path.join(dataDir, 'scheduler'),
    streams: path.join(dataDir, 'streams'),
    deadLetters: path.join(dataDir, 'dead-letters'),
    outbox: path.join(dataDir, 'outbox'),
    cieTrade: path.join(dataDir, 'cietrade'),
    accounting: path.join(dataDir, 'accounting'),
    freight: path.join(dataDir, 'freight'),
    billing: path.join(dataDir, 'billing'),
    supportChat: path.join(dataDir, 'support-chat'),
    errorReports: path.join(dataDir, 'error-reports'),
  };
}

/** CLI flags: only `--reset` today; unknown flags are an error so typos do not pass silently. */
export function parseArgs(argv: string[]): { reset: boolean } {
  const unknown = argv.filter((arg) => arg !== '--reset');
  if (unknown.length > 0) {
    throw new LocalCloudError(
      `Unknown option ${unknown.join(' ')}.`,
      'Run `npm start`, or `npm start -- --reset` to start from empty data.',
    );
  }
  return { reset: argv.includes('--reset') };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
