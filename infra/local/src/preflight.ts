import { spawnSync } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { portVariables, serviceLabels, type Ports, type ServiceName } from './config.js';
import { LocalCloudError } from './errors.js';
import { isRunning } from './processes.js';

/** DynamoDB Local 3.x needs Java 17 or newer. */
export function checkJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const fix =
    'Install Java 17: `sudo apt-get install -y openjdk-17-jre-headless` (Debian/Ubuntu), then run `npm start` again.';
  if (result.error)
    throw new LocalCloudError('Java was not found; DynamoDB Local needs Java 17 or newer.', fix);
  const major = javaMajorVersion(`${result.stderr}${result.stdout}`);
  if (major === undefined)
    throw new LocalCloudError(`Could not read the Java version from \`java -version\`.`, fix);
  if (major < 17)
    throw new LocalCloudError(`Java ${major} is installed; DynamoDB Local needs Java 17 or newer.`, fix);
}

/** `version "17.0.15"` → 17, `version "1.8.0_392"` → 8. */
export function javaMajorVersion(output: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  if (!match) return undefined;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
}

/**
 * Checks that every configured port is distinct and free. A service given a span takes that many
 * ports from its own (the sandbox freight partners, one port each).
 */
export async function checkPorts(
  ports: Ports,
  spans: Partial<Record<ServiceName, number>> = {},
): Promise<void> {
  const entries = portEntries(ports, spans);
  const seen = new Map<number, ServiceName>();
  for (const [service, port] of entries) {
    const other = seen.get(port);
    if (other) {
      throw new LocalCloudError(
        `Port ${port} is configured for both ${serviceLabels[other]} and ${serviceLabels[service]}.`,
        `Give one of them another port, e.g. ${portVariables[service]}=${port + (spans[service] ?? 1)}.`,
      );
    }
    seen.set(port, service);
  }
  for (const [service, port] of entries) {
    if (!(await isPortFree(port))) {
      throw new LocalCloudError(
        `Port ${port}, needed by ${serviceLabels[service]}, is already in use.`,
        `Stop the other process (\`lsof -i :${port}\` or \`ss -ltnp 'sport = :${port}'\` shows it — perhaps another \`npm start\`), or choose another port: ${portVariables[service]}=${port + (spans[service] ?? 1)} npm start`,
      );
    }
  }
}

/** A service an earlier start left running, just sent SIGKILL. */
export interface Leftover {
  name: string;
  pid: number;
}

/**
 * After leftovers of a killed start were sent SIGKILL: waits until they have ended and every
 * configured port is free again, since a process holds its port until the kernel has ended it
 * (DynamoDB Local's JVM takes a moment). Fails naming the port and the process still holding it
 * when the time runs out, rather than letting `checkPorts` blame a port the leftover still held.
 */
export async function waitUntilPortsFree(
  ports: Ports,
  spans: Partial<Record<ServiceName, number>>,
  leftovers: Leftover[],
  timeoutMs = 15_000,
): Promise<void> {
  if (leftovers.length === 0) return;
  const entries = portEntries(ports, spans);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const running = leftovers.filter((l) => isRunning(l.pid));
    const taken: Array<[ServiceName, number]> = [];
    for (const entry of entries) if (!(await isPortFree(entry[1]))) taken.push(entry);
    if (running.length === 0 && taken.length === 0) return;
    if (Date.now() >= deadline) {
      const [service, port] = taken[0] ?? [];
      const holders = running.map((l) => `${l.name} (pid ${l.pid})`).join(', ');
      throw new LocalCloudError(
        port !== undefined
          ? `Port ${port}, needed by ${serviceLabels[service!]}, is still in use ${Math.round(timeoutMs / 1000)} s after stopping what an earlier start left running${holders ? `: ${holders} has not ended` : ''}.`
          : `${holders} left running by an earlier start did not end within ${Math.round(timeoutMs / 1000)} s of SIGKILL.`,
        port !== undefined
          ? `See what holds it (\`ss -ltnp 'sport = :${port}'\`), stop that process, then run \`npm start\` again.`
          : `Stop it (\`kill -9 ${running[0]?.pid}\`), then run \`npm start\` again.`,
      );
    }
    await sleep(100);
  }
}

function portEntries(
  ports: Ports,
  spans: Partial<Record<ServiceName, number>>,
): Array<[ServiceName, number]> {
  return (Object.entries(ports) as Array<[ServiceName, number]>).flatMap(([service, port]) =>
    Array.from({ length: spans[service] ?? 1 }, (_, n) => [service, port + n] as [ServiceName, number]),
  );
}

export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}
