import { readFileSync, statSync } from 'node:fs';
import { expect, it } from 'vitest';
import { contexts, routeKey, routes } from '@polyloop/shared';
import { httpFunctionName, type FunctionDefinition } from '../../infra/definitions/functions.js';
import { bundleBudgetOf } from '../../infra/definitions/bundling.js';
import type { Synthesized } from './template.js';

/** What each function carries: its own part of the contract, within its size budget (its cold start). */
export function bundleChecks(stack: () => Synthesized, allDefinitions: FunctionDefinition[]) {
  it('bundles into each function only its own part of the contract', () => {
    const servedBy = (definition: FunctionDefinition) =>
      contexts.filter((context) => definition.name === httpFunctionName(context));
    for (const definition of allDefinitions) {
      const code = stack()
        .bundleOf(definition)
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n');
      const served = servedBy(definition);
      const foreign = routes.filter(
        (route) => !served.includes(route.context) && code.includes(JSON.stringify(route.path)),
      );
      expect(foreign.map(routeKey), definition.name).toEqual([]);
    }
  });

  it('keeps every function bundle within its minified budget', () => {
    const oversized: string[] = [];
    for (const definition of allDefinitions) {
      // All of it: what loads at the start and what loads on first use.
      const size = stack()
        .bundleOf(definition)
        .reduce((sum, file) => sum + statSync(file).size, 0);
      if (size > bundleBudgetOf(definition.name))
        oversized.push(`${definition.name}: ${Math.round(size / 1024)} KB`);
    }
    expect(oversized).toEqual([]);
  });
}
