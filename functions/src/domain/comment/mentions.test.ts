import { describe, expect, it } from 'vitest';
import { keepMentions, mentionsIn } from './mentions.js';

describe('mentions', () => {
  it('finds each mentioned user once and turns mentions of others into plain text', () => {
    const body = 'Hi @[Ann Lee](u-1) and @[Mallory](u-9), @[Ann Lee](u-1) again';
    expect(mentionsIn(body)).toEqual([
      { name: 'Ann Lee', userId: 'u-1' },
      { name: 'Mallory', userId: 'u-9' },
    ]);
    expect(keepMentions(body, new Set(['u-1']))).toBe(
      'Hi @[Ann Lee](u-1) and @Mallory, @[Ann Lee](u-1) again',
    );
  });
});
