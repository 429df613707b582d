import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES, FILE_RULES } from '@polyloop/shared/crm/files';
import { checkFiles, formatBytes } from './file-checks';

const file = (name: string, size = 10, type = '') => ({ name, size, type });

describe('file checks before upload', () => {
  it('accepts allowed types with plain names', () => {
    expect(
      checkFiles([file('Spec sheet_v2-final.pdf', 1000, 'application/pdf'), file('photo.JPG')]),
    ).toBeUndefined();
  });
  it('rejects other types, odd names, large files, large selections and too many files', () => {
    expect(checkFiles([file('run.exe')])).toBe(FILE_MESSAGES.type);
    expect(checkFiles([file('a&b.pdf')])).toBe(FILE_MESSAGES.name);
    expect(checkFiles([file('big.pdf', FILE_RULES.maxFileBytes + 1)])).toBe(FILE_MESSAGES.tooLarge);
    expect(checkFiles([file('a.pdf', FILE_RULES.maxFileBytes), file('b.pdf', FILE_RULES.maxFileBytes)])).toBe(
      FILE_MESSAGES.total,
    );
    expect(checkFiles(Array.from({ length: 11 }, (_, i) => file(`f${i}.txt`)))).toBe(FILE_MESSAGES.count);
  });
  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
  });
});
