/**
 * How every Lambda is bundled. `build-function.ts` gives these to esbuild, with the plugin that
 * lets it drop unused definitions, for the CDK app and the benchmark alike, so the sizes and cold
 * starts the benchmark prints are the deployed ones.
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

/** Minified size a function's bundle may reach: its module initialisation is its cold start. */
export const BUNDLE_BUDGET = 300 * 1024;
/**
 * The functions allowed more, and why. The documents function carries pdf-lib (about 450 KB with
 * its standard-font metrics), which it imports on the generate routes only, so its cold start
 * stays that of the others (`npm run bench` prints both).
 */
const LARGER_BUDGETS: Record<string, number> = {
  'http-documents': 700 * 1024,
  // Declaring a winner posts the transaction fee to the ledger in the same transaction (the journal,
  // its accounts and the fee's rate: ~3.5 KB), which took the auctions function just past the default.
  'http-auctions': 310 * 1024,
  // The CRM's company list filters by distance, ranges, any or all of its choices and picked
  // companies, checks a company's tag ids and clears emptied fields: ~5 KB past the default, in
  // the services, which load with the first route that calls them.
  'http-crm': 310 * 1024,
  // Finance writes invoice PDFs on the documents' letterhead with pdf-lib, loaded with the first PDF
  // (as in the documents function), never at cold start. The accounting adapters speak to
  // QuickBooks Online and Xero over fetch with the SDKs' own endpoints and models (xero-node's
  // client is ~1.7 MB bundled, intuit-oauth's ~0.5 MB), which would not fit even this. Reporting
  // (the report's reads, its rollup rules and its export), served by the same function, adds ~12 KB.
  'http-finance': 740 * 1024,
};
export const bundleBudgetOf = (functionName: string): number => LARGER_BUDGETS[functionName] ?? BUNDLE_BUDGET;
