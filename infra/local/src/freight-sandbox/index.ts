import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { LocalConfig } from '../config.js';
import { repoRoot } from '../lambdas.js';
import { spawnService, stopLeftover, waitUntilReady, type ManagedProcess } from '../processes.js';
import { SANDBOX_PARTNERS, type SandboxPartnerConfig } from './partners.js';

/**
 * Starts the sandbox freight partners (one process each, on the freight port and the ones after
 * it) and keeps their records in the product up to date: the first start makes each a signing
 * secret, kept in the data directory, and every start points its record at its process.
 */

const entry = path.join(repoRoot, 'infra/local/src/freight-sandbox/partner-process.ts');
const pidFile = (config: LocalConfig, id: string) => path.join(config.paths.freight, `${id}.pid`);

export const sandboxPartnerPorts = (config: LocalConfig) =>
  SANDBOX_PARTNERS.map((_, n) => config.ports.freight + n);

/** Sandbox partners left running by a start that was killed. */
/** The pids of the partners an earlier start left running, each sent SIGKILL. */
export const stopLeftoverPartners = (config: LocalConfig): number[] =>
  SANDBOX_PARTNERS.flatMap((p) => stopLeftover(pidFile(config, p.id), 'partner-process') ?? []);

function secrets(config: LocalConfig): Record<string, string> {
  const file = path.join(config.paths.freight, 'secrets.json');
  const saved = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>)
    : {};
  const all = Object.fromEntries(
    SANDBOX_PARTNERS.map((p) => [p.id, saved[p.id] ?? `whsec_${randomBytes(32).toString('base64')}`]),
  );
  fs.writeFileSync(file, JSON.stringify(all, null, 2), { mode: 0o600 });
  return all;
}

export interface SandboxPartners {
  processes: ManagedProcess[];
  configs: SandboxPartnerConfig[];
}

export async function startSandboxPartners(config: LocalConfig): Promise<SandboxPartners> {
  fs.mkdirSync(config.paths.freight, { recursive: true });
  const keys = secrets(config);
  const configs: SandboxPartnerConfig[] = SANDBOX_PARTNERS.map((p, n) => ({
    id: p.id,
    name: p.name,
    port: config.ports.freight + n,
    secret: keys[p.id]!,
    webhookUrl: `http://127.0.0.1:${config.ports.app}/api/webhooks/freight/${p.id}`,
    behaviour: p.behaviour,
  }));
  const processes = configs.map((partner) =>
    spawnService({
      name: `Sandbox freight partner ${partner.name}`,
      command: process.execPath,
      args: ['--import', 'tsx', entry],
      cwd: repoRoot,
      env: { ...process.env, SANDBOX_PARTNER: JSON.stringify(partner) },
      logFile: path.join(config.paths.logs, `freight-${partner.id}.log`),
      pidFile: pidFile(config, partner.id),
    }),
  );
  try {
    await Promise.all(
      processes.map((service, n) =>
        waitUntilReady(service, async () => (await fetch(`http://127.0.0.1:${configs[n]!.port}/health`)).ok),
      ),
    );
  } catch (error) {
    await Promise.all(processes.map((p) => p.stop()));
    throw error;
  }
  return { processes, configs };
}

/** Each sandbox partner's record, pointed at its process (the handlers' environment must be set). */
export async function ensureSandboxPartnerRecords(partners: SandboxPartners): Promise<void> {
  const Partners = await import('@polyloop/functions/domain/freight/partner.service');
  for (const partner of partners.configs) {
    const definition = SANDBOX_PARTNERS.find((p) => p.id === partner.id)!;
    await Partners.ensure(
      {
        id: partner.id,
        name: partner.name,
        regions: definition.regions,
        bookingDisclaimer: definition.bookingDisclaimer,
        webhookUrl: `http://127.0.0.1:${partner.port}/webhooks/polyloop`,
        active: true,
        sandbox: true,
      },
      partner.secret,
    );
  }
}
