import { buildFunction } from '../definitions/build-function.js';

// `node --import tsx infra/aws/bundle-function.ts <entry> <outdir>`: what the CDK app runs to
// bundle one function (asset bundling is synchronous; esbuild plugins need the asynchronous API).
const [entry, outdir] = process.argv.slice(2);
if (!entry || !outdir) throw new Error('usage: bundle-function.ts <entry> <outdir>');
await buildFunction(entry, outdir, { sourcemap: true });
