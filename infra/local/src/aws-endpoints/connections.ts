import { ClientError } from './http.js';

/**
 * The local WebSocket connections, as the gateway exposes them. `post` answers false when the
 * connection is gone, which becomes the GoneException handlers already handle in AWS.
 */
export interface Connections {
  post(id: string, data: Buffer): boolean;
  remove(id: string): void;
  has(id: string): boolean;
  /** Optional details for GetConnection. */
  info?(
    id: string,
  ): { connectedAt: Date; lastActiveAt: Date; sourceIp?: string; userAgent?: string } | undefined;
}

/** restJson1 routes of the ApiGatewayManagementApi (`@connections`). */
export function handleConnectionsRequest(
  connections: Connections | undefined,
  method: string,
  pathname: string,
  body: Buffer,
): { status: number; body: unknown } | undefined {
  const match = /^\/@connections\/([^/]+)$/.exec(pathname);
  if (!match) return undefined;
  const id = decodeURIComponent(match[1] ?? '');
  const gone = () => new ClientError(410, 'GoneException', `Connection ${id} is gone.`);
  switch (method) {
    case 'POST':
      if (!connections?.post(id, body)) throw gone();
      return { status: 200, body: undefined };
    case 'DELETE':
      if (!connections?.has(id)) throw gone();
      connections.remove(id);
      return { status: 204, body: undefined };
    case 'GET': {
      if (!connections?.has(id)) throw gone();
      const info = connections.info?.(id);
      const now = new Date().toISOString();
      return {
        status: 200,
        body: {
          connectedAt: info?.connectedAt.toISOString() ?? now,
          lastActiveAt: info?.lastActiveAt.toISOString() ?? now,
          identity: { sourceIp: info?.sourceIp ?? '127.0.0.1', userAgent: info?.userAgent ?? '' },
        },
      };
    }
    default:
      return undefined;
  }
}
