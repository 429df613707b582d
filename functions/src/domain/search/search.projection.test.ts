import '../../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import { tokensOf } from './search.projection.js';

describe('the search projection', () => {
  it('writes one index item per scope and word, each carrying what a hit shows and all the words', () => {
    const tokens = tokensOf([
      {
        category: 'auctions',
        scopes: ['t1', 'PUBLIC'],
        id: 'a1',
        title: 'PP purge',
        subtitle: 'Seller',
        url: '/network/auctions/a1',
        date: null,
        until: '2026-03-01T10:00:00.000Z',
        words: ['pp', 'purge'],
      },
    ]);
    expect(tokens.map((t) => t.key)).toEqual([
      ['t1', 'auctions', 'pp', 'a1'],
      ['t1', 'auctions', 'purge', 'a1'],
      ['t1', 'auctions', 'pp purge', 'a1'],
      ['PUBLIC', 'auctions', 'pp', 'a1'],
      ['PUBLIC', 'auctions', 'purge', 'a1'],
      ['PUBLIC', 'auctions', 'pp purge', 'a1'],
    ]);
    expect(
      tokensOf([
        {
          category: 'haves',
          scopes: ['t1'],
          id: 'h1',
          title: 'GLP-H12',
          subtitle: null,
          url: '/haves/h1',
          date: null,
          words: ['glp', 'h12', 'h', '12'],
        },
      ]).map((t) => t.key[2]),
    ).toEqual(['glp', 'h12', '12', 'glp h12']);
    expect(tokens[4]!.put.stored).toMatchObject({
      pk: 'search-token#scope=PUBLIC#category=auctions',
      sk: 'token=purge#id=a1',
      title: 'PP purge',
      words: 'pp purge',
      until: '2026-03-01T10:00:00.000Z',
      __entity: 'search-token',
    });
  });
});
