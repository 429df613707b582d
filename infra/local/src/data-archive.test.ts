import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dataPaths } from './config.js';
import { exportDataDir, importDataDir, runningServices } from './data-archive.js';

const made: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'polyloop-archive-'));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A data directory as a stopped cloud leaves it: a database, a bucket object, logs and a stale pid. */
function stoppedCloud(root: string) {
  const dataDir = path.join(root, '.local');
  const paths = dataPaths(dataDir);
  fs.mkdirSync(paths.dynamodb, { recursive: true });
  fs.mkdirSync(path.join(paths.s3, 'documents'), { recursive: true });
  fs.mkdirSync(paths.logs, { recursive: true });
  fs.writeFileSync(path.join(paths.dynamodb, 'shared-local-instance.db'), 'the table');
  fs.writeFileSync(path.join(paths.s3, 'documents', 'offer.pdf'), 'a document');
  fs.writeFileSync(path.join(paths.logs, 'dynamodb.log'), 'a run');
  fs.writeFileSync(path.join(paths.dynamodb, 'dynamodb.pid'), '999999999');
  return { dataDir, paths };
}

describe('export and import of the local data directory', () => {
  it('copies a stopped cloud’s data into a tar.gz and back into a fresh directory, without its logs and pids', () => {
    const root = tempDir();
    const { dataDir, paths } = stoppedCloud(root);
    const archive = path.join(root, 'backup', 'local.tar.gz');
    exportDataDir(dataDir, paths, archive);
    expect(fs.existsSync(archive)).toBe(true);
    expect(fs.existsSync(`${archive}.partial`)).toBe(false);

    const fresh = path.join(tempDir(), '.local');
    expect(importDataDir(archive, fresh, dataPaths(fresh))).toEqual({});
    expect(fs.readFileSync(path.join(fresh, 'dynamodb', 'shared-local-instance.db'), 'utf8')).toBe(
      'the table',
    );
    expect(fs.readFileSync(path.join(fresh, 's3', 'documents', 'offer.pdf'), 'utf8')).toBe('a document');
    expect(fs.existsSync(path.join(fresh, 'logs'))).toBe(false);
    expect(fs.existsSync(path.join(fresh, 'dynamodb', 'dynamodb.pid'))).toBe(false);
  });

  it('imports over existing data only when told to, keeping that data aside', () => {
    const root = tempDir();
    const { dataDir, paths } = stoppedCloud(root);
    const archive = path.join(root, 'local.tar.gz');
    exportDataDir(dataDir, paths, archive);
    fs.writeFileSync(path.join(paths.dynamodb, 'shared-local-instance.db'), 'changed since');
    expect(() => importDataDir(archive, dataDir, paths)).toThrow(/already holds data[\s\S]*--replace/);
    const { keptAs } = importDataDir(archive, dataDir, paths, {
      replace: true,
      now: new Date('2026-11-30T06:00:00Z'),
    });
    expect(keptAs).toBe(`${dataDir}.before-import-2026-11-30T06-00-00-000Z`);
    expect(fs.readFileSync(path.join(keptAs!, 'dynamodb', 'shared-local-instance.db'), 'utf8')).toBe(
      'changed since',
    );
    expect(fs.readFileSync(path.join(dataDir, 'dynamodb', 'shared-local-instance.db'), 'utf8')).toBe(
      'the table',
    );
  });

  it('refuses to copy or replace while DynamoDB Local still runs on the directory', async () => {
    const root = tempDir();
    const { dataDir, paths } = stoppedCloud(root);
    // A process whose command line names DynamoDB Local's jar, as the real one's does.
    const running = spawn('sh', ['-c', 'sleep 30; true', 'DynamoDBLocal.jar'], { stdio: 'ignore' });
    try {
      fs.writeFileSync(path.join(paths.dynamodb, 'dynamodb.pid'), String(running.pid));
      expect(runningServices(paths)).toEqual(['DynamoDB Local']);
      expect(() => exportDataDir(dataDir, paths, path.join(root, 'a.tar.gz'))).toThrow(
        /local cloud is running/,
      );
      expect(fs.existsSync(path.join(root, 'a.tar.gz'))).toBe(false);
      expect(() => importDataDir(path.join(root, 'a.tar.gz'), dataDir, paths)).toThrow(/no archive/);
    } finally {
      running.kill('SIGKILL');
    }
    await new Promise((resolve) => running.once('exit', resolve));
    expect(runningServices(paths)).toEqual([]);
  });
});
