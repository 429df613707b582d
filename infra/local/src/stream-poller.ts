import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  TrimmedDataAccessException,
  type _Record as StreamRecord,
  type AttributeValue,
  type Shard,
  type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';
import * as z from 'zod';
import { streamFunction } from '../../definitions/functions.js';
import { local, localClientConfig } from './config.js';
import { invokeLambda } from './lambdas.js';
import type { Log } from './log.js';

/** How often an idle shard is read: four times a second, as Lambda's event source mapping reads a DynamoDB stream. */
export const STREAM_POLL_MS = 250;

/** A record as Lambda delivers it in a DynamoDBStreamEvent (times in epoch seconds, binaries in base64). */
export interface LambdaStreamRecord {
  eventID?: string;
  eventName?: 'INSERT' | 'MODIFY' | 'REMOVE';
  eventVersion?: string;
  eventSource: 'aws:dynamodb';
  awsRegion: string;
  eventSourceARN: string;
  dynamodb: {
    ApproximateCreationDateTime?: number;
    Keys?: Record<string, unknown>;
    NewImage?: Record<string, unknown>;
    OldImage?: Record<string, unknown>;
    SequenceNumber?: string;
    SizeBytes?: number;
    StreamViewType?: string;
  };
}

export interface StreamPollerOptions {
  endpoint: string;
  streamArn: string;
  checkpointFile: string;
  log: Log;
  invoke?: (entry: string, event: { Records: LambdaStreamRecord[] }, name: string) => Promise<unknown>;
  pollMs?: number;
  /** How often the shard list is refreshed, to pick up new shards. */
  describeEveryMs?: number;
  batchSize?: number;
  /** Attempts per batch before it is skipped (Lambda would retry until the records expire). */
  maxAttempts?: number;
  /** The stream consumer it feeds (infra/definitions/functions.ts `streamFunctions`). */
  consumer?: { name: string; entry: string };
  /** Where a batch that failed every attempt goes (the consumer's dead-letter queue). */
  deadLetter?: (records: LambdaStreamRecord[], failure: unknown) => void;
}

const Checkpoints = z.object({
  streamArn: z.string(),
  /** Last processed sequence number per shard; null for a shard read from LATEST with nothing processed yet. */
  shards: z.record(z.string(), z.string().nullable()),
  finished: z.array(z.string()).default([]),
});
type Checkpoints = z.infer<typeof Checkpoints>;

interface ShardState {
  shardId: string;
  iterator: string | undefined;
}

/**
 * Stands in for Lambda's DynamoDB Streams event source mapping: reads every shard in order and
 * hands each batch to the stream consumer, one batch at a time per shard. Progress is saved per
 * shard, so a restart resumes after the last processed record. On the very first start it reads
 * from LATEST (what is already in the table was never meant to be replayed); shards that appear
 * later are read from their beginning.
 */
export interface StreamPoller {
  stop(): Promise<void>;
  /** Resolves once every record written before the call has been handed to the consumer. */
  idle(): Promise<void>;
  /**
   * Holds the stream back (nothing is handed to the consumer) until `release`, as a stream lagging
   * in AWS would: what the product shows must not depend on the stream having caught up.
   */
  hold(): void;
  release(): void;
  /**
   * Passes over every record written before the call without handing it to the consumer, then
   * goes on as before: for a bulk load written together with what its projections make (a rebuild,
   * `npm run rebuild`), whose records must not be projected a second time.
   */
  discard(): Promise<void>;
}

