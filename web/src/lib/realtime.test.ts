import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket, WebSocketServer, type WebSocket as ServerSide } from 'ws';

// The client is the browser's: WebSocket and window, here from `ws` and an event target.
Object.assign(globalThis, { WebSocket: NodeWebSocket, window: new EventTarget() });
const { realtime } = await import('./realtime');

/** A socket server that records what each connection asks and can drop or refuse them, as a crash would. */
async function server(port = 0) {
  const wss = new WebSocketServer({ port, host: '127.0.0.1' });
  await new Promise((resolve) => wss.once('listening', resolve));
  const asked: string[][] = [];
  const connections: ServerSide[] = [];
  wss.on('connection', (socket) => {
    const mine: string[] = [];
    asked.push(mine);
    connections.push(socket);
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { action: string; channel: string };
      mine.push(`${message.action} ${message.channel}`);
      if (message.action === 'subscribe')
        socket.send(JSON.stringify({ type: 'subscribed', channel: message.channel }));
    });
  });
  return {
    wss,
    asked,
    connections,
    port: () => (wss.address() as AddressInfo).port,
    /** Kills every connection and stops listening, as the cloud dying does. */
    crash: () =>
      new Promise<void>((resolve) => {
        if (!wss.address()) return resolve();
        connections.forEach((c) => c.terminate());
        wss.close(() => resolve());
      }),
  };
}

const until = (condition: () => boolean) =>
  expect.poll(condition, { timeout: 20_000, interval: 50 }).toBe(true);

type Server = Awaited<ReturnType<typeof server>>;
let first: Server;
let second: Server | undefined;
beforeAll(async () => {
  first = await server();
});
afterEach(() => realtime.stop());
afterAll(async () => {
  await Promise.all([first.crash(), second?.crash()]);
});

describe('the real-time client', () => {
  it('comes back after the server died and started again, subscribes its channels again and says so', async () => {
    const pushed: unknown[] = [];
    let reconnects = 0;
    const off = realtime.on('network.auction-1', (e) => pushed.push(e.payload));
    const stopListening = realtime.onReconnect(() => (reconnects += 1));
    realtime.start({ url: `ws://127.0.0.1:${first.port()}`, token: async () => 'token' });
    await until(() => first.asked[0]?.includes('subscribe network.auction-1') ?? false);
    expect(reconnects).toBe(0);

    // The server dies; its port stays closed a moment (the client's tries fail), then it is back.
    const port = first.port();
    await first.crash();
    await new Promise((resolve) => setTimeout(resolve, 300));
    second = await server(port);
    await until(() => second!.asked[0]?.includes('subscribe network.auction-1') ?? false);
    await until(() => reconnects === 1);

    // Live again: an event on the channel reaches the handler.
    second.connections[0]!.send(
      JSON.stringify({ type: 'event', channel: 'network.auction-1', event: 'bids-changed', payload: 'bid' }),
    );
    await until(() => pushed.includes('bid'));
    off();
    stopListening();
  });
});
