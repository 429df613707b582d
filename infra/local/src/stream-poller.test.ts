import { describe, expect, it } from 'vitest';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { deliver, toLambdaRecord, type LambdaStreamRecord } from './stream-poller.js';

describe('the local stream poller', () => {
  it("gives Lambda an empty map as DynamoDB does, where DynamoDB Local's stream leaves out its type", () => {
    // As DynamoDB Local's GetRecords answers an item holding an empty map, a nested one and an empty list.
    const image = {
      pk: { S: 'view#1' },
      filters: {},
      nested: { M: { inner: {} } },
      columns: { L: [] },
    } as unknown as Record<string, AttributeValue>;
    const record = toLambdaRecord(
      {
        eventID: 'e1',
        eventName: 'INSERT',
        dynamodb: { NewImage: image, SequenceNumber: '1', StreamViewType: 'NEW_AND_OLD_IMAGES' },
      },
      'arn:stream',
    );
    const newImage = record.dynamodb.NewImage as Record<string, AttributeValue>;
    expect(newImage.filters).toEqual({ M: {} });
    expect(unmarshall(newImage)).toEqual({ pk: 'view#1', filters: {}, nested: { inner: {} }, columns: [] });
  });

  describe('handing a batch to the stream function as Lambda does', () => {
    const records = (n: number): LambdaStreamRecord[] =>
      Array.from({ length: n }, (_, i) => ({
        eventSource: 'aws:dynamodb',
        awsRegion: 'us-east-1',
        eventSourceARN: 'arn:stream',
        dynamodb: { SequenceNumber: String(i + 1) },
      }));
    const seqs = (event: { Records: LambdaStreamRecord[] }) =>
      event.Records.map((r) => r.dynamodb.SequenceNumber).join(',');
    const logged = () => ({
      warn: (..._: unknown[]) => undefined,
      errors: [] as string[],
      error(message: string) {
        this.errors.push(message);
      },
    });

    it('hands the batch again from the first record the function reports failed', async () => {
      const handed: string[] = [];
      await deliver(
        records(4),
        async (event) => (
          handed.push(seqs(event)),
          handed.length === 1 ? { batchItemFailures: [{ itemIdentifier: '3' }] } : { batchItemFailures: [] }
        ),
        { maxAttempts: 3, log: logged(), where: 'test', pauseMs: 0 },
      );
      expect(handed).toEqual(['1,2,3,4', '3,4']);
    });

    it('splits a batch the function fails on (a timeout) in two and hands each half on its own', async () => {
      const handed: string[] = [];
      await deliver(
        records(5),
        async (event) => {
          handed.push(seqs(event));
          if (event.Records.length > 3) throw new Error('Task timed out');
          return { batchItemFailures: [] };
        },
        { maxAttempts: 3, log: logged(), where: 'test', pauseMs: 0 },
      );
      expect(handed).toEqual(['1,2,3,4,5', '1,2,3', '4,5']);
    });

    it('skips what keeps failing, saying so, and goes on', async () => {
      const log = logged();
      const handed: string[] = [];
      await deliver(
        records(2),
        async (event) => (handed.push(seqs(event)), { batchItemFailures: [{ itemIdentifier: '2' }] }),
        { maxAttempts: 3, log, where: 'test', pauseMs: 0 },
      );
      // The first record went through: the second is a batch of its own, tried three times.
      expect(handed).toEqual(['1,2', '2', '2', '2']);
      expect(log.errors).toEqual(['table-stream failed 3 times on 1 record from test; skipping them']);
    });

    it('sends what keeps failing to its consumer’s dead-letter queue, naming the consumer', async () => {
      const log = logged();
      const dead: string[] = [];
      await deliver(records(3), async () => ({ batchItemFailures: [{ itemIdentifier: '2' }] }), {
        maxAttempts: 2,
        log,
        where: 'test',
        pauseMs: 0,
        name: 'table-read-models',
        deadLetter: (failed) => dead.push(seqs({ Records: failed })),
      });
      expect(dead).toEqual(['2,3']);
      expect(log.errors).toEqual([
        'table-read-models failed 2 times on 2 records from test; sent to its dead-letter queue',
      ]);
    });
  });
});
