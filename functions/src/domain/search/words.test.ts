import { describe, expect, it } from 'vitest';
import { matchesAll, MAX_WORDS, pairsOf, queryPair, queryWords, wordsOf } from './words.js';

describe('search words', () => {
  it('fold case and accents and split on anything but letters and digits, in any alphabet', () => {
    expect(wordsOf('Éclairé Ünïversal, Inc.')).toEqual(['eclaire', 'universal', 'inc']);
    expect(wordsOf('quinn.okafor@blue-water.example')).toEqual([
      'quinn',
      'okafor',
      'blue',
      'water',
      'example',
    ]);
    expect(wordsOf('日本語 テスト', 'Ελληνικά')).toEqual(['日本語', 'テスト', 'ελληνικα']);
    expect(wordsOf(null, undefined, '', '— !!')).toEqual([]);
  });

  it('index an identifier by its parts and their letter and digit runs', () => {
    expect(wordsOf('GLP-H12')).toEqual(['glp', 'h12', 'h', '12']);
    expect(wordsOf('PO-0042')).toEqual(['po', '0042', '42']);
    // A hex-like word is not cut into its many runs.
    expect(wordsOf('3f9a1c2b')).toEqual(['3f9a1c2b']);
  });

  it('keep a record to a bounded number of words', () => {
    const notes = Array.from({ length: 200 }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}${i}`).join(
      ' ',
    );
    expect(wordsOf(notes).length).toBe(MAX_WORDS);
    expect(wordsOf('x'.repeat(500))[0]).toHaveLength(32);
  });

  it('read a query as its distinct words, longest first, dropping those another word starts with', () => {
    expect(queryWords('GLP-H')).toEqual(['glp', 'h']);
    expect(queryWords('pol poly POLYMERS')).toEqual(['polymers']);
    expect(queryWords('  ...  ')).toEqual([]);
    expect(queryWords('a b c d e f g h i j')).toHaveLength(8);
  });

  it('match a record when each query word starts one of its words', () => {
    const words = wordsOf('GLP-H12', 'Natural PP regrind', 'Great Lakes Polymers').join(' ');
    expect(matchesAll(words, queryWords('glp h1'))).toBe(true);
    expect(matchesAll(words, queryWords('lakes regr'))).toBe(true);
    expect(matchesAll(words, queryWords('lakes akes'))).toBe(false);
    expect(matchesAll(words, queryWords('12'))).toBe(true);
  });

  it('pair a title’s adjacent words, and a query’s first two typed words, so a phrase is one range', () => {
    expect(pairsOf('Great Lakes Polymers 12')).toEqual(['great lakes', 'lakes polymers', 'polymers 12']);
    expect(pairsOf('GLP-H12')).toEqual(['glp h12']);
    expect(pairsOf('Solo')).toEqual([]);
    expect(queryPair('Great  lak')).toBe('great lak');
    expect(queryPair('GLP-H1')).toBe('glp h1');
    expect(queryPair('great')).toBeUndefined();
    expect(queryPair('poly poly')).toBeUndefined();
  });
});
