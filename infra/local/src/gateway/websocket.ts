import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';
import { WEBSOCKET_FRAME_LIMIT_BYTES } from '@polyloop/shared/edge-limits';
import { websocketFunctions } from '../../../definitions/functions.js';
import { invokeLambda } from '../lambdas.js';

/** What the local `@connections` endpoint uses to reach a socket, as API Gateway would. */
export interface ConnectionRegistry {
  post(connectionId: string, data: Buffer): boolean;
  remove(connectionId: string): void;
  has(connectionId: string): boolean;
}

function wsEvent(
  routeKey: string,
  eventType: 'CONNECT' | 'MESSAGE' | 'DISCONNECT',
  connectionId: string,
  req: IncomingMessage,
  extra: Record<string, unknown> = {},
) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const now = Date.now();
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = v;
  return {
    requestContext: {
      routeKey,
      eventType,
      connectionId,
      extendedRequestId: connectionId,
      messageDirection: 'IN',
      stage: 'local',
      domainName: req.headers.host ?? 'localhost',
      apiId: 'local',
      requestId: randomBytes(8).toString('hex'),
      requestTimeEpoch: now,
      connectedAt: now,
    },
    isBase64Encoded: false,
    ...(eventType === 'CONNECT'
      ? { headers: req.headers, queryStringParameters: Object.keys(query).length ? query : undefined }
      : {}),
    ...extra,
  };
}

/**
 * The WebSocket API on `/ws`: `$connect` decides whether the upgrade completes, every message
 * goes to `$default`, and closing runs `$disconnect`, each through the same handlers Lambda runs.
 */
export function createWebSocketGateway() {
  const sockets = new Map<string, WebSocket>();
  // Past the frame limit, ws closes the connection with 1009 as API Gateway does (edge-limits.ts).
  const server = new WebSocketServer({ noServer: true, maxPayload: WEBSOCKET_FRAME_LIMIT_BYTES });

  const registry: ConnectionRegistry = {
    post(connectionId, data) {
      const socket = sockets.get(connectionId);
      if (!socket || socket.readyState !== socket.OPEN) return false;
      socket.send(data.toString('utf8'));
      return true;
    },
    remove(connectionId) {
      sockets.get(connectionId)?.close(1000, 'Closed by the server');
    },
    has: (connectionId) => sockets.has(connectionId),
  };

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    const connectionId = randomBytes(12).toString('base64url');
    let status = 500;
    try {
      const result = await invokeLambda<{ statusCode?: number }>(
        websocketFunctions.connect.entry,
        wsEvent('$connect', 'CONNECT', connectionId, req),
        websocketFunctions.connect.name,
      );
      status = result?.statusCode ?? 200;
    } catch (error) {
      console.error('[gateway] $connect failed:', error);
    }
    if (status < 200 || status > 299) {
      socket.end(
        `HTTP/1.1 ${status === 401 ? '401 Unauthorized' : status === 403 ? '403 Forbidden' : '500 Internal Server Error'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
      );
      return;
    }
    server.handleUpgrade(req, socket, head, (ws) => {
      sockets.set(connectionId, ws);
      // A frame ws refuses (too big, not UTF-8, not masked) closes that connection with its code;
      // the error it then emits is the client's, logged here rather than thrown at the process.
      ws.on('error', (error) => console.warn(`[gateway] WebSocket ${connectionId} closed: ${error.message}`));
      ws.on('message', (data, isBinary) => {
        const body = isBinary ? Buffer.from(data as Buffer).toString('base64') : data.toString();
        void invokeLambda(
          websocketFunctions.default.entry,
          wsEvent('$default', 'MESSAGE', connectionId, req, { body, isBase64Encoded: isBinary }),
          websocketFunctions.default.name,
        ).catch((error) => console.error('[gateway] $default failed:', error));
      });
      ws.on('close', () => {
        sockets.delete(connectionId);
        void invokeLambda(
          websocketFunctions.disconnect.entry,
          wsEvent('$disconnect', 'DISCONNECT', connectionId, req),
          websocketFunctions.disconnect.name,
        ).catch((error) => console.error('[gateway] $disconnect failed:', error));
      });
    });
  }

  return {
    registry,
    upgrade,
    close: async () => {
      for (const ws of sockets.values()) ws.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
