import { describe, expect, it } from 'vitest';
import { HELP_ARTICLES } from './articles';
import { HELP_TOPICS, parseBody, parseInline, searchArticles, type HelpArticle } from './help-article';

describe('the help markup', () => {
  it('reads bold words and links to pages and to other articles', () => {
    expect(parseInline('Choose **Send offer** on [Haves](/haves), see [Negotiate](help:negotiate).')).toEqual(
      [
        { kind: 'text', text: 'Choose ' },
        { kind: 'bold', text: 'Send offer' },
        { kind: 'text', text: ' on ' },
        { kind: 'page', text: 'Haves', to: '/haves' },
        { kind: 'text', text: ', see ' },
        { kind: 'article', text: 'Negotiate', id: 'negotiate' },
        { kind: 'text', text: '.' },
      ],
    );
  });

  it('leaves a link to anywhere but the app as text', () => {
    expect(parseInline('[x](https://evil.example)')).toEqual([
      { kind: 'text', text: '[x](https://evil.example)' },
    ]);
  });

  it('makes paragraphs, headings, bullets and steps, a line under an item continuing it', () => {
    const blocks = parseBody(`
First line
and its second.

### Steps
1. One
   more of one.
2. Two
- A bullet`);
    expect(blocks).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: 'First line and its second.' }] },
      { kind: 'heading', content: [{ kind: 'text', text: 'Steps' }] },
      {
        kind: 'steps',
        items: [
          [
            { kind: 'text', text: 'One' },
            { kind: 'text', text: ' more of one.' },
          ],
          [{ kind: 'text', text: 'Two' }],
        ],
      },
      { kind: 'bullets', items: [[{ kind: 'text', text: 'A bullet' }]] },
    ]);
  });
});

const article = (id: string, fields: Partial<HelpArticle>): HelpArticle => ({
  id,
  topic: 'Trading',
  title: id,
  summary: '',
  body: '',
  ...fields,
});

describe('searching help', () => {
  const articles = [
    article('a', { title: 'Record payments', body: 'Choose **Record payment** on an invoice.' }),
    article('b', { title: 'Run an auction', body: 'Invoices for the fee come monthly.' }),
    article('c', { title: 'Négociation', keywords: 'counter-offer haggle' }),
  ];

  it('finds articles holding every word, anywhere in a word, titles first', () => {
    expect(searchArticles(articles, 'invoice').map((a) => a.id)).toEqual(['a', 'b']);
    expect(searchArticles(articles, 'auct').map((a) => a.id)).toEqual(['b']);
    expect(searchArticles(articles, 'invoice monthly').map((a) => a.id)).toEqual(['b']);
  });

  it('searches keywords, ignores case and accents, and finds nothing for unknown words', () => {
    expect(searchArticles(articles, 'HAGGLE').map((a) => a.id)).toEqual(['c']);
    expect(searchArticles(articles, 'negociation').map((a) => a.id)).toEqual(['c']);
    expect(searchArticles(articles, 'zebra')).toEqual([]);
  });

  it('lists everything, in order, for an empty search', () => {
    expect(searchArticles(articles, '  ').map((a) => a.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('the help articles', () => {
  it('cover every topic, each article with a unique id, a title and a summary', () => {
    const ids = HELP_ARTICLES.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const topic of HELP_TOPICS)
      expect(
        HELP_ARTICLES.some((a) => a.topic === topic),
        topic,
      ).toBe(true);
    for (const a of HELP_ARTICLES) {
      expect(a.title, a.id).not.toBe('');
      expect(a.summary, a.id).not.toBe('');
    }
  });

  it('link only to articles that exist and to the app’s own pages', () => {
    const ids = new Set(HELP_ARTICLES.map((a) => a.id));
    for (const a of HELP_ARTICLES)
      for (const block of parseBody(a.body)) {
        const lines = 'items' in block ? block.items : [block.content];
        for (const part of lines.flat()) {
          if (part.kind === 'article') expect(ids.has(part.id), `${a.id} → ${part.id}`).toBe(true);
          if (part.kind === 'page') expect(part.to, a.id).toMatch(/^\/[a-z/-]*$/);
        }
      }
  });

  it('answer the searches people make for each area', () => {
    const first = (q: string) => searchArticles(HELP_ARTICLES, q)[0]?.id;
    expect(first('counter-offer')).toBe('negotiate');
    expect(first('reverse auction')).toBe('reverse-auctions');
    expect(first('freight quote')).toBe('get-freight-quotes');
    expect(first('record payment')).toBe('record-payments');
    expect(first('commission')).toBe('commissions');
  });
});
