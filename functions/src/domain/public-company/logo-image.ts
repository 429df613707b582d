import { crc32 } from 'node:zlib';

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The type the bytes really have (the name and the declared type are the sender's word only). */
export function sniffImage(data: Buffer): ImageType | undefined {
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  // SVG is text: after an optional BOM, XML declaration, comments and doctype comes the <svg> root.
  const head = data
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const rest = head.replace(
    /^\s*(<\?xml[\s\S]*?\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*/i,
    '',
  );
  if (/^<svg[\s>]/i.test(rest)) return 'image/svg+xml';
  return undefined;
}

/**
 * PNG: the signature, then chunks of length, type, data and CRC, IHDR first and IEND last, with
 * at least one IDAT and nothing after IEND.
 */
function pngIsWhole(data: Buffer): boolean {
  let pos = PNG_SIGNATURE.length;
  let index = 0;
  let sawData = false;
  while (pos + 12 <= data.length) {
    const length = data.readUInt32BE(pos);
    const type = data.toString('latin1', pos + 4, pos + 8);
    const end = pos + 12 + length;
    if (length > 0x7fffffff || end > data.length || !/^[A-Za-z]{4}$/.test(type)) return false;
    if (crc32(data.subarray(pos + 4, pos + 8 + length)) !== data.readUInt32BE(pos + 8 + length)) return false;
    if ((index === 0) !== (type === 'IHDR') || (type === 'IHDR' && length !== 13)) return false;
    sawData ||= type === 'IDAT';
    if (type === 'IEND') return sawData && end === data.length;
    pos = end;
    index++;
  }
  return false;
}

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;
const isFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * JPEG: SOI, then marker segments whose lengths stay inside the file, a frame header, a scan
 * whose entropy-coded data is followed by a marker, and EOI. Bytes after EOI are allowed: a
 * multi-picture JPEG (as phones save them) carries its other pictures there.
 */
function jpegIsWhole(data: Buffer): boolean {
  let pos = 2;
  let sawFrame = false;
  let sawScan = false;
  while (pos + 1 < data.length) {
    if (data[pos] !== 0xff) return false;
    const marker = data[pos + 1]!;
    pos += marker === 0xff ? 1 : 2;
    if (marker === 0xff || isRestart(marker) || marker === 0x01) continue;
    if (marker === 0xd9) return sawFrame && sawScan;
    if (pos + 2 > data.length) return false;
    const length = data.readUInt16BE(pos);
    if (length < 2 || pos + length > data.length) return false;
    sawFrame ||= isFrame(marker);
    pos += length;
    if (marker !== 0xda) continue;
    sawScan = true;
    // Entropy-coded data runs to the next marker: 0xFF followed by neither a stuffed 0 nor a restart.
    for (;;) {
      pos = data.indexOf(0xff, pos);
      if (pos < 0 || pos + 1 >= data.length) return false;
      const next = data[pos + 1]!;
      if (next !== 0 && !isRestart(next)) break;
      pos += 2;
    }
  }
  return false;
}

/** WebP: a RIFF container whose size is the file's, holding chunks that end exactly at its end, with image data. */
function webpIsWhole(data: Buffer): boolean {
  if (data.readUInt32LE(4) + 8 !== data.length) return false;
  let pos = 12;
  let sawImage = false;
  while (pos + 8 <= data.length) {
    const type = data.toString('latin1', pos, pos + 4);
    const length = data.readUInt32LE(pos + 4);
    const end = pos + 8 + length + (length % 2);
    if (end > data.length) return false;
    sawImage ||= type === 'VP8 ' || type === 'VP8L' || type === 'ANMF';
    pos = end;
  }
  return sawImage && pos === data.length;
}

/** The five references XML predefines and character references, as the parser would read them before anything else looks. */
const decodeReferences = (text: string) =>
  text.replace(
    /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|(lt|gt|amp|quot|apos));/gi,
    (whole, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (name) return { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }[name.toLowerCase()] ?? whole;
      const code = dec ? Number(dec) : parseInt(hex!, 16);
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    },
  );

/** Elements that run script, embed other documents, or rewrite attributes (SMIL can set an href to a script). */
const ACTIVE_ELEMENT =
  /<([\w.-]+:)?(script|foreignObject|iframe|embed|object|handler|listener|set|animate|animateMotion|animateTransform)[\s/>]/i;
/** An attribute that refers to something (href, xlink:href or any prefix, src) and does not point inside the document. */
const OUTWARD_REFERENCE = /[\s/"'](?:[\w.-]+:)?(?:href|src)\s*=\s*(["'])(?!\s*#)/i;
/** A CSS url() to anything but a fragment, an @import, or a CSS escape that could spell either. */
const OUTWARD_CSS = /url\((?![\s"']*#)|@import|\\/i;
const cssOf = (text: string) =>
  [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style\s*>|[\s/"']style\s*=\s*("[^"]*"|'[^']*')/gi)].map(
    (m) => m[1] ?? m[2] ?? '',
  );

/**
 * An SVG is a document: opened from its address it may run script, or pull in another document
 * that does (a `data:` image, a `use` of a remote file, a CSS `url()`). Only references inside
 * the document are allowed, checked after references like `&#100;` are decoded as a parser would.
 */
export function svgIsSafe(data: Buffer): boolean {
  const raw = data.toString('utf8');
  if (/<!ENTITY|<\?xml-stylesheet/i.test(raw)) return false;
  const text = decodeReferences(raw);
  if (
    ACTIVE_ELEMENT.test(text) ||
    OUTWARD_REFERENCE.test(text) ||
    /javascript:|[\s/"']on[a-z]+\s*=/i.test(text)
  )
    return false;
  return !cssOf(text).some((css) => OUTWARD_CSS.test(css));
}

/** An SVG that ends with its root closed (a cut file is not a logo anyone meant to send). */
const svgIsWhole = (data: Buffer) =>
  /(<\/svg\s*>|<svg\b[^>]*\/>)\s*(<!--[\s\S]*?-->\s*)*$/i.test(data.toString('utf8'));

/** Whether the bytes are a whole image of their type, not one cut short or with a corrupt structure. */
export function imageIsWhole(type: ImageType, data: Buffer): boolean {
  return {
    'image/png': pngIsWhole,
    'image/jpeg': jpegIsWhole,
    'image/webp': webpIsWhole,
    'image/svg+xml': svgIsWhole,
  }[type](data);
}
