import { FILE_MESSAGES, FILE_RULES } from '@polyloop/shared/crm/files';
import { BadRequest } from '../../lib/errors.js';
import type { Upload } from './file-rules.js';

export interface ParsedUpload {
  files: Upload[];
  /** The JSON part named `data`, parsed (spec part 1 §7: the remaining fields go as JSON). */
  data: unknown;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const malformed = () => new BadRequest('The upload is not a valid multipart/form-data body.');
const tooMany = () => new BadRequest(FILE_MESSAGES.count, { files: [FILE_MESSAGES.count] });

/**
 * Reads a multipart/form-data body (RFC 7578) that API Gateway hands over whole, base64-encoded
 * when binary. The body is already in memory (API Gateway caps it at 10 MB), so a slice-based
 * reader is enough; a streaming parser such as busboy would add ~23 KB to a function that must
 * stay under 300 KB. File parts beyond the limit stop the read with the spec's count message.
 */
export function parseUpload(body: string | undefined, isBase64: boolean, contentType: string | undefined): ParsedUpload {
  const match = /^multipart\/form-data\s*;.*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType ?? '');
  if (!match) throw new BadRequest('Send the files as multipart/form-data.');
  const bytes = Buffer.from(body ?? '', isBase64 ? 'base64' : 'utf8');
  const boundary = Buffer.from(`--${match[1] ?? match[2]}`);
  const delimiter = Buffer.concat([CRLF, boundary]);
  const out: ParsedUpload = { files: [], data: undefined };
  let pos = bytes.indexOf(boundary);
  if (pos < 0) throw malformed();
  pos += boundary.length;
  for (let parts = 0; ; parts++) {
    if (bytes[pos] === 0x2d && bytes[pos + 1] === 0x2d) return out; // the closing "--boundary--"
    if (bytes[pos] !== 0x0d || bytes[pos + 1] !== 0x0a || parts > FILE_RULES.maxFiles + 5) throw parts > FILE_RULES.maxFiles ? tooMany() : malformed();
    const headerEnd = bytes.indexOf(HEADER_END, pos + 2);
    const end = headerEnd < 0 ? -1 : bytes.indexOf(delimiter, headerEnd + HEADER_END.length);
    if (end < 0) throw malformed();
    const disposition = /^content-disposition:(.*)$/im.exec(bytes.subarray(pos + 2, headerEnd).toString('utf8'))?.[1] ?? '';
    const name = param(disposition, 'name');
    const filename = param(disposition, 'filename');
    const data = bytes.subarray(headerEnd + HEADER_END.length, end);
    // The JSON part is named `data`; browsers that append it as a Blob also give it a filename.
    if (name === 'data') {
      try {
        out.data = JSON.parse(data.toString('utf8'));
      } catch {
        throw new BadRequest('The data part is not valid JSON.');
      }
    } else if (filename !== undefined) {
      if (out.files.length === FILE_RULES.maxFiles) throw tooMany();
      out.files.push({ name: filename, data });
    }
    pos = end + delimiter.length;
  }
}

function param(header: string, key: string): string | undefined {
  const m = new RegExp(`(?:^|;)\\s*${key}="((?:[^"\\\\]|\\\\.)*)"|(?:^|;)\\s*${key}=([^;\\s]+)`, 'i').exec(header);
  if (!m) return undefined;
  return m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2];
}