export async function startStreamPoller(options: StreamPollerOptions): Promise<StreamPoller> {
  const {
    log,
    streamArn,
    checkpointFile,
    invoke = invokeLambda,
    pollMs = STREAM_POLL_MS,
    describeEveryMs = 5000,
    batchSize = 100,
    maxAttempts = 3,
    consumer = streamFunction,
    deadLetter,
  } = options;
  const client = new DynamoDBStreamsClient(localClientConfig(options.endpoint));
  const saved = readCheckpoints(checkpointFile);
  const firstStart = !saved || saved.streamArn !== streamArn;
  const checkpoints: Checkpoints = firstStart ? { streamArn, shards: {}, finished: [] } : saved;
  const active = new Map<string, ShardState>();
  let stopped = false;
  let held = false;
  let discarding = false;

  // Written after every batch: without blocking the process, whose gateway serves the API meanwhile
  // (a synchronous rename held every request up under load). The loop awaits it, so saves keep order.
  const save = async () => {
    const text = JSON.stringify(checkpoints, null, 2);
    await fs.promises.mkdir(path.dirname(checkpointFile), { recursive: true });
    const temp = `${checkpointFile}.${process.pid}.tmp`;
    await fs.promises.writeFile(temp, text);
    await fs.promises.rename(temp, checkpointFile);
  };

  const iteratorFor = async (shardId: string, initial: boolean): Promise<string | undefined> => {
    const sequence = checkpoints.shards[shardId];
    let type: ShardIteratorType = sequence ? 'AFTER_SEQUENCE_NUMBER' : initial ? 'LATEST' : 'TRIM_HORIZON';
    try {
      const answer = await client.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shardId,
          ShardIteratorType: type,
          ...(sequence ? { SequenceNumber: sequence } : {}),
        }),
      );
      return answer.ShardIterator;
    } catch (error) {
      if (!(error instanceof TrimmedDataAccessException)) throw error;
      log.warn(
        `Stream records after ${sequence ?? '?'} in shard ${shardId} have been trimmed; reading from the oldest record left`,
      );
      type = 'TRIM_HORIZON';
      return (
        await client.send(
          new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shardId, ShardIteratorType: type }),
        )
      ).ShardIterator;
    }
  };

  const discover = async (initial: boolean) => {
    const shards: Shard[] = [];
    let exclusiveStart: string | undefined;
    do {
      const page = await client.send(
        new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: exclusiveStart }),
      );
      shards.push(...(page.StreamDescription?.Shards ?? []));
      exclusiveStart = page.StreamDescription?.LastEvaluatedShardId;
    } while (exclusiveStart);
    const known = new Set(shards.map((shard) => shard.ShardId));
    for (const shard of shards) {
      const shardId = shard.ShardId;
      if (!shardId || active.has(shardId) || checkpoints.finished.includes(shardId)) continue;
      // A child shard waits until its parent has been read to the end, to keep per-key order.
      if (
        shard.ParentShardId &&
        known.has(shard.ParentShardId) &&
        !checkpoints.finished.includes(shard.ParentShardId)
      )
        continue;
      const closed = shard.SequenceNumberRange?.EndingSequenceNumber !== undefined;
      if (initial && closed && !(shardId in checkpoints.shards)) {
        checkpoints.finished.push(shardId);
        continue;
      }
      active.set(shardId, { shardId, iterator: await iteratorFor(shardId, initial) });
      if (!(shardId in checkpoints.shards)) checkpoints.shards[shardId] = null;
    }
    await save();
  };

  const deliverBatch = (records: StreamRecord[], shardId: string) =>
    deliver(
      records.map((record) => toLambdaRecord(record, streamArn)),
      (event) => invoke(consumer.entry, event, consumer.name),
      { maxAttempts, log, where: `shard ${shardId}`, name: consumer.name, deadLetter },
    );

  const pollShard = async (state: ShardState): Promise<boolean> => {
    if (!state.iterator) state.iterator = await iteratorFor(state.shardId, false);
    let answer;
    try {
      answer = await client.send(new GetRecordsCommand({ ShardIterator: state.iterator, Limit: batchSize }));
    } catch (error) {
      if (error instanceof ExpiredIteratorException) {
        state.iterator = undefined;
        return false;
      }
      throw error;
    }
    const records = answer.Records ?? [];
    if (records.length > 0) {
      if (!discarding) await deliverBatch(records, state.shardId);
      checkpoints.shards[state.shardId] =
        records.at(-1)?.dynamodb?.SequenceNumber ?? checkpoints.shards[state.shardId] ?? null;
    }
    state.iterator = answer.NextShardIterator;
    if (!state.iterator) {
      active.delete(state.shardId);
      checkpoints.finished.push(state.shardId);
    }
    if (records.length > 0 || !state.iterator) await save();
    return records.length > 0;
  };

  let failures = 0;
  let emptyPasses = 0;
  let lastDescribe = Date.now();

  const loop = async () => {
    while (!stopped) {
      let more = false;
      try {
        if (Date.now() - lastDescribe > describeEveryMs || active.size === 0) {
          lastDescribe = Date.now();
          await discover(false);
        }
        if (!held) for (const state of [...active.values()]) if (await pollShard(state)) more = true;
        failures = 0;
      } catch (error) {
        failures += 1;
        if (failures === 1 || failures % 20 === 0)
          log.error(`Reading the table stream failed (${failures} in a row); backing off`, error);
      }
      if (!more && failures === 0) emptyPasses += 1;
      if (stopped) break;
      await sleep(failures > 0 ? Math.min(30_000, pollMs * 2 ** Math.min(failures, 7)) : more ? 0 : pollMs);
    }
  };

  await discover(firstStart);
  const running = loop();
  const idle = async () => {
    // The pass running now may have started before the caller's last write; wait for the next full one.
    const target = emptyPasses + 2;
    while (!stopped && emptyPasses < target) await sleep(20);
  };

  return {
    async stop() {
      stopped = true;
      await running;
      client.destroy();
    },
    hold() {
      held = true;
    },
    release() {
      held = false;
    },
    idle,
    async discard() {
      discarding = true;
      held = false;
      await idle();
      discarding = false;
    },
  };
}

