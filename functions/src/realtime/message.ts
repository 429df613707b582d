import { ClientMessage } from '@polyloop/shared/realtime';
import { websocketHandler, type WebSocketEvent } from '../lib/presets.js';
import * as Realtime from '../domain/realtime/realtime.service.js';

/** $default: subscribe and unsubscribe. The answer goes back over the socket. */
export async function message(event: WebSocketEvent) {
  const connectionId = event.requestContext.connectionId;
  let body: unknown;
  try {
    body = JSON.parse(event.body ?? '');
  } catch {
    body = undefined;
  }
  const parsed = ClientMessage.safeParse(body);
  if (!parsed.success) {
    await Realtime.send(connectionId, {
      type: 'error',
      message: 'Send {"action":"subscribe"|"unsubscribe","channel":"…"}',
    });
    return { statusCode: 400 };
  }
  const { action, channel } = parsed.data;
  if (action === 'unsubscribe') {
    await Realtime.unsubscribe(connectionId, channel);
    await Realtime.send(connectionId, { type: 'unsubscribed', channel });
    return { statusCode: 200 };
  }
  const result = await Realtime.subscribe(connectionId, channel);
  await Realtime.send(
    connectionId,
    result.ok ? { type: 'subscribed', channel } : { type: 'error', channel, message: result.message },
  );
  return { statusCode: result.ok ? 200 : 403 };
}

export const handler = websocketHandler(message);
