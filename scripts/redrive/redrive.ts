import { setTimeout as sleep } from 'node:timers/promises';

/** The dead-letter queues: the bus rules' and each table stream consumer's. */
export const QUEUES = ['events', 'table-stream', 'table-read-models'] as const;
export type QueueName = (typeof QUEUES)[number];

/** One message of a dead-letter queue, as the redrive hands it back. */
export interface Letter {
  id: string;
  queue: QueueName;
  /** What failed on it and what it held, for the report. */
  describe: string;
}

/**
 * Where dead letters are kept and who handles them again: SQS and Lambda in AWS
 * (`aws-dead-letters.ts`), the local cloud's queue directories and its functions locally
 * (`local-dead-letters.ts`). Both behave the same: `receive` answers letters not yet received in
 * this run, `invoke` hands one to the function that failed on it and throws unless it was
 * handled whole, `remove` deletes a handled one.
 */
export interface DeadLetterPort<L extends Letter = Letter> {
  receive(queue: QueueName): Promise<L[]>;
  invoke(letter: L): Promise<void>;
  remove(letter: L): Promise<void>;
}

export interface RedriveReport {
  queue: QueueName;
  redriven: number;
  failed: Array<{ letter: string; error: string }>;
}

/**
 * Hands every letter of the queues back to the function that failed on it, as an operator's
 * redrive does: each letter is tried up to `attempts` times with a doubling pause, removed once
 * handled, and kept (reported, with the last error) when it still fails, so nothing is lost and
 * the queue's depth alarm stays up for what needs a fix. Every stream projection and bus consumer
 * is idempotent by record or event id, so a letter handled twice changes nothing twice.
 */
export async function redrive<L extends Letter>(
  port: DeadLetterPort<L>,
  queues: readonly QueueName[] = QUEUES,
  options: { attempts?: number; pauseMs?: number; log?: (line: string) => void } = {},
): Promise<RedriveReport[]> {
  const { attempts = 3, pauseMs = 1000, log = () => undefined } = options;
  const reports: RedriveReport[] = [];
  for (const queue of queues) {
    const report: RedriveReport = { queue, redriven: 0, failed: [] };
    for (let letters = await port.receive(queue); letters.length; letters = await port.receive(queue)) {
      for (const letter of letters) {
        let error: unknown;
        for (let attempt = 1; attempt <= attempts; attempt++) {
          try {
            await port.invoke(letter);
            error = undefined;
            break;
          } catch (caught) {
            error = caught;
            if (attempt < attempts) await sleep(pauseMs * 2 ** (attempt - 1));
          }
        }
        if (error === undefined) {
          await port.remove(letter);
          report.redriven++;
          log(`${queue}: redriven ${letter.describe}`);
        } else {
          const message = error instanceof Error ? error.message : String(error);
          report.failed.push({ letter: letter.describe, error: message });
          log(`${queue}: still failing after ${attempts} attempts, kept: ${letter.describe}: ${message}`);
        }
      }
    }
    reports.push(report);
  }
  return reports;
}