/**
 * Hands a batch to the stream function as Lambda's event source mapping does with
 * `reportBatchItemFailures` and `bisectBatchOnError` (the CDK app's settings): when the function
 * reports failed records, the batch is handed again from the first of them (a new batch when it got
 * through some, another try of this one when it got through none); when it fails (throws,
 * or runs out of time), what is left is split in two and each half handed on its own, so a batch
 * too big for the function's time still gets through. A piece that fails `maxAttempts` times is
 * logged and handed to `deadLetter`, as Lambda sends it to the dead-letter queue.
 */
export async function deliver(
  records: LambdaStreamRecord[],
  invoke: (event: { Records: LambdaStreamRecord[] }) => Promise<unknown>,
  options: {
    maxAttempts: number;
    log: Pick<Log, 'warn' | 'error'>;
    where: string;
    pauseMs?: number;
    name?: string;
    deadLetter?: (records: LambdaStreamRecord[], failure: unknown) => void;
  },
  attempt = 1,
): Promise<void> {
  let failedFrom = 0;
  let failure: unknown;
  try {
    failedFrom = firstReportedFailure(await invoke({ Records: records }), records);
    if (failedFrom < 0) return;
    // It got through part of the batch (short of time, or a record further on failed): the rest
    // is a batch of its own, as the records Lambda hands again after a checkpoint.
    if (failedFrom > 0) return deliver(records.slice(failedFrom), invoke, options);
  } catch (error) {
    failure = error;
  }
  const rest = records.slice(failedFrom);
  const these = `${rest.length} record${rest.length === 1 ? '' : 's'} from ${options.where}`;
  const name = options.name ?? streamFunction.name;
  if (attempt >= options.maxAttempts) {
    options.log.error(
      `${name} failed ${attempt} times on ${these}; ${options.deadLetter ? 'sent to its dead-letter queue' : 'skipping them'}`,
      failure,
    );
    options.deadLetter?.(rest, failure);
    return;
  }
  options.log.warn(
    `${name} failed on ${these}; retrying${failure && rest.length > 1 ? ' in two halves' : ''}`,
  );
  await sleep((options.pauseMs ?? 500) * attempt);
  if (failure === undefined || rest.length < 2) return deliver(rest, invoke, options, attempt + 1);
  const half = Math.ceil(rest.length / 2);
  await deliver(rest.slice(0, half), invoke, options, attempt + 1);
  await deliver(rest.slice(half), invoke, options, attempt + 1);
}

/** The index of the first record the function reported failed (`batchItemFailures`), or -1: an identifier that names none fails the whole batch, as in Lambda. */
function firstReportedFailure(answer: unknown, records: LambdaStreamRecord[]): number {
  const failures =
    (answer as { batchItemFailures?: { itemIdentifier?: string }[] } | undefined)?.batchItemFailures ?? [];
  if (!failures.length) return -1;
  const at = failures.map((f) =>
    records.findIndex(
      (r) => r.dynamodb.SequenceNumber !== undefined && r.dynamodb.SequenceNumber === f.itemIdentifier,
    ),
  );
  return at.includes(-1) ? 0 : Math.min(...at);
}

export function toLambdaRecord(
  record: StreamRecord,
  eventSourceARN: string,
  region: string = local.region,
): LambdaStreamRecord {
  const data = record.dynamodb ?? {};
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion ?? '1.1',
    eventSource: 'aws:dynamodb',
    // DynamoDB Local reports its own region name ('ddblocal'); Lambda's events carry the real one.
    awsRegion: region,
    eventSourceARN,
    dynamodb: {
      ...(data.ApproximateCreationDateTime
        ? { ApproximateCreationDateTime: Math.floor(data.ApproximateCreationDateTime.getTime() / 1000) }
        : {}),
      ...(data.Keys ? { Keys: toJsonImage(data.Keys) } : {}),
      ...(data.NewImage ? { NewImage: toJsonImage(data.NewImage) } : {}),
      ...(data.OldImage ? { OldImage: toJsonImage(data.OldImage) } : {}),
      SequenceNumber: data.SequenceNumber,
      SizeBytes: data.SizeBytes,
      StreamViewType: data.StreamViewType,
    },
  };
}

/** The SDK gives binaries as bytes; Lambda's JSON event has them in base64. */
function toJsonImage(image: Record<string, AttributeValue>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(image).map(([name, value]) => [name, toJsonValue(value)]));
}

function toJsonValue(value: AttributeValue): unknown {
  // DynamoDB Local's stream gives an empty map as `{}`, with no type (lists come as `{ L: [] }`);
  // DynamoDB's own records say `{ M: {} }`, and unmarshalling `{}` fails the whole batch.
  if (Object.values(value).every((v) => v === undefined)) return { M: {} };
  if (value.B !== undefined) return { B: Buffer.from(value.B).toString('base64') };
  if (value.BS !== undefined) return { BS: value.BS.map((item) => Buffer.from(item).toString('base64')) };
  if (value.M !== undefined) return { M: toJsonImage(value.M) };
  if (value.L !== undefined) return { L: value.L.map(toJsonValue) };
  return value;
}

function readCheckpoints(file: string): Checkpoints | undefined {
  try {
    return Checkpoints.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    return undefined;
  }
}
