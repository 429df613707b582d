import { useEffect, useRef } from 'react';
import { ServerMessage, type ClientMessage } from '@polyloop/shared';
import { backoffDelay } from './backoff';

export type RealtimeEvent = Extract<ServerMessage, { type: 'event' }>;
type Handler = (event: RealtimeEvent) => void;

/** Name of the DOM event fired on `window` for every pushed event, for code outside React. */
export const REALTIME_DOM_EVENT = 'polyloop:realtime';

interface Connection {
  url: string;
  token: () => Promise<string | null>;
}

/**
 * The one WebSocket of a signed-in browser. Handlers register per channel; the channel is
 * subscribed while it has a handler and re-subscribed after every reconnect.
 */
class RealtimeClient {
  private socket: WebSocket | undefined;
  private connection: Connection | undefined;
  private attempt = 0;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly reconnected = new Set<() => void>();
  private opened = false;

  start(connection: Connection) {
    if (this.connection?.url === connection.url && this.socket) return;
    this.stop();
    this.connection = connection;
    void this.open();
  }

  stop() {
    this.connection = undefined;
    this.opened = false;
    clearTimeout(this.retry);
    const socket = this.socket;
    this.socket = undefined;
    socket?.close(1000, 'signed out');
  }

  on(channel: string, handler: Handler): () => void {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      this.send({ action: 'subscribe', channel });
    }
    set.add(handler);
    return () => {
      set.delete(handler);
      if (set.size > 0 || this.handlers.get(channel) !== set) return;
      this.handlers.delete(channel);
      this.send({ action: 'unsubscribe', channel });
    };
  }

  /**
   * Runs `listener` each time the socket opens again after a drop: what was pushed meanwhile is
   * lost, so a screen that streams (the freight quotes) reads its state again.
   */
  onReconnect(listener: () => void): () => void {
    this.reconnected.add(listener);
    return () => void this.reconnected.delete(listener);
  }

  private send(message: ClientMessage) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private async open() {
    const connection = this.connection;
    if (!connection) return;
    const token = await connection.token();
    if (!token || this.connection !== connection) return;
    const socket = new WebSocket(`${connection.url}?token=${encodeURIComponent(token)}`);
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      for (const channel of this.handlers.keys()) this.send({ action: 'subscribe', channel });
      if (this.opened) this.reconnected.forEach((l) => l());
      this.opened = true;
    };
    socket.onmessage = (e) => this.dispatch(e.data);
    socket.onclose = () => {
      if (this.socket !== socket || !this.connection) return;
      this.socket = undefined;
      this.retry = setTimeout(() => void this.open(), backoffDelay(this.attempt++));
    };
  }

  private dispatch(data: unknown) {
    if (typeof data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = ServerMessage.safeParse(json);
    if (!parsed.success || parsed.data.type !== 'event') return;
    const event = parsed.data;
    this.handlers.get(event.channel)?.forEach((h) => h(event));
    window.dispatchEvent(new CustomEvent<RealtimeEvent>(REALTIME_DOM_EVENT, { detail: event }));
  }
}

export const realtime = new RealtimeClient();

/** Runs `handler` for every event pushed on `channel` while the component is mounted. */
export function useChannel(channel: string | null, handler: Handler) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!channel) return;
    return realtime.on(channel, (e) => latest.current(e));
  }, [channel]);
}

/** Runs `listener` whenever the socket has reconnected, while the component is mounted. */
export function useReconnect(listener: () => void) {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => realtime.onReconnect(() => latest.current()), []);
}
