import path from 'node:path';
import { build } from 'esbuild';
import { bundling } from './bundling.js';
import { pureDefinitions } from './pure-definitions.js';

/**
 * Bundles one function's entry into `outdir/index.mjs` (and `outdir/chunks/` for what it imports lazily) with the settings every Lambda gets
 * (`bundling`) and `pureDefinitions`. The CDK app (through `infra/aws/bundle-function.ts`) and the
 * cold-start benchmark both call it, so the benchmark measures the deployed bundles.
 */
export async function buildFunction(
  entry: string,
  outdir: string,
  options: { sourcemap?: boolean } = {},
): Promise<string> {
  await build({
    entryPoints: { index: entry },
    outdir,
    // What a function imports on some paths only (pdf-lib, the spreadsheet writer) goes to chunks
    // of its own, read when first imported, so the cold start parses only `index.mjs`.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    write: true,
    platform: 'node',
    format: 'esm',
    target: bundling.target,
    mainFields: [...bundling.mainFields],
    minify: bundling.minify,
    external: [...bundling.externalModules],
    banner: { js: bundling.banner },
    sourcemap: options.sourcemap ?? false,
    plugins: [pureDefinitions],
    logLevel: 'warning',
  });
  return path.join(outdir, 'index.mjs');
}
