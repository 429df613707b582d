import { describe, expect, it } from 'vitest';
import { insertMention, mentionedIds, mentionQueryAt, parseMentions, serialiseMention } from './mentions';

describe('mentions', () => {
  it('splits a body into text and mention segments in order', () => {
    expect(parseMentions('Hi @[Jane Doe](u-1), see @[Bo](u2)!')).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'mention', name: 'Jane Doe', userId: 'u-1' },
      { kind: 'text', text: ', see ' },
      { kind: 'mention', name: 'Bo', userId: 'u2' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('leaves a body without mentions as one text segment', () => {
    expect(parseMentions('email me @ noon')).toEqual([{ kind: 'text', text: 'email me @ noon' }]);
  });

  it('serialises a colleague as a token the parser reads back', () => {
    const token = serialiseMention('Jane [JD] Doe', 'abc-1');
    expect(token).toBe('@[Jane JD Doe](abc-1)');
    expect(parseMentions(token)).toEqual([{ kind: 'mention', name: 'Jane JD Doe', userId: 'abc-1' }]);
  });

  it('finds the query typed after "@" before the caret, but not inside an e-mail address', () => {
    expect(mentionQueryAt('Ask @ja', 7)).toEqual({ start: 4, query: 'ja' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('mail jane@example.com', 21)).toBeNull();
    expect(mentionQueryAt('Ask @ja and', 11)).toBeNull();
  });

  it('replaces the query by the token and puts the caret after it', () => {
    const result = insertMention('Ask @ja today', 4, 7, 'Jane Doe', 'u1');
    expect(result.text).toBe('Ask @[Jane Doe](u1)  today');
    expect(result.caret).toBe('Ask @[Jane Doe](u1) '.length);
    expect(mentionedIds(result.text + ' @[Jane Doe](u1) @[Bo](u2)')).toEqual(['u1', 'u2']);
  });
});
