import { consumers } from '@polyloop/events';
import { consumerFunctions, streamFunctions } from '../../infra/definitions/functions.js';
import { deadLetterQueue } from '../../infra/local/src/dead-letters.js';
import type { EventBridgeEvent } from '../../infra/local/src/aws-endpoints/events.js';
import { invokeLambda } from '../../infra/local/src/lambdas.js';
import type { LambdaStreamRecord } from '../../infra/local/src/stream-poller.js';
import type { DeadLetterPort, Letter, QueueName } from './redrive.js';

type EventLetter = { target: string; event: EventBridgeEvent };
type LocalLetter = Letter & { body: EventLetter | LambdaStreamRecord[] };

/** What a stream consumer answers: the records it could not handle. */
const unhandled = (answer: unknown) =>
  (answer as { batchItemFailures?: unknown[] } | undefined)?.batchItemFailures?.length ?? 0;

/**
 * The local cloud's dead letters (`<data dir>/dead-letters/<queue>/`, written by its bus and stream
 * pollers), handed back to its functions in this process, as Lambda would run them. A sandbox of
 * the SQS queues and Lambda invocations the AWS adapter uses.
 */
export function localDeadLetters(deadLettersDir: string): DeadLetterPort<LocalLetter> {
  const seen = new Set<string>();
  const queueOf = (queue: QueueName) =>
    deadLetterQueue<EventLetter | LambdaStreamRecord[]>(deadLettersDir, queue);
  return {
    async receive(queue) {
      const fresh = queueOf(queue)
        .list()
        .filter((m) => !seen.has(`${queue}/${m.id}`));
      for (const m of fresh) seen.add(`${queue}/${m.id}`);
      return fresh.map((m) => ({
        id: m.id,
        queue,
        body: m.body,
        describe: Array.isArray(m.body)
          ? `${m.body.length} stream record${m.body.length === 1 ? '' : 's'} from ${m.at}`
          : `${m.body.event['detail-type']} ${m.body.event.id} for ${m.body.target}`,
      }));
    },
    async invoke(letter) {
      if (Array.isArray(letter.body)) {
        const fn = streamFunctions.find((f) => f.name === letter.queue);
        if (!fn) throw new Error(`No stream consumer reads the ${letter.queue} queue`);
        const left = unhandled(await invokeLambda(fn.entry, { Records: letter.body }, fn.name));
        if (left) throw new Error(`${fn.name} could not handle ${left} of the records`);
        return;
      }
      const { target, event } = letter.body;
      if (!(target in consumers)) throw new Error(`No consumer is named "${target}"`);
      const fn = consumerFunctions[target as keyof typeof consumers];
      await invokeLambda(fn.entry, event, fn.name);
    },
    async remove(letter) {
      queueOf(letter.queue).remove(letter.id);
    },
  };
}
