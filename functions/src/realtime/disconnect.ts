import { websocketHandler, type WebSocketEvent } from '../lib/presets.js';
import * as Realtime from '../domain/realtime/realtime.service.js';

export async function disconnect(event: WebSocketEvent) {
  await Realtime.disconnect(event.requestContext.connectionId);
  return { statusCode: 200 };
}

export const handler = websocketHandler(disconnect);
