import { FILE_MESSAGES, FILE_RULES } from '@polyloop/shared/crm/files';
import { BadRequest } from '../../lib/errors.js';
import { parseMultipart } from '../../lib/multipart.js';
import type { Upload } from './file-rules.js';

export interface ParsedUpload {
  files: Upload[];
  /** The JSON part named `data`, parsed (spec part 1 §7: the remaining fields go as JSON). */
  data: unknown;
}

/**
 * A document upload: file parts plus an optional JSON part named `data` (browsers that append it
 * as a Blob also give it a filename, so the name decides). More files than allowed stop the read
 * with the spec's count message.
 */
export function parseUpload(
  body: string | undefined,
  isBase64: boolean,
  contentType: string | undefined,
): ParsedUpload {
  const parts = parseMultipart(Buffer.from(body ?? '', isBase64 ? 'base64' : 'utf8'), contentType, {
    maxParts: FILE_RULES.maxFiles + 1,
    tooMany: () => new BadRequest(FILE_MESSAGES.count, { files: [FILE_MESSAGES.count] }),
    notMultipart: 'Send the files as multipart/form-data.',
  });
  const out: ParsedUpload = { files: [], data: undefined };
  for (const part of parts) {
    if (part.name === 'data') {
      try {
        out.data = JSON.parse(part.data.toString('utf8'));
      } catch {
        throw new BadRequest('The data part is not valid JSON.');
      }
    } else if (part.filename !== undefined) {
      out.files.push({ name: part.filename, data: part.data });
    }
  }
  if (out.files.length > FILE_RULES.maxFiles)
    throw new BadRequest(FILE_MESSAGES.count, { files: [FILE_MESSAGES.count] });
  return out;
}
