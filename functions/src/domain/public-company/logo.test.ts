import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/errors.js';
import { LOGO_MAX_BYTES, LOGO_MESSAGES, readLogo } from './logo.js';
import { sniffImage } from './logo-image.js';
import { LOGO_SAMPLES } from './logo.fixture.js';
import { parseMultipart } from '../../lib/multipart.js';
import { PublicProfile } from './public-company.entity.js';

const PNG = LOGO_SAMPLES['image/png'];
const boundary = '----polyloop7MA4YWxk';
const multipart = (parts: Array<{ name: string; filename?: string; type?: string; data: Buffer | string }>) =>
  Buffer.concat([
    ...parts.flatMap((p) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
      ),
      Buffer.from(p.data),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
const contentType = `multipart/form-data; boundary=${boundary}`;
const messageOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof HttpError ? `${error.status} ${error.message}` : String(error);
  }
  return 'no error';
};

describe('parseMultipart', () => {
  it("reads each part's name, file name, type and exact bytes (including CRLFs inside the file)", () => {
    const bytes = Buffer.from([0x0d, 0x0a, 0x2d, 0x2d, 0x00, 0xff]);
    const parts = parseMultipart(
      multipart([
        { name: 'data', data: '{"a":1}' },
        { name: 'file', filename: 'a b.png', type: 'image/png', data: bytes },
      ]),
      contentType,
    );
    expect(parts.map((p) => [p.name, p.filename, p.contentType])).toEqual([
      ['data', undefined, undefined],
      ['file', 'a b.png', 'image/png'],
    ]);
    expect(parts[1]!.data.equals(bytes)).toBe(true);
  });

  it('refuses bodies that are not multipart or are cut short, with 400', () => {
    expect(messageOf(() => parseMultipart(Buffer.from('{}'), 'application/json'))).toMatch(/^400 /);
    const whole = multipart([{ name: 'file', data: 'x' }]);
    expect(messageOf(() => parseMultipart(whole.subarray(0, whole.length - 20), contentType))).toMatch(
      /^400 /,
    );
  });
});

describe('logos', () => {
  it('knows PNG, JPEG, WebP and SVG by their bytes, not their names', () => {
    expect(sniffImage(PNG)).toBe('image/png');
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(
      sniffImage(
        Buffer.from('<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"/>'),
      ),
    ).toBe('image/svg+xml');
    expect(sniffImage(Buffer.from('GIF89a'))).toBeUndefined();
    expect(sniffImage(Buffer.from('<html><svg/></html>'))).toBeUndefined();
  });

  it('takes one whole file named `file`, 2 MB at most, and refuses SVGs with scripts', () => {
    const read = (data: Buffer | string, name = 'file') =>
      messageOf(() =>
        readLogo(multipart([{ name, filename: 'x', data }]).toString('base64'), true, contentType),
      );
    expect(read(PNG)).toBe('no error');
    expect(read(PNG, 'logo')).toBe(`400 ${LOGO_MESSAGES.missing}`);
    expect(read(Buffer.from('MZ'))).toBe(`400 ${LOGO_MESSAGES.type}`);
    expect(read(Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]))).toBe(`400 ${LOGO_MESSAGES.size}`);
    expect(read('<svg onload="alert(1)"></svg>')).toBe(`400 ${LOGO_MESSAGES.unsafe}`);
    expect(read(PNG.subarray(0, 12))).toBe(`400 ${LOGO_MESSAGES.broken}`);
  });
});

describe('public profile keys', () => {
  it('keys the profile by tenant and indexes it by its public id', () => {
    expect(PublicProfile.keys({ tenantId: 't1', publicCompanyId: 'p1' })).toEqual({
      pk: 'public-company#tenantId=t1',
      sk: 'public-company',
      gsi1pk: 'public-company#publicCompanyId=p1',
      gsi1sk: 'public-company',
    });
  });
});
