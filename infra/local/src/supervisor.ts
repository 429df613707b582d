import fs from 'node:fs';
import path from 'node:path';
import type { ConsumerName } from '@polyloop/events';
import type { PublicConfig } from '@polyloop/shared';
import { createAwsEndpoints } from './aws-endpoints/index.js';
import { cognitoFront } from './aws-endpoints/cognito.js';
import type { Connections } from './aws-endpoints/connections.js';
import { createEventBus, type EventBridgeEvent, type EventBus } from './aws-endpoints/events.js';
import { createScheduler } from './aws-endpoints/scheduler.js';
import { ensureStandingSchedules } from './aws-endpoints/standing-schedules.js';
import {
  bootstrapUserPool,
  cognitoClient,
  cognitoEndpoints,
  startCognito,
  stopLeftoverCognito,
  type CognitoIds,
} from './cognito.js';
import { loadConfig, local, type ConfigOverrides, type LocalConfig } from './config.js';
import { dynamoDbClient, ensureTable, startDynamoDb, stopLeftoverDynamoDb } from './dynamodb.js';
import { LocalCloudError } from './errors.js';
import { repoRoot } from './lambdas.js';
import { createLog, type Log } from './log.js';
import { checkJava, checkPorts, waitUntilPortsFree, type Leftover } from './preflight.js';
import { startS3 } from './s3.js';
import { streamFunction, streamFunctions } from '../../definitions/functions.js';
import { deadLetterQueue } from './dead-letters.js';
import { startStreamPoller, type LambdaStreamRecord, type StreamPoller } from './stream-poller.js';
import { SANDBOX_MAP_STYLE_PATH } from './sandbox-map.js';
import { ERROR_SINK_PATH, localErrorDsn } from './error-sink.js';
import { SUPPORT_CHAT_SANDBOX_PATH } from './support-chat-sandbox.js';
import { ensureWebBuild } from './web-build.js';
import { federationHandlers } from './federation/index.js';
import { localEnv } from './local-env.js';
import { SANDBOX_PARTNERS } from './freight-sandbox/partners.js';
import {
  ensureSandboxPartnerRecords,
  startSandboxPartners,
  stopLeftoverPartners,
} from './freight-sandbox/index.js';

export interface LocalCloudOptions extends ConfigOverrides {
  /** Seed the demo market on first start (default true). */
  seed?: boolean;
}

export interface DemoCredential {
  email: string;
  password: string;
  company: string;
  role: string;
}

export interface LocalCloud {
  config: LocalConfig;
  /** The environment the handlers run with (also applied to `process.env`). */
  env: Record<string, string>;
  urls: {
    app: string;
    api: string;
    ws: string;
    outbox: string;
    cieTrade: string;
    accounting: string;
    supportChat: string;
    errorReports: string;
    cognito: string;
    dynamodb: string;
    s3: string;
    aws: string;
  };
  cognito: CognitoIds & { issuer: string; jwksUri: string };
  credentials: DemoCredential[];
  bus: EventBus;
  /** Resolves once stream records and bus events produced so far have been consumed. */
  settle(): Promise<void>;
  /** The table stream's pollers: held back, released, or passed over (see StreamPoller). */
  stream: Pick<StreamPoller, 'hold' | 'release' | 'discard'>;
  stop(): Promise<void>;
}

/**
 * Starts the whole product on this machine: DynamoDB Local, cognito-local, s3rver, the local
 * AWS endpoints, the gateway, the stream poller and the scheduler, in dependency order. If a
 * step fails, everything started so far is stopped again before the error propagates.
 */
