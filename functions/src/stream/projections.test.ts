/// <reference types="vite/client" />
import '../lib/env.fixture.js';
import { describe, expect, it } from 'vitest';
import { projections } from './projections.js';

/** Every entity the domain defines, by name (each `*.entity.ts` module's `defineEntity` results). */
const entityModules = import.meta.glob<Record<string, unknown>>('../domain/**/*.entity.ts', { eager: true });
const defined = new Set(
  Object.values(entityModules).flatMap((module) =>
    Object.values(module).flatMap((value) =>
      value &&
      typeof value === 'object' &&
      'schema' in value &&
      'name' in value &&
      typeof value.name === 'string'
        ? [value.name]
        : [],
    ),
  ),
);

describe('the table stream’s projections', () => {
  it('each read an entity the domain defines, under a name of their own that starts with it', () => {
    expect(defined.size).toBeGreaterThan(30);
    const names = projections.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const p of projections) {
      expect(defined, p.name).toContain(p.entity);
      expect(p.name.startsWith(`${p.entity}.`), p.name).toBe(true);
    }
  });

  it('put what people wait for on the events consumer and the indexes and rollups on the read-models one', () => {
    const consumerOf = (kind: string) =>
      new Set(projections.filter((p) => p.name.endsWith(`.${kind}`)).map((p) => p.consumer));
    expect(consumerOf('events')).toEqual(new Set(['events']));
    expect(consumerOf('history')).toEqual(new Set(['events']));
    expect(consumerOf('count')).toEqual(new Set(['events']));
    expect(consumerOf('search')).toEqual(new Set(['read-models']));
    expect(consumerOf('volume')).toEqual(new Set(['read-models']));
  });

  it('can rebuild what follows state (search, counters, rollups) and not what tells changes (history, events)', () => {
    for (const p of projections)
      expect(!!p.rebuild, p.name).toBe(!p.name.endsWith('.history') && !p.name.endsWith('.events'));
  });
});
