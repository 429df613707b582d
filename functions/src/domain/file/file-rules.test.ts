import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES, FILE_RULES } from '@polyloop/shared/crm/files';
import { checkUploads, sniff } from './file-rules.js';
import { eicarScanner, EICAR } from '../../adapters/scanner/eicar.js';

const pdf = (name = 'Spec sheet.pdf', size = 100) => ({
  name,
  data: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size)]),
});
const message = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
};

describe('the file rules', () => {
  it('accepts allowed types by their bytes and extension, and answers their content types', () => {
    const png = { name: 'photo.PNG', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]) };
    expect(checkUploads([pdf(), png, { name: 'list.csv', data: Buffer.from('a,b\n1,2\n') }])).toEqual([
      'application/pdf',
      'image/png',
      'text/csv',
    ]);
  });

  it('rejects a type whose bytes do not match its extension, or an unlisted type', () => {
    expect(message(() => checkUploads([{ name: 'fake.pdf', data: Buffer.from('just text') }]))).toBe(
      FILE_MESSAGES.type,
    );
    expect(message(() => checkUploads([{ name: 'tool.exe', data: Buffer.from([0x4d, 0x5a, 0, 0]) }]))).toBe(
      FILE_MESSAGES.type,
    );
    expect(sniff(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe('ole');
  });

  it('checks the name, the size of each file, the combined size and the count', () => {
    expect(message(() => checkUploads([pdf('bad;name.pdf')]))).toBe(FILE_MESSAGES.name);
    expect(message(() => checkUploads([pdf('big.pdf', FILE_RULES.maxFileBytes)]))).toBe(
      FILE_MESSAGES.tooLarge,
    );
    const half = FILE_RULES.maxFileBytes - 100;
    expect(message(() => checkUploads([pdf('a.pdf', half), pdf('b.pdf', half), pdf('c.pdf', half)]))).toBe(
      FILE_MESSAGES.total,
    );
    expect(
      message(() =>
        checkUploads(Array.from({ length: FILE_RULES.maxFiles + 1 }, (_, i) => pdf(`f${i}.pdf`))),
      ),
    ).toBe(FILE_MESSAGES.count);
  });
});

describe('file name lengths', () => {
  // Every length around the limit, filled with each character the name rules allow and one they refuse.
  const lengths = [5, 100, 199, 200, 201, 255, 256, 300, 1000, 1024, 1025, 10_000];
  const fills = ['a', ' ', '_', '-', '7', ';'];
  const names = lengths.flatMap((length) => fills.map((fill) => `x${fill.repeat(length - 5)}.pdf`));

  it(`refuses each of ${names.filter((n) => n.length > FILE_RULES.maxNameLength).length} generated names over ${FILE_RULES.maxNameLength} characters with the length message, whatever they hold`, () => {
    const long = names.filter((name) => name.length > FILE_RULES.maxNameLength);
    expect(long.map((name) => message(() => checkUploads([pdf(name)])))).toEqual(
      long.map(() => FILE_MESSAGES.nameLength),
    );
  });

  it('judges names up to the limit by their characters only', () => {
    const short = names.filter((name) => name.length <= FILE_RULES.maxNameLength);
    expect(short.map((name) => message(() => checkUploads([pdf(name)])))).toEqual(
      short.map((name) => (name.includes(';') ? FILE_MESSAGES.name : undefined)),
    );
  });
});

describe('the local sandbox scanner', () => {
  it('flags the EICAR test file and passes anything else', async () => {
    const scanner = eicarScanner();
    expect(EICAR).toHaveLength(68);
    expect(await scanner.inspect(Buffer.from(`prefix ${EICAR} suffix`), 'eicar.txt')).toEqual({
      clean: false,
      threat: expect.stringContaining('EICAR'),
    });
    expect(await scanner.inspect(Buffer.from('hello'), 'hello.txt')).toEqual({ clean: true });
  });
});
