import { describe, expect, it } from 'vitest';
import { matches, rules, consumers } from './rules.js';

describe('bus rules', () => {
  it('route each event type to its consumer and nothing else', () => {
    const event = { source: 'polyloop', 'detail-type': 'realtime.published' };
    expect(rules.filter((r) => matches(r, event)).map((r) => r.target)).toEqual(['realtime-fanout']);
    expect(rules.filter((r) => matches(r, { source: 'other', 'detail-type': 'realtime.published' }))).toEqual([]);
  });
  it('name only consumers that exist', () => {
    for (const rule of rules) expect(consumers[rule.target]).toBeDefined();
  });
});
