import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';

/** Repository root, from which every function entry path is given. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type Handler = (event: unknown, context: unknown) => Promise<unknown>;
/** Every function's time here (the handlers' middy answers a timeout when it runs out). */
const LOCAL_TIMEOUT_MS = 30_000;
const loaded = new Map<string, Promise<Handler>>();

/**
 * Runs a function's exported `handler` in this process, as Lambda would run it: same module,
 * same event shape, a context with a request id. Modules load once, like a warm container.
 */
export async function invokeLambda<T = unknown>(entry: string, event: unknown, name = entry): Promise<T> {
  let handler = loaded.get(entry);
  if (!handler) {
    handler = import(path.join(repoRoot, entry)).then((mod: { handler?: Handler }) => {
      if (typeof mod.handler !== 'function') throw new Error(`${entry} exports no handler`);
      return mod.handler;
    });
    loaded.set(entry, handler);
  }
  const deadline = Date.now() + LOCAL_TIMEOUT_MS;
  const context = {
    awsRequestId: randomUUID(),
    functionName: `polyloop-${name}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:polyloop-${name}`,
    memoryLimitInMB: '512',
    logGroupName: `/aws/lambda/polyloop-${name}`,
    logStreamName: 'local',
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
  return (await (
    await handler
  )(event, context)) as T;
}
