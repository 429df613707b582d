import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { LocalCloudError } from './errors.js';

/** A long-running child (DynamoDB Local, cognito-local) in its own process group, logging to a file. */
export interface ManagedProcess {
  name: string;
  pid: number;
  logFile: string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
let exitHookInstalled = false;

/**
 * Each child gets its own process group (`detached`), so Ctrl-C in the terminal reaches only the
 * supervisor, which then stops them in order. The `exit` hook is the last resort when the
 * supervisor dies of an error: it kills every remaining group so nothing holds a port.
 */
export function spawnService(options: {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
  logFile: string;
  pidFile: string;
}): ManagedProcess {
  installExitHook();
  fs.mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = fs.openSync(options.logFile, 'a');
  fs.writeSync(
    log,
    `\n--- ${new Date().toISOString()} starting ${options.name}: ${options.command} ${options.args.join(' ')}\n`,
  );
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', log, log],
    detached: true,
  });
  fs.closeSync(log);
  if (child.pid === undefined) {
    throw new LocalCloudError(
      `${options.name} could not be started (${options.command} was not found).`,
      `Check that ${options.command} is installed and on the PATH.`,
    );
  }
  const pid = child.pid;
  running.add(child);
  fs.writeFileSync(options.pidFile, String(pid));
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      running.delete(child);
      fs.rmSync(options.pidFile, { force: true });
      resolve(code);
    });
  });
  return {
    name: options.name,
    pid,
    logFile: options.logFile,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      killGroup(pid, 'SIGTERM');
      const ended = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
      if (!ended) {
        killGroup(pid, 'SIGKILL');
        await exited;
      }
    },
  };
}

/**
 * A previous supervisor killed with SIGKILL cannot clean up; its children keep their ports.
 * Their pid files are still there, so stop them before checking ports — but only if the pid
 * still runs the same program (pids get reused). Answers the pid it killed: SIGKILL is sent, not
 * waited for, and the process holds its port until it has ended (see `waitUntilPortsFree`).
 */
export function stopLeftover(pidFile: string, commandLineMarker: string): number | undefined {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8'));
  } catch {
    return undefined;
  }
  fs.rmSync(pidFile, { force: true });
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  let commandLine = '';
  try {
    commandLine = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return undefined;
  }
  if (!commandLine.includes(commandLineMarker)) return undefined;
  killGroup(pid, 'SIGKILL');
  return pid;
}

/** Whether a process still runs (a zombie, ended but not yet reaped, counts as gone). */
export function isRunning(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of running) if (child.pid !== undefined) killGroup(child.pid, 'SIGKILL');
  });
}

/**
 * Polls `ready` until it resolves true. Fails with the service's name and the end of its log
 * when the process exits first or the time runs out.
 */
export async function waitUntilReady(
  service: ManagedProcess,
  ready: () => Promise<boolean>,
  timeoutMs = 60_000,
): Promise<void> {
  let exitCode: number | null | undefined;
  void service.exited.then((code) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw serviceFailed(service, `exited with code ${exitCode ?? 'unknown'} while starting`);
    if (await ready().catch(() => false)) return;
    await sleep(200);
  }
  throw serviceFailed(service, `did not answer within ${Math.round(timeoutMs / 1000)} s`);
}

export function serviceFailed(service: { name: string; logFile: string }, what: string): LocalCloudError {
  const tail = tailLog(service.logFile, 12);
  return new LocalCloudError(
    `${service.name} ${what}. Last lines of ${service.logFile}:\n${indent(tail || '(the log is empty)')}`,
    `Read the log above; \`npm start -- --reset\` starts over with empty local data if the data is damaged.`,
  );
}

export function tailLog(file: string, lines: number): string {
  try {
    const text = fs.readFileSync(file, 'utf8');
    // eslint-disable-next-line no-control-regex
    const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
    return plain.trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

/** Waits until a started service answers `probe` through its SDK client; stops the service if it never does. */
export async function readyOrStopped<C extends { destroy(): void }>(
  service: ManagedProcess,
  client: C,
  probe: (client: C) => Promise<unknown>,
): Promise<ManagedProcess> {
  try {
    await waitUntilReady(service, async () => {
      await probe(client);
      return true;
    });
  } catch (error) {
    await service.stop();
    throw error;
  } finally {
    client.destroy();
  }
  return service;
}
