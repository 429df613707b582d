import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildOptions } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CrmRoutes } from '@polyloop/shared/contract/routes/crm';
import type { RouteDefinition, RouteGroup } from '@polyloop/shared';
import {
  markDefinitionsPure,
  pureDefinitions,
  withoutAnswers,
} from '../../infra/definitions/pure-definitions.js';
import { repoRoot } from '../support/cloud.js';

/** Bundles as a function's bundle is made (ESM for Node, through the plugin) and imports the result. */
async function bundleAndImport<T>(
  outfile: string,
  options: Pick<BuildOptions, 'entryPoints' | 'stdin' | 'nodePaths'>,
) {
  await build({
    ...options,
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    plugins: [pureDefinitions],
    logLevel: 'silent',
  });
  return { code: await readFile(outfile, 'utf8'), module: (await import(pathToFileURL(outfile).href)) as T };
}

describe('bundling leaves out the definitions a function never uses', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'polyloop-pure-'));
    await mkdir(path.join(dir, 'shared', 'src'), { recursive: true });
    await mkdir(path.join(dir, 'functions', 'src'), { recursive: true });
    // A contract module, as the product's are: many schemas, of which a function uses one.
    await writeFile(
      path.join(dir, 'shared', 'src', 'contract.ts'),
      `import * as z from 'zod';
export const built: string[] = [];
const note = (name: string) => (built.push(name), name);
export const Weight = z.object({ unitValue: z.number().positive(), unit: z.literal(note('POUND')) });
export const NeverUsedByTheFunction = z.object({ neverUsedMarker: z.string().min(note('unused').length) }).extend({ more: z.number() });
export const Order = z.object({ weight: Weight, id: z.string().describe(note('order')) });
`,
    );
    await writeFile(
      path.join(dir, 'functions', 'src', 'handler.ts'),
      `import { Order, built } from '../../shared/src/contract.js';
export const handler = (input: unknown) => ({ order: Order.parse(input), built });
`,
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('marks only the top-level values that are built by a call', () => {
    const out = markDefinitionsPure(
      'x.ts',
      `export const A = z.string().min(1);
export const LIMIT = 5;
export const f = (x: number) => g(x);
function h() { const inner = g(1); return inner; }
`,
    );
    expect(out).toContain('export const A = /* @__PURE__ */ (() => (z.string().min(1)))();');
    expect(out).toContain('export const LIMIT = 5;');
    expect(out).toContain('export const f = (x: number) => g(x);');
    expect(out).toContain('const inner = g(1);');
  });

  it("drops a schema no export the function reaches needs, and builds the rest in the source's order", async () => {
    const {
      code,
      module: { handler },
    } = await bundleAndImport<{ handler: (input: unknown) => { order: unknown; built: string[] } }>(
      path.join(dir, 'out', 'index.mjs'),
      {
        entryPoints: [path.join(dir, 'functions', 'src', 'handler.ts')],
        nodePaths: [path.join(repoRoot, 'node_modules')],
      },
    );
    expect(code).not.toContain('neverUsedMarker');
    const answer = handler({ weight: { unitValue: 10, unit: 'POUND' }, id: 'O-1' });
    expect(answer.order).toEqual({ weight: { unitValue: 10, unit: 'POUND' }, id: 'O-1' });
    expect(answer.built).toEqual(['POUND', 'order']);
  });

  it("leaves out the routes' answers, which only clients read", () => {
    const out = withoutAnswers(
      'crm.ts',
      `export const R = defineRoutes('crm', {}, {
  list: pagedList(CompanyListItem, { path: c, query: CompanyListQuery }),
  create: creation(Company, { path: c, body: CompanyInput }),
  get: { method: 'GET', path: c, params: P.id, response: Company },
});
type T = { response: z.ZodArray<I> };
`,
    );
    expect(out).toContain('list: pagedList(undefined, { path: c, query: CompanyListQuery })');
    expect(out).toContain('create: creation(undefined, { path: c, body: CompanyInput })');
    expect(out).toContain("get: { method: 'GET', path: c, params: P.id, response: undefined }");
    expect(out).toContain('type T = { response: z.ZodArray<I> };');
  });

  it('keeps in a function every route with what it is sent, and none of the answers', async () => {
    const bundled = (
      await bundleAndImport<{ CrmRoutes: RouteGroup }>(path.join(dir, 'crm', 'index.mjs'), {
        stdin: {
          contents: "export { CrmRoutes } from '@polyloop/shared/contract/routes/crm';",
          resolveDir: path.join(repoRoot, 'functions'),
          loader: 'ts',
        },
      })
    ).module.CrmRoutes;
    const source: RouteGroup = CrmRoutes;
    // Each route as the router reads it, its schemas reduced to whether it has them.
    const sent = (route: RouteDefinition) => ({
      ...route,
      params: !!route.params,
      query: !!route.query,
      body: !!route.body,
      multipart: route.multipart && { ...route.multipart, data: !!route.multipart.data },
    });
    expect(Object.keys(bundled)).toEqual(Object.keys(source));
    for (const [id, route] of Object.entries(source)) {
      expect(bundled[id]!.response, id).toBeUndefined();
      expect(sent(bundled[id]!), id).toEqual({ ...sent(route), response: undefined });
    }
    // What a function is sent is checked as before: a company needs its name.
    const createCompany = bundled.createCompany!;
    expect(createCompany.body!.safeParse({ name: 'Acme Plastics' }).success).toBe(true);
    expect(createCompany.body!.safeParse({}).success).toBe(false);
  });
});
