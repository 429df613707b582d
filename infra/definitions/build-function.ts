import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { bundling } from './bundling.js';
import { pureDefinitions } from './pure-definitions.js';

/** esbuild's options for every Lambda bundle (`bundling`); the benchmark's baseline is built with them too. */
export const lambdaBuildOptions = {
  bundle: true,
  write: true,
  platform: 'node',
  format: 'esm',
  target: bundling.target,
  mainFields: [...bundling.mainFields],
  minify: bundling.minify,
  external: [...bundling.externalModules],
  banner: { js: bundling.banner },
} satisfies BuildOptions;

/**
 * Bundles one function's entry into `outdir/index.mjs` (and `outdir/chunks/` for what it imports
 * lazily) with `lambdaBuildOptions` and `pureDefinitions`. The CDK app (through
 * `infra/aws/bundle-function.ts`) and the cold-start benchmark both call it, so the benchmark
 * measures the deployed bundles.
 */
export async function buildFunction(
  entry: string,
  outdir: string,
  options: { sourcemap?: boolean } = {},
): Promise<string> {
  await build({
    ...lambdaBuildOptions,
    entryPoints: { index: entry },
    outdir,
    // What a function imports on some paths only (pdf-lib, the spreadsheet writer) goes to chunks
    // of its own, read when first imported, so the cold start parses only `index.mjs`.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    sourcemap: options.sourcemap ?? false,
    plugins: [pureDefinitions],
    logLevel: 'warning',
  });
  return path.join(outdir, 'index.mjs');
}

/** Every file of a bundle in `outdir`: `index.mjs`, then its chunks. */
export function bundleFiles(outdir: string): string[] {
  const chunks = path.join(outdir, 'chunks');
  const chunkFiles = existsSync(chunks) ? readdirSync(chunks).filter((f) => f.endsWith('.mjs')) : [];
  return [path.join(outdir, 'index.mjs'), ...chunkFiles.map((f) => path.join(chunks, f))];
}
