import { connect } from 'node:net';

/**
 * HTTP/1.1 spoken by hand on one connection, for what a client library would not send or would
 * hide: malformed request lines, overlong URLs, several requests on one keep-alive connection.
 */

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The responses complete in `data` so far, and how many bytes they took. */
function parseResponses(data: Buffer): { responses: RawResponse[]; used: number } {
  const responses: RawResponse[] = [];
  let pos = 0;
  for (;;) {
    const headEnd = data.indexOf('\r\n\r\n', pos);
    if (headEnd < 0) break;
    const [statusLine, ...lines] = data.toString('latin1', pos, headEnd).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [
        line.slice(0, line.indexOf(':')).trim().toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    );
    let at = headEnd + 4;
    let body: Buffer;
    if (headers['transfer-encoding'] === 'chunked') {
      const parts: Buffer[] = [];
      for (;;) {
        const lineEnd = data.indexOf('\r\n', at);
        if (lineEnd < 0) return { responses, used: pos };
        const size = parseInt(data.toString('latin1', at, lineEnd), 16);
        if (lineEnd + 2 + size + 2 > data.length) return { responses, used: pos };
        parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 2 + size + 2;
        if (size === 0) break;
      }
      body = Buffer.concat(parts);
    } else {
      const length = Number(headers['content-length'] ?? 0);
      if (at + length > data.length) break;
      body = data.subarray(at, at + length);
      at += length;
    }
    responses.push({ status: Number(statusLine!.split(' ')[1]), headers, body: body.toString('utf8') });
    pos = at;
  }
  return { responses, used: pos };
}

/**
 * Writes `request` on a new connection to `baseUrl` and reads until `expected` responses have
 * arrived or the server closes the connection. Answers the responses and whether the server
 * closed the connection (or kept it open for more).
 */
export function exchange(
  baseUrl: string,
  request: string | Buffer,
  expected = 1,
): Promise<{ responses: RawResponse[]; closedByServer: boolean }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    let data = Buffer.alloc(0);
    let done = false;
    const finish = (closedByServer: boolean) => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve({ responses: parseResponses(data).responses, closedByServer });
    };
    socket.on('data', (chunk) => {
      data = Buffer.concat([data, chunk]);
      if (parseResponses(data).responses.length >= expected) finish(false);
    });
    socket.on('end', () => finish(true));
    socket.on('error', (error) => (done ? undefined : reject(error)));
    socket.write(request);
  });
}
