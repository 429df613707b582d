import {
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { DeleteMessageCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { toLambdaRecord } from '../../infra/local/src/stream-poller.js';
import type { DeadLetterPort, Letter, QueueName } from './redrive.js';

/** The stack's outputs that name each dead-letter queue (`cdk deploy` prints them). */
export const QUEUE_URL_ENV: Record<QueueName, string> = {
  events: 'EVENTS_DLQ_URL',
  'table-stream': 'STREAM_DLQ_URL',
  'table-read-models': 'READ_MODELS_DLQ_URL',
};

/** What Lambda's event source mapping sends a stream consumer's dead-letter queue for a batch. */
interface StreamFailure {
  requestContext: { functionArn: string };
  DDBStreamBatchInfo: {
    shardId: string;
    startSequenceNumber: string;
    endSequenceNumber: string;
    streamArn: string;
  };
}

/** What a function's on-failure destination sends for an asynchronous invocation that failed every try. */
interface InvocationRecord {
  requestContext: { functionArn: string; condition: string };
  requestPayload: Record<string, unknown>;
}
const isInvocationRecord = (
  body: Record<string, unknown>,
): body is Record<string, unknown> & InvocationRecord =>
  typeof (body.requestContext as { functionArn?: unknown } | undefined)?.functionArn === 'string' &&
  typeof body.requestPayload === 'object' &&
  body.requestPayload !== null;

type AwsLetter = Letter & { receipt: string; functionArn: string; payload: () => Promise<unknown> };

/**
 * The dead-letter queues in AWS (SQS), their letters handed back with Lambda Invoke: a bus
 * rule's letter is the event, sent again to the function its TARGET_ARN names, and a consumer's
 * on-failure record holds the event and the function that failed on it; a stream
 * consumer's letter names a batch of the table stream, whose records are read again from the
 * stream (kept 24 hours: an older batch is reported, not lost, and stays in the queue) and sent
 * to the function that failed on them. A letter received stays hidden from other readers for
 * 15 minutes, long enough for its retries.
 */
export function awsDeadLetters(env: NodeJS.ProcessEnv = process.env): DeadLetterPort<AwsLetter> {
  const sqs = new SQSClient({});
  const lambda = new LambdaClient({});
  const streams = new DynamoDBStreamsClient({});
  const urlOf = (queue: QueueName) => {
    const url = env[QUEUE_URL_ENV[queue]];
    if (!url)
      throw new Error(`Set ${QUEUE_URL_ENV[queue]} to the ${queue} dead-letter queue's URL (a stack output)`);
    return url;
  };

  const streamBatch = async (info: StreamFailure['DDBStreamBatchInfo']) => {
    const records: StreamRecord[] = [];
    let iterator = (
      await streams.send(
        new GetShardIteratorCommand({
          StreamArn: info.streamArn,
          ShardId: info.shardId,
          ShardIteratorType: 'AT_SEQUENCE_NUMBER',
          SequenceNumber: info.startSequenceNumber,
        }),
      )
    ).ShardIterator;
    const end = BigInt(info.endSequenceNumber);
    while (iterator) {
      const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }));
      for (const record of page.Records ?? []) {
        if (BigInt(record.dynamodb?.SequenceNumber ?? '0') > end) return records;
        records.push(record);
      }
      if (!page.Records?.length) break;
      iterator = page.NextShardIterator;
    }
    return records;
  };

  return {
    async receive(queue) {
      const answer = await sqs.send(
        new ReceiveMessageCommand({
          QueueUrl: urlOf(queue),
          MaxNumberOfMessages: 10,
          WaitTimeSeconds: 1,
          VisibilityTimeout: 900,
          MessageAttributeNames: ['All'],
        }),
      );
      return (answer.Messages ?? []).map((m): AwsLetter => {
        const body = JSON.parse(m.Body ?? '{}') as Record<string, unknown>;
        if (queue === 'events' && isInvocationRecord(body)) {
          // A consumer's on-failure destination: the event and the function that failed on it.
          const target = body.requestContext.functionArn.replace(/:\$LATEST$/, '');
          const event = body.requestPayload;
          return {
            id: m.MessageId ?? '',
            queue,
            receipt: m.ReceiptHandle ?? '',
            functionArn: target,
            describe: `${String(event['detail-type'])} ${String(event.id)} for ${target.split(':').pop()}`,
            payload: async () => event,
          };
        }
        if (queue === 'events') {
          const target = m.MessageAttributes?.TARGET_ARN?.StringValue ?? '';
          return {
            id: m.MessageId ?? '',
            queue,
            receipt: m.ReceiptHandle ?? '',
            functionArn: target,
            describe: `${String(body['detail-type'])} ${String(body.id)} for ${target.split(':').pop()}`,
            payload: async () => body,
          };
        }
        const failure = body as unknown as StreamFailure;
        const info = failure.DDBStreamBatchInfo;
        return {
          id: m.MessageId ?? '',
          queue,
          receipt: m.ReceiptHandle ?? '',
          functionArn: failure.requestContext.functionArn,
          describe: `stream records ${info.startSequenceNumber}…${info.endSequenceNumber} of ${info.shardId}`,
          payload: async () => ({
            Records: (await streamBatch(info)).map((r) =>
              toLambdaRecord(r, info.streamArn, env.AWS_REGION ?? info.streamArn.split(':')[3]),
            ),
          }),
        };
      });
    },
    async invoke(letter) {
      const payload = await letter.payload();
      if (letter.queue !== 'events' && !(payload as { Records: unknown[] }).Records.length)
        throw new Error(
          'the batch has left the stream (24 hours); its items must be put right by hand or rebuilt',
        );
      const answer = await lambda.send(
        new InvokeCommand({
          FunctionName: letter.functionArn,
          InvocationType: 'RequestResponse',
          Payload: new TextEncoder().encode(JSON.stringify(payload)),
        }),
      );
      const result = answer.Payload
        ? (JSON.parse(new TextDecoder().decode(answer.Payload)) as unknown)
        : undefined;
      if (answer.FunctionError) throw new Error(`${answer.FunctionError}: ${JSON.stringify(result)}`);
      const left = (result as { batchItemFailures?: unknown[] } | undefined)?.batchItemFailures?.length ?? 0;
      if (left) throw new Error(`the function could not handle ${left} of the records`);
    },
    async remove(letter) {
      await sqs.send(
        new DeleteMessageCommand({ QueueUrl: urlOf(letter.queue), ReceiptHandle: letter.receipt }),
      );
    },
  };
}
