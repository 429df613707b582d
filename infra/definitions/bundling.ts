/**
 * How every Lambda is bundled. The CDK app gives these to NodejsFunction and the benchmark
 * bundles with the very same settings, so the sizes it prints are the deployed sizes.
 */
export const bundling = {
  /** Same language level as local runs on Node 20, so one bundle behaves the same in both. */
  target: 'node20',
  mainFields: ['module', 'main'],
  minify: true,
  /**
   * The nodejs22.x runtime ships SDK v3; bundling it would triple every bundle. `zipcodes` is
   * the local gazetteer's data, loaded only when GEOCODER=gazetteer, which AWS never sets.
   */
  externalModules: ['@aws-sdk/*', 'zipcodes'],
  /** ESM bundles still meet CommonJS dependencies that call require() on Node built-ins. */
  banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
} as const;
