import WebSocket from 'ws';
import type { ServerMessage } from '@polyloop/shared';

/** A WebSocket to the local cloud that records what it receives and can wait for a message matching a predicate. */
export async function openSocket(wsUrl: string, token?: string) {
  const socket = new WebSocket(token ? `${wsUrl}?token=${encodeURIComponent(token)}` : wsUrl);
  const received: ServerMessage[] = [];
  const waiters: Array<{ test: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }> = [];
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as ServerMessage;
    received.push(message);
    for (const w of waiters.splice(0)) {
      if (w.test(message)) w.resolve(message);
      else waiters.push(w);
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once('error', reject);
  });
  const next = (test: (m: ServerMessage) => boolean) =>
    new Promise<ServerMessage>((resolve) => {
      const found = received.find(test);
      if (found) return resolve(found);
      waiters.push({ test, resolve });
    });
  return { socket, received, next, send: (m: unknown) => socket.send(JSON.stringify(m)) };
}
