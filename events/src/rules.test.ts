import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { matches, rules, consumers } from './rules.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('bus rules', () => {
  it('route each event type to its consumer and nothing else', () => {
    const event = { source: 'polyloop', 'detail-type': 'realtime.published' };
    expect(rules.filter((r) => matches(r, event)).map((r) => r.target)).toEqual(['realtime-fanout']);
    expect(rules.filter((r) => matches(r, { source: 'other', 'detail-type': 'realtime.published' }))).toEqual(
      [],
    );
  });

  it('feed every consumer from an entry file that exists, none left without events', () => {
    const fed = new Set(rules.map((r) => r.target));
    expect(Object.keys(consumers).filter((name) => !fed.has(name as keyof typeof consumers))).toEqual([]);
    expect(
      Object.values(consumers)
        .map((c) => c.entry)
        .filter((entry) => !existsSync(path.join(repoRoot, entry))),
    ).toEqual([]);
  });
});
