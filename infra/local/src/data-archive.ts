import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { DataPaths } from './config.js';
import { LocalCloudError } from './errors.js';

/**
 * Export and import of the local cloud's data directory (`.local/`: DynamoDB Local's database,
 * cognito-local's pools, s3rver's buckets, the schedules, the stream positions, the dead letters,
 * the sandboxes) as one tar.gz. Only a stopped cloud is copied: DynamoDB Local and cognito-local
 * write their files as they go, so a copy taken while they run may be torn. Logs and pid files
 * are left out: they belong to a run, not to the data.
 */

/** What the archive leaves out, as tar's `--exclude` patterns relative to the data directory. */
export const ARCHIVE_EXCLUDES = ['./logs', '*.pid'] as const;

/** The services whose pid file (written by the supervisor) names a live process of their program. */
const SERVICES = [
  {
    name: 'DynamoDB Local',
    pidFile: (paths: DataPaths) => path.join(paths.dynamodb, 'dynamodb.pid'),
    marker: 'DynamoDBLocal.jar',
  },
  {
    name: 'cognito-local',
    pidFile: (paths: DataPaths) => path.join(paths.cognito, 'cognito.pid'),
    marker: 'cognito-local',
  },
];

/** Whether `pid` runs a program whose command line holds `marker` (pids get reused). */
export function runs(pid: number, marker: string): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker);
  } catch {
    return false;
  }
}

/** The local cloud's services still running on this data directory: empty when it is stopped. */
export function runningServices(paths: DataPaths): string[] {
  return SERVICES.filter(({ pidFile, marker }) => {
    let pid: number;
    try {
      pid = Number(fs.readFileSync(pidFile(paths), 'utf8'));
    } catch {
      return false;
    }
    return runs(pid, marker);
  }).map((s) => s.name);
}

function assertStopped(paths: DataPaths): void {
  const running = runningServices(paths);
  if (running.length)
    throw new LocalCloudError(
      `The local cloud is running (${running.join(', ')}): its files would be copied half-written.`,
      'Stop it first (Ctrl-C where `npm start` runs), then run this again.',
    );
}

function tar(args: string[]): void {
  const result = spawnSync('tar', args, { encoding: 'utf8' });
  if (result.error)
    throw new LocalCloudError(`tar could not be run: ${result.error.message}`, 'Install tar.');
  if (result.status !== 0)
    throw new LocalCloudError(`tar ${args[0]} failed: ${result.stderr.trim()}`, 'See the message above.');
}

/**
 * Writes the stopped cloud's data directory to `archive` (a .tar.gz), through a temporary file
 * renamed at the end, so an interrupted export never leaves a half archive under the name asked for.
 */
export function exportDataDir(dataDir: string, paths: DataPaths, archive: string): void {
  if (!fs.existsSync(dataDir))
    throw new LocalCloudError(
      `There is no data directory at ${dataDir}.`,
      'Start the local cloud once (npm start).',
    );
  assertStopped(paths);
  const target = path.resolve(archive);
  if (target.startsWith(path.resolve(dataDir) + path.sep))
    throw new LocalCloudError(
      'The archive cannot be written inside the data directory it copies.',
      'Name a file elsewhere.',
    );
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  try {
    tar(['-czf', partial, ...ARCHIVE_EXCLUDES.map((e) => `--exclude=${e}`), '-C', dataDir, '.']);
    fs.renameSync(partial, target);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/**
 * Replaces the data directory with the archive's content. The archive is unpacked beside it first
 * and swapped in by a rename; an existing data directory is kept, renamed to `<dir>.before-import-<time>`
 * (returned), and only with `replace` (otherwise a non-empty directory is refused).
 */
export function importDataDir(
  archive: string,
  dataDir: string,
  paths: DataPaths,
  { replace = false, now = new Date() }: { replace?: boolean; now?: Date } = {},
): { keptAs?: string } {
  if (!fs.existsSync(archive))
    throw new LocalCloudError(`There is no archive at ${archive}.`, 'Check the path.');
  const filled = fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0;
  if (filled) {
    assertStopped(paths);
    if (!replace)
      throw new LocalCloudError(
        `${dataDir} already holds data.`,
        'Pass --replace to keep it aside (renamed) and import the archive in its place.',
      );
  }
  const unpacked = `${dataDir}.importing`;
  fs.rmSync(unpacked, { recursive: true, force: true });
  fs.mkdirSync(unpacked, { recursive: true });
  try {
    tar(['-xzf', path.resolve(archive), '-C', unpacked]);
  } catch (error) {
    fs.rmSync(unpacked, { recursive: true, force: true });
    throw error;
  }
  let keptAs: string | undefined;
  if (fs.existsSync(dataDir)) {
    if (filled) {
      keptAs = `${dataDir}.before-import-${now.toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(dataDir, keptAs);
    } else fs.rmSync(dataDir, { recursive: true, force: true });
  }
  fs.renameSync(unpacked, dataDir);
  return keptAs ? { keptAs } : {};
}
