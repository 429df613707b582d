import { BadRequest, type HttpError } from './errors.js';

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const malformed = () => new BadRequest('The upload is not a valid multipart/form-data body.');

export interface MultipartOptions {
  /** Most parts a caller expects; one more stops the read. */
  maxParts?: number;
  /** The error for too many parts (a caller's own message, e.g. the spec's file count message). */
  tooMany?: () => HttpError;
  /** The error for a body that is not multipart at all. */
  notMultipart?: string;
}

/**
 * A small multipart/form-data reader for API Gateway v2 bodies (already fully in memory: API
 * Gateway caps them at 10 MB), so no streaming parser is needed — busboy would add ~23 KB to
 * functions that must stay under 300 KB. It follows RFC 7578: parts separated by `--boundary`,
 * each with headers, a blank line, then the bytes up to CRLF `--boundary`.
 */
export function parseMultipart(
  body: Buffer,
  contentType: string | undefined,
  options: MultipartOptions = {},
): Part[] {
  const {
    maxParts = 10,
    tooMany = () => new BadRequest('The upload has too many parts.'),
    notMultipart = 'Send the file as multipart/form-data.',
  } = options;
  const match = /^multipart\/form-data\s*;.*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(
    contentType ?? '',
  );
  if (!match) throw new BadRequest(notMultipart);
  const boundary = Buffer.from(`--${match[1] ?? match[2]}`);
  const delimiter = Buffer.concat([CRLF, boundary]);
  const parts: Part[] = [];
  let pos = body.indexOf(boundary);
  if (pos < 0) throw malformed();
  pos += boundary.length;
  for (;;) {
    if (body[pos] === 0x2d && body[pos + 1] === 0x2d) return parts; // the closing "--boundary--"
    if (body[pos] !== 0x0d || body[pos + 1] !== 0x0a) throw malformed();
    const headerEnd = body.indexOf(HEADER_END, pos + 2);
    if (headerEnd < 0) throw malformed();
    const headers = parseHeaders(body.subarray(pos + 2, headerEnd).toString('utf8'));
    const end = body.indexOf(delimiter, headerEnd + HEADER_END.length);
    if (end < 0) throw malformed();
    const disposition = headers['content-disposition'] ?? '';
    const name = param(disposition, 'name');
    if (!/^form-data/i.test(disposition) || name === undefined) throw malformed();
    parts.push({
      name,
      filename: param(disposition, 'filename'),
      contentType: headers['content-type'],
      data: body.subarray(headerEnd + HEADER_END.length, end),
    });
    if (parts.length > maxParts) throw tooMany();
    pos = end + delimiter.length;
  }
}

function parseHeaders(block: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) out[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return out;
}

function param(header: string, key: string): string | undefined {
  const m = new RegExp(`(?:^|;)\\s*${key}="((?:[^"\\\\]|\\\\.)*)"|(?:^|;)\\s*${key}=([^;\\s]+)`, 'i').exec(
    header,
  );
  if (!m) return undefined;
  return m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2];
}