export async function startLocalCloud(options: LocalCloudOptions = {}): Promise<LocalCloud> {
  const config = loadConfig(options);
  const stack: Array<{ name: string; stop: () => Promise<void> | void }> = [];
  const stopAll = async () => {
    for (const { name, stop } of stack.splice(0).reverse()) {
      try {
        await stop();
      } catch (error) {
        console.error(`[local] stopping ${name} failed:`, error instanceof Error ? error.message : error);
      }
    }
  };
  fs.mkdirSync(config.paths.logs, { recursive: true });
  const log = createLog(config.paths.logs, config.quiet);
  try {
    return await start(config, options, log, stack, stopAll);
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function start(
  config: LocalConfig,
  options: LocalCloudOptions,
  log: Log,
  stack: Array<{ name: string; stop: () => Promise<void> | void }>,
  stopAll: () => Promise<void>,
): Promise<LocalCloud> {
  const { ports, paths } = config;
  const named = (name: string, pid: number | undefined): Leftover[] => (pid ? [{ name, pid }] : []);
  const leftovers = [
    ...named('DynamoDB Local', stopLeftoverDynamoDb(config)),
    ...named('cognito-local', stopLeftoverCognito(config)),
    ...stopLeftoverPartners(config).map((pid) => ({ name: 'a sandbox freight partner', pid })),
  ];
  const spans = { freight: SANDBOX_PARTNERS.length };
  if (leftovers.length > 0) {
    log.warn(
      `Stopping ${leftovers.length} service(s) left running by an earlier start that did not shut down…`,
    );
    await waitUntilPortsFree(ports, spans, leftovers);
  }
  if (config.reset) resetDataDir(config.dataDir, log);

  checkJava();
  await checkPorts(ports, spans);
  for (const dir of Object.values(paths)) fs.mkdirSync(dir, { recursive: true });

  log.info(`Starting DynamoDB Local on port ${ports.dynamodb}…`);
  const dynamodb = await startDynamoDb(config);
  stack.push({ name: 'DynamoDB Local', stop: () => dynamodb.stop() });
  const db = dynamoDbClient(ports.dynamodb);
  const table = await ensureTable(db, local.tableName).finally(() => db.destroy());
  if (table.created) log.info(`Created table ${local.tableName}`);

  log.info(`Starting Cognito (cognito-local) on port ${ports.cognito}…`);
  const cognito = await startCognito(config);
  stack.push({ name: 'cognito-local', stop: () => cognito.stop() });
  const idp = cognitoClient(ports.cognito);
  const ids = await bootstrapUserPool(idp, path.join(paths.cognito, 'ids.json')).finally(() => idp.destroy());
  if (ids.created) log.info(`Created user pool ${ids.userPoolId} and app client ${ids.clientId}`);
  const { issuer, jwksUri, endpoint: cognitoEndpoint } = cognitoEndpoints(ports.cognito, ids.userPoolId);

  const s3 = await startS3(config);
  stack.push({ name: 's3rver', stop: () => s3.close() });

  log.info(
    `Starting ${SANDBOX_PARTNERS.length} sandbox freight partners on ports ${ports.freight}–${ports.freight + SANDBOX_PARTNERS.length - 1}…`,
  );
  const partners = await startSandboxPartners(config);
  stack.push({
    name: 'sandbox freight partners',
    stop: async () => void (await Promise.all(partners.processes.map((p) => p.stop()))),
  });

  const eventsDlq = deadLetterQueue<{ target: ConsumerName; event: EventBridgeEvent }>(
    paths.deadLetters,
    'events',
  );
  const bus = createEventBus({ log, deadLetter: (failed) => eventsDlq.put(failed) });
  const scheduler = createScheduler({ file: path.join(paths.scheduler, 'schedules.json'), bus, log });
  stack.push({ name: 'scheduler', stop: () => scheduler.stop() });
  ensureStandingSchedules(scheduler);
  // Bound once the gateway (which owns the sockets) is up; until then every connection is gone.
  const late: { connections?: Connections; stream?: StreamPoller } = {};
  /** Until the table stream has caught up and what it set off is done: a stream record can publish an event whose consumer writes again, so loop until quiet. */
  const settle = async () => {
    for (let round = 0; round < 10 && late.stream; round += 1) {
      const before = bus.acceptedCount();
      await late.stream.idle();
      await bus.settled();
      if (round > 0 && bus.acceptedCount() === before) return;
    }
  };
  const aws = await createAwsEndpoints({
    port: ports.aws,
    bus,
    scheduler,
    connections: () => late.connections,
    stream: () => late.stream && { hold: late.stream.hold, release: late.stream.release, settle },
    outboxDir: paths.outbox,
    // What cognito-local lacks (signing out everywhere) is kept in front of it.
    cognito: cognitoFront(
      `http://127.0.0.1:${ports.cognito}/`,
      path.join(paths.cognito, 'global-sign-outs.json'),
    ),
    log,
  });
  stack.push({ name: 'AWS endpoints', stop: () => aws.close() });

  const appUrl = `http://localhost:${ports.app}`;
  log.info(`Starting the sandbox identity provider on port ${ports.idp}…`);
  const { startSandboxIdp } = await import('./sandbox-idp.js');
  const sandboxIdp = await startSandboxIdp({
    port: ports.idp,
    redirectUri: `${appUrl}/_cognito/oauth2/idpresponse`,
  });
  stack.push({ name: 'sandbox identity provider', stop: () => sandboxIdp.close() });

  const env = localEnv(config, ids, { issuer, jwksUri });
  Object.assign(process.env, env);
  // Tests and benchmarks in other processes point the real SDK clients at this cloud with it.
  fs.writeFileSync(path.join(config.dataDir, 'env.json'), JSON.stringify(env, null, 2));

  if (!config.skipWebBuild)
    await ensureWebBuild({ quiet: config.quiet, logFile: path.join(paths.logs, 'web-build.log') });

  const { startGateway } = await import('./gateway/index.js');
  const federation = await federationHandlers({
    storeDir: paths.cognito,
    cognitoPort: ports.cognito,
    upstream: `${aws.url}/`,
    pool: { userPoolId: ids.userPoolId, clientId: ids.clientId, issuer },
    appUrl,
  });
  stack.push({ name: 'federation', stop: () => federation.close() });
  const gateway = await startGateway({
    port: ports.app,
    host: '127.0.0.1',
    webRoot: 'web/dist',
    publicConfig: publicConfigOf(config, ids, appUrl),
    jwt: { issuer, jwksUri, clientId: ids.clientId },
    outboxDir: paths.outbox,
    cieTradeDir: paths.cieTrade,
    accountingDir: paths.accounting,
    billingDir: paths.billing,
    supportChatDir: paths.supportChat,
    errorReportsDir: paths.errorReports,
    cognitoUpstream: `${aws.url}/`,
    federation,
    appUrl,
    fileStoreUrl: env.AWS_ENDPOINT_URL_S3 ?? '',
  });
  late.connections = gateway.connections;
  stack.push({ name: 'gateway', stop: () => gateway.close() });
  // Consumers still running when the gateway closes would post to dead sockets; let them finish first.
  stack.push({ name: 'event consumers', stop: () => withTimeout(bus.settled(), 5000) });

  const poller = await startStreamPollers(config, table.streamArn, env, log);
  late.stream = poller;
  stack.push({ name: 'stream pollers', stop: () => poller.stop() });

  await ensureSandboxPartnerRecords(partners);

  let credentials: DemoCredential[] = [];
  if (options.seed !== false) {
    const { seed } = await import('./seed.js');
    const seeded = await seed({ dataDir: config.dataDir });
    credentials = seeded.credentials;
  }
  // Companies that still carry free-text tags (written before tags were records) get tag ids.
  const { migrateTags } = await import('../../../scripts/tags-migration.js');
  await migrateTags();
  scheduler.start();

  return {
    config,
    env,
    urls: {
      app: appUrl,
      api: `${appUrl}/api`,
      ws: `ws://localhost:${ports.app}/ws`,
      outbox: `${appUrl}/_local/outbox`,
      cieTrade: `${appUrl}/_local/cietrade`,
      accounting: `${appUrl}/_local/accounting`,
      supportChat: `${appUrl}${SUPPORT_CHAT_SANDBOX_PATH}`,
      errorReports: `${appUrl}${ERROR_SINK_PATH}`,
      cognito: cognitoEndpoint,
      dynamodb: env.AWS_ENDPOINT_URL_DYNAMODB ?? '',
      s3: env.AWS_ENDPOINT_URL_S3 ?? '',
      aws: aws.url,
    },
    cognito: { userPoolId: ids.userPoolId, clientId: ids.clientId, issuer, jwksUri },
    credentials,
    bus,
    settle,
    stream: poller,
    stop: stopAll,
  };
}

/**
 * The table stream's pollers, seen as one: each consumer reads the stream on its own and they
 * settle, hold and release together.
 */
async function startStreamPollers(
  config: LocalConfig,
  streamArn: string,
  env: Record<string, string>,
  log: Log,
): Promise<StreamPoller> {
  const { paths } = config;
  // One poller per stream consumer, each with its own checkpoints, as each has its own event source
  // mapping in AWS (the events consumer keeps the first poller's file name, so a data directory
  // from before resumes where it was).
  const pollers: StreamPoller[] = [];
  for (const consumer of streamFunctions) {
    const dlq = deadLetterQueue<LambdaStreamRecord[]>(paths.deadLetters, consumer.name);
    pollers.push(
      await startStreamPoller({
        endpoint: env.AWS_ENDPOINT_URL_DYNAMODB_STREAMS ?? '',
        streamArn,
        checkpointFile: path.join(
          paths.streams,
          consumer === streamFunction ? 'checkpoints.json' : `checkpoints-${consumer.name}.json`,
        ),
        log,
        consumer,
        deadLetter: (records) => dlq.put(records),
      }),
    );
  }
  return {
    stop: async () => void (await Promise.all(pollers.map((p) => p.stop()))),
    idle: async () => void (await Promise.all(pollers.map((p) => p.idle()))),
    hold: () => pollers.forEach((p) => p.hold()),
    release: () => pollers.forEach((p) => p.release()),
    discard: async () => void (await Promise.all(pollers.map((p) => p.discard()))),
  };
}

/** What the browser is told of this cloud (`/config.json`): where the API, sockets and sign-in are. */
function publicConfigOf(config: LocalConfig, ids: CognitoIds, appUrl: string): PublicConfig {
  const { ports } = config;
  return {
    apiUrl: '/api',
    wsUrl: `ws://localhost:${ports.app}/ws`,
    region: local.region,
    userPoolId: ids.userPoolId,
    clientId: ids.clientId,
    // The browser signs in through the gateway, which makes cognito-local's sign-in errors read like a real pool's.
    cognitoEndpoint: `${appUrl}/_cognito`,
    // cognito-local has no SRP: here, and only here, the browser sends the password itself.
    authFlow: 'USER_PASSWORD_AUTH',
    map: { styleUrl: SANDBOX_MAP_STYLE_PATH, sandbox: true },
    // Sentry's own SDK reports to the local sink, which lists what it was sent; nothing is traced.
    errorReporting: { dsn: localErrorDsn(appUrl), environment: 'local', tracesSampleRate: 0 },
    supportChat: { provider: 'sandbox', url: SUPPORT_CHAT_SANDBOX_PATH },
    // Managed login's stand-in (single sign-on): the gateway runs the code flow with PKCE.
    managedLoginUrl: `${appUrl}/_cognito`,
  };
}

function resetDataDir(dataDir: string, log: Log): void {
  const resolved = path.resolve(dataDir);
  // Refuse to delete the repository (or anything containing it) on a mistyped POLYLOOP_DATA_DIR.
  if (
    resolved === path.parse(resolved).root ||
    repoRoot.startsWith(`${resolved}${path.sep}`) ||
    resolved === repoRoot
  ) {
    throw new LocalCloudError(
      `Refusing to reset ${resolved}: it contains the repository.`,
      'Point POLYLOOP_DATA_DIR at a directory used only for local data, e.g. .local/.',
    );
  }
  log.info(`Deleting local data in ${resolved} (--reset)`);
  fs.rmSync(resolved, { recursive: true, force: true });
}

async function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
