import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * How the aggregates lean on each other: each uses another only through that one's face
 * (`<aggregate>/index.ts`, held by ESLint), and never in a circle, type-only imports included, so
 * each can be read, tested and changed knowing only what sits below it.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const sources = (await readdir(here, { recursive: true })).filter(
  (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f.includes(path.sep),
);
const aggregateOf = (file: string) => file.split(path.sep)[0]!;

/** Which aggregates each aggregate imports (any import, export-from or dynamic import, types too). */
const uses = new Map<string, Set<string>>();
/** Imports of another aggregate's file other than its face. */
const bypassing: string[] = [];
for (const file of sources) {
  const from = aggregateOf(file);
  const text = await readFile(path.join(here, file), 'utf8');
  for (const [, spec] of text.matchAll(/(?:from\s+|import\(\s*)['"](\.[^'"]+)['"]/g)) {
    const target = path.relative(here, path.resolve(here, path.dirname(file), spec!));
    if (target.startsWith('..') || !target.includes(path.sep)) continue;
    const to = aggregateOf(target);
    if (to === from) continue;
    if (target.replace(/\.js$/, '') !== path.join(to, 'index')) bypassing.push(`${file} → ${target}`);
    if (!uses.has(from)) uses.set(from, new Set());
    uses.get(from)!.add(to);
  }
}

/** The first circle found by a depth-first walk, as the aggregates around it; none when there is none. */
function circle(): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const walk = (node: string): string[] | undefined => {
    state.set(node, 'open');
    trail.push(node);
    for (const next of [...(uses.get(node) ?? [])].sort()) {
      if (state.get(next) === 'open') return [...trail.slice(trail.indexOf(next)), next];
      if (!state.has(next)) {
        const found = walk(next);
        if (found) return found;
      }
    }
    trail.pop();
    state.set(node, 'done');
    return undefined;
  };
  for (const node of [...uses.keys()].sort()) {
    if (state.has(node)) continue;
    const found = walk(node);
    if (found) return found;
  }
  return undefined;
}

describe('the aggregates', () => {
  it('use each other in one direction only, with no circle', () => {
    expect(circle()?.join(' → ')).toBeUndefined();
  });

  it('are reached by the others through their faces only', () => {
    expect(bypassing).toEqual([]);
  });
});
