import { FILE_MESSAGES, FILE_RULES } from '@polyloop/shared/crm/files';
import { BadRequest } from '../../lib/errors.js';

export interface Upload {
  name: string;
  data: Buffer;
}

type Family = 'pdf' | 'png' | 'jpeg' | 'webp' | 'zip' | 'ole' | 'text';
/** Which extensions each kind of content may carry: the bytes decide the kind, the extension the exact type. */
const EXTENSIONS: Record<Family, string[]> = {
  pdf: ['.pdf'],
  png: ['.png'],
  jpeg: ['.jpg', '.jpeg'],
  webp: ['.webp'],
  zip: ['.xlsx', '.docx'],
  ole: ['.xls', '.doc'],
  text: ['.csv', '.txt'],
};

const startsWith = (data: Buffer, bytes: number[]) =>
  data.length >= bytes.length && bytes.every((b, i) => data[i] === b);

/** What the bytes are, from their signature; the sender's name and declared type are only their word. */
export function sniff(data: Buffer): Family | undefined {
  if (data.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  // Text: no NUL bytes and valid UTF-8 in the first 64 KB.
  const head = data.subarray(0, 64 * 1024);
  if (data.length > 0 && !head.includes(0) && Buffer.from(head.toString('utf8'), 'utf8').equals(head))
    return 'text';
  return undefined;
}

export function splitName(name: string): { base: string; extension: string } {
  const dot = name.lastIndexOf('.');
  return dot > 0
    ? { base: name.slice(0, dot), extension: name.slice(dot).toLowerCase() }
    : { base: name, extension: '' };
}

/** The content type of an allowed file, or undefined when its bytes and extension don't make an allowed type. */
export function contentTypeOf(upload: Upload): string | undefined {
  const family = sniff(upload.data);
  const { extension } = splitName(upload.name);
  if (!family || !EXTENSIONS[family].includes(extension)) return undefined;
  return Object.entries(FILE_RULES.types).find(([, extensions]) => extensions.includes(extension))?.[0];
}

const reject = (message: string) => new BadRequest(message, { files: [message] });

/**
 * The spec's file rules, checked before anything is scanned or stored: count, then each file's
 * name, type and size, then the combined size. Answers each file's content type.
 */
export function checkUploads(uploads: Upload[]): string[] {
  if (uploads.length === 0) throw reject('Choose at least one file to upload.');
  if (uploads.length > FILE_RULES.maxFiles) throw reject(FILE_MESSAGES.count);
  const types = uploads.map((u) => {
    if (u.name.length > FILE_RULES.maxNameLength) throw reject(FILE_MESSAGES.nameLength);
    if (!FILE_RULES.namePattern.test(splitName(u.name).base)) throw reject(FILE_MESSAGES.name);
    const type = contentTypeOf(u);
    if (!type) throw reject(FILE_MESSAGES.type);
    if (u.data.length > FILE_RULES.maxFileBytes) throw reject(FILE_MESSAGES.tooLarge);
    return type;
  });
  if (uploads.reduce((sum, u) => sum + u.data.length, 0) > FILE_RULES.maxTotalBytes)
    throw reject(FILE_MESSAGES.total);
  return types;
}
