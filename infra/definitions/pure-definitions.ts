import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import ts from 'typescript';

/** The product's own sources, whose modules do nothing at load but define what they export. */
const OWN_SOURCES = /[\\/](shared|functions|events)[\\/]src[\\/].*\.ts$/;

/** Whether evaluating `node` calls something, outside the functions it defines. */
function calls(node: ts.Node): boolean {
  if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node))
    return true;
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isClassLike(node)) return false;
  return ts.forEachChild(node, calls) ?? false;
}

/**
 * The source with every top-level `const` whose value is built by a call (a zod schema, an entity,
 * a formatter) marked as free of side effects: `const X = /* @__PURE__ *\/ (() => (…))()`. A
 * bundler cannot know that `z.object({…}).extend({…})` does nothing but build a value, so without
 * the mark it keeps, and builds at every cold start, each schema of every module a function
 * imports for one export. With it, esbuild drops the definitions the function never reaches.
 * Evaluation order is unchanged (the arrow is called where the value stood).
 */
export function markDefinitionsPure(fileName: string, source: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const spans: Array<[start: number, end: number]> = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const))
      continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer;
      if (value && calls(value)) spans.push([value.getStart(file), value.getEnd()]);
    }
  }
  let out = source;
  for (const [start, end] of spans.reverse())
    out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
  return out;
}

/** The contract's modules: route groups (`routes/*.ts`) and the helpers that declare them. */
const CONTRACT = /[\\/]shared[\\/]src[\\/]contract[\\/].*\.ts$/;

/** The route kinds of `shared/src/contract/kinds.ts` that take the route's answer as their first argument. */
const ANSWER_FIRST = new Set(['pagedList', 'creation']);

/**
 * The contract source with every route's answer left out: each `response: …` property and the
 * answer a route kind takes first (`pagedList(Item, …)`, `creation(Company, …)`) become `undefined`.
 * A function validates what it is sent, never what it answers (the web client and the OpenAPI
 * document read the answers, from the source), yet the references alone kept every answer's
 * schema in the bundle, built at each cold start: the full records, their lists and histories.
 */
export function withoutAnswers(fileName: string, source: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const spans: Array<[start: number, end: number]> = [];
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'response') {
      spans.push([node.initializer.getStart(file), node.initializer.getEnd()]);
      return;
    }
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      ANSWER_FIRST.has(node.expression.text) &&
      node.arguments.length === 2
    ) {
      const [answer, spec] = node.arguments as unknown as [ts.Expression, ts.Expression];
      spans.push([answer.getStart(file), answer.getEnd()]);
      visit(spec);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const [start, end] of spans.sort((a, b) => b[0] - a[0]))
    out = `${out.slice(0, start)}undefined${out.slice(end)}`;
  return out;
}

/**
 * esbuild plugin: loads the product's own TypeScript through `markDefinitionsPure` (and the
 * contract's through `withoutAnswers` first). It relies on the rule `docs/architecture.md` states
 * for every module of `shared`, `functions` and `events`: loading a module only defines its
 * exports (no registration, no calls made for their effect).
 */
export const pureDefinitions: Plugin = {
  name: 'pure-definitions',
  setup(build) {
    build.onLoad({ filter: OWN_SOURCES }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      return {
        contents: markDefinitionsPure(path, CONTRACT.test(path) ? withoutAnswers(path, source) : source),
        loader: 'ts',
      };
    });
  },
};
