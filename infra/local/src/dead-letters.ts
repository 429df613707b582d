import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** One message of a dead-letter queue: what failed, kept until it is redriven. */
export interface DeadLetter<T = unknown> {
  id: string;
  /** When it was dead-lettered (ISO). */
  at: string;
  body: T;
}

/**
 * The local cloud's dead-letter queues, where AWS has SQS queues: one directory per queue under
 * the data directory, one JSON file per message, so they survive a restart and an operator (or
 * `npm run redrive`) can read them. Writes go through a temporary file, so a reader never sees half a message.
 */
export function deadLetterQueue<T>(dir: string, queue: string) {
  const folder = path.join(dir, queue);
  return {
    queue,
    put(body: T): DeadLetter<T> {
      fs.mkdirSync(folder, { recursive: true });
      const message = {
        id: `${Date.now().toString().padStart(15, '0')}-${randomUUID()}`,
        at: new Date().toISOString(),
        body,
      };
      const file = path.join(folder, `${message.id}.json`);
      fs.writeFileSync(`${file}.tmp`, JSON.stringify(message));
      fs.renameSync(`${file}.tmp`, file);
      return message;
    },
    /** The messages waiting, oldest first. */
    list(): DeadLetter<T>[] {
      if (!fs.existsSync(folder)) return [];
      return fs
        .readdirSync(folder)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => JSON.parse(fs.readFileSync(path.join(folder, f), 'utf8')) as DeadLetter<T>);
    },
    remove(id: string): void {
      fs.rmSync(path.join(folder, `${id}.json`), { force: true });
    },
  };
}
export type DeadLetterQueue<T> = ReturnType<typeof deadLetterQueue<T>>;
