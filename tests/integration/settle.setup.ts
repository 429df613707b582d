import { beforeAll, inject } from 'vitest';

/**
 * Every file starts once the stream work the files before it set off is done (the local cloud's
 * `POST /_local/stream?state=settled`): files share one cloud and one table stream, and a file's
 * waits for what the stream derives are then its own, whatever ran before it.
 */
beforeAll(async () => {
  const { ports } = inject('cloud');
  const answer = await fetch(`http://127.0.0.1:${ports.aws}/_local/stream?state=settled`, { method: 'POST' });
  if (!answer.ok)
    throw new Error(`The local cloud's stream did not settle: ${answer.status} ${await answer.text()}`);
});
