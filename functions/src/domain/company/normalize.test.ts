import { describe, expect, it } from 'vitest';
import { nameKey, normalizeName, searchPrefix } from './normalize.js';

describe('company name normalisation', () => {
  it('treats case, punctuation and legal suffixes as the same name', () => {
    expect(normalizeName('ACME, Inc.')).toBe('acme');
    expect(normalizeName('Acme LLC')).toBe('acme');
    expect(normalizeName('Acme Plastics Co')).toBe('acme plastics');
    expect(normalizeName('Acme Plastics Corp. Ltd')).toBe('acme plastics');
  });

  it('folds accents and ampersands', () => {
    expect(nameKey('Société Générale')).toBe('societe generale');
    expect(nameKey('Smith & Sons, Inc.')).toBe('smith and sons inc');
  });

  it('never produces an empty key', () => {
    expect(normalizeName('Inc.')).toBe('inc');
    expect(nameKey('***')).toBe('***');
  });

  it('keeps a half-typed search word and its trailing space', () => {
    expect(searchPrefix('  Acme Pl')).toBe('acme pl');
    expect(searchPrefix('Acme ')).toBe('acme ');
    expect(nameKey('Acme Plastics').startsWith(searchPrefix('acme, pl'))).toBe(true);
  });
});
