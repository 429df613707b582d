import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isPortFree, javaMajorVersion, waitUntilPortsFree } from './preflight.js';
import type { Ports } from './config.js';

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
});

/** A free port the system hands out, as a service left running would hold one. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

/** A process of its own listening on `port`, answering once it listens. */
async function holder(port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['-e', `require('net').createServer().listen(${port}, '127.0.0.1', () => console.log('up'))`],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  started.push(child);
  await new Promise<void>((r) => child.stdout!.once('data', () => r()));
  return child;
}

const portsWith = (dynamodb: number): Ports => ({
  app: dynamodb + 1,
  cognito: dynamodb + 2,
  dynamodb,
  s3: dynamodb + 3,
  aws: dynamodb + 4,
  freight: dynamodb + 5,
  idp: dynamodb + 9,
});

describe('after a killed start', () => {
  it('waits until a leftover sent SIGKILL has ended and its port is free', async () => {
    const port = await freePort();
    const leftover = await holder(port);
    expect(await isPortFree(port)).toBe(false);
    leftover.kill('SIGKILL');
    await waitUntilPortsFree(portsWith(port), {}, [{ name: 'DynamoDB Local', pid: leftover.pid! }]);
    expect(await isPortFree(port)).toBe(true);
  });

  it('names the port and the process still holding it when it does not end', async () => {
    const port = await freePort();
    const stuck = await holder(port);
    await expect(
      waitUntilPortsFree(portsWith(port), {}, [{ name: 'DynamoDB Local', pid: stuck.pid! }], 300),
    ).rejects.toMatchObject({
      cause: expect.stringMatching(
        new RegExp(
          `Port ${port}, needed by DynamoDB Local, is still in use .*DynamoDB Local \\(pid ${stuck.pid}\\) has not ended`,
        ),
      ),
    });
  });

  it('reads the Java major version', () => {
    expect(javaMajorVersion('openjdk version "17.0.15" 2025-04-15')).toBe(17);
  });
});
