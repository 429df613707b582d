import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from '@polyloop/shared/crm/files';
import { parseUpload } from './multipart.js';

async function encode(form: FormData) {
  const req = new Request('http://x', { method: 'POST', body: form });
  return {
    body: Buffer.from(await req.arrayBuffer()).toString('base64'),
    contentType: req.headers.get('content-type')!,
  };
}

describe('the multipart reader', () => {
  it('reads files byte for byte and the JSON data part', async () => {
    const form = new FormData();
    const bytes = Buffer.from([0, 1, 2, 13, 10, 45, 45, 255]);
    form.append('files', new Blob([bytes]), 'raw data.bin');
    form.append('files', new Blob(['a,b']), 'list.csv');
    form.append('data', JSON.stringify({ documentType: 'INVOICE' }));
    const { body, contentType } = await encode(form);
    const parsed = parseUpload(body, true, contentType);
    expect(parsed.files.map((f) => f.name)).toEqual(['raw data.bin', 'list.csv']);
    expect(parsed.files[0]!.data.equals(bytes)).toBe(true);
    expect(parsed.data).toEqual({ documentType: 'INVOICE' });
  });

  it('stops at the eleventh file with the count message, and refuses what is not multipart', async () => {
    const form = new FormData();
    for (let i = 0; i < 11; i++) form.append('files', new Blob(['x']), `f${i}.txt`);
    const { body, contentType } = await encode(form);
    expect(() => parseUpload(body, true, contentType)).toThrow(FILE_MESSAGES.count);
    expect(() => parseUpload('{}', false, 'application/json')).toThrow(
      'Send the files as multipart/form-data.',
    );
    expect(() => parseUpload('garbage', false, 'multipart/form-data; boundary=abc')).toThrow(
      'not a valid multipart',
    );
  });
});
