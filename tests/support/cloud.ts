import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface CloudPorts {
  app: number;
  cognito: number;
  dynamodb: number;
  s3: number;
  aws: number;
  freight: number;
  idp: number;
}

/** Ports far from the defaults, so tests run beside a developer's `npm start`. */
export const portSets = {
  integration: { app: 3100, cognito: 9329, dynamodb: 8100, s3: 4669, aws: 4110, freight: 4120, idp: 4140 },
  restart: { app: 3200, cognito: 9429, dynamodb: 8200, s3: 4769, aws: 4210, freight: 4220, idp: 4240 },
  e2e: { app: 3300, cognito: 9529, dynamodb: 8300, s3: 4869, aws: 4310, freight: 4320, idp: 4340 },
  bench: { app: 3400, cognito: 9629, dynamodb: 8400, s3: 4969, aws: 4410, freight: 4420, idp: 4440 },
  crash: { app: 3500, cognito: 9729, dynamodb: 8500, s3: 5069, aws: 4510, freight: 4520, idp: 4540 },
} satisfies Record<string, CloudPorts>;

export type { PublicConfig } from '@polyloop/shared';
import type { PublicConfig } from '@polyloop/shared';

export interface RunningCloud {
  baseUrl: string;
  dataDir: string;
  ports: CloudPorts;
  config: PublicConfig;
  /** The environment the handlers run with (written by the supervisor to `<dataDir>/env.json`). */
  env: Record<string, string>;
  output: () => string;
  stop(): Promise<void>;
  /**
   * Kills the supervisor with SIGKILL, as a crash or `kill -9` would: it cannot stop its children
   * (DynamoDB Local, cognito-local, the sandbox partners), which run on in their own process groups.
   */
  crash(): Promise<void>;
}

export function cloudEnv(ports: CloudPorts, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    POLYLOOP_PORT: String(ports.app),
    POLYLOOP_COGNITO_PORT: String(ports.cognito),
    POLYLOOP_DYNAMODB_PORT: String(ports.dynamodb),
    POLYLOOP_S3_PORT: String(ports.s3),
    POLYLOOP_AWS_PORT: String(ports.aws),
    POLYLOOP_FREIGHT_PORT: String(ports.freight),
    POLYLOOP_IDP_PORT: String(ports.idp),
    POLYLOOP_DATA_DIR: dataDir,
  };
}

/**
 * Starts the local cloud exactly as `npm start` does, in its own process (so a test can stop and
 * restart it), and waits for its ready line.
 */
export async function startCloud(options: {
  name: keyof typeof portSets;
  reset?: boolean;
  timeoutMs?: number;
}): Promise<RunningCloud> {
  // Several checkouts or engineers can test on one machine by shifting every port.
  const offset = Number(process.env.POLYLOOP_TEST_PORT_OFFSET ?? 0);
  const ports = Object.fromEntries(
    Object.entries(portSets[options.name]).map(([k, v]) => [k, v + offset]),
  ) as unknown as CloudPorts;
  const dataDir = path.join(repoRoot, '.local', `test-${options.name}${offset ? `-${offset}` : ''}`);
  const args = ['tsx', 'infra/local/src/start.ts', ...(options.reset ? ['--reset'] : [])];
  const child: ChildProcess = spawn('npx', args, {
    cwd: repoRoot,
    env: cloudEnv(ports, dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    // A busy machine may take longer: POLYLOOP_TEST_START_TIMEOUT_MS gives it that long.
    const waitMs = Number(process.env.POLYLOOP_TEST_START_TIMEOUT_MS ?? 0) || options.timeoutMs || 240_000;
    const timer = setTimeout(
      () =>
        reject(
          new Error(
            `The local cloud did not start in ${Math.round(waitMs / 1000)} s (POLYLOOP_TEST_START_TIMEOUT_MS waits longer):\n${output}`,
          ),
        ),
      waitMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Polyloop is running on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The local cloud exited with ${code}:\n${output}`));
    });
  });
  await ready;
  const baseUrl = `http://localhost:${ports.app}`;
  const config = (await (await fetch(`${baseUrl}/config.json`)).json()) as PublicConfig;
  const env = JSON.parse(await readFile(path.join(dataDir, 'env.json'), 'utf8')) as Record<string, string>;
  return {
    baseUrl,
    dataDir,
    ports,
    config,
    env,
    output: () => output,
    crash: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        process.kill(-child.pid!, 'SIGKILL');
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        // The supervisor stops its own children on SIGINT, as on Ctrl-C.
        try {
          process.kill(-child.pid!, 'SIGINT');
        } catch {
          resolve();
        }
      }),
  };
}
