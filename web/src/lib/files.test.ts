import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './files';

describe('downloads', () => {
  it("prefers the server's file name from Content-Disposition", () => {
    expect(filenameFromDisposition('attachment; filename="companies.xlsx"')).toBe('companies.xlsx');
    expect(filenameFromDisposition("attachment; filename*=UTF-8''co%20mpanies.csv")).toBe('co mpanies.csv');
    expect(filenameFromDisposition('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(filenameFromDisposition('attachment')).toBeUndefined();
    expect(filenameFromDisposition(null)).toBeUndefined();
  });
});
