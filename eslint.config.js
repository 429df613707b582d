import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** An import boundary: what files under `files` may not import, and why (shown in the lint message). */
const boundary = (files, groups, message, extra = {}) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }], ...extra },
});

/** Raw access-pattern calls: services call the named functions their entity files export. */
const namedAccessPatterns = {
  'no-restricted-syntax': [
    'error',
    {
      selector:
        "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(query|queryAll|count)$/]",
      message:
        'Export this read as a named access pattern from the entity file (see docs/architecture.md) and call that.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'cdk.out/**',
      '.local/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  // Layers (docs/architecture.md): imports point one way.
  boundary(
    ['shared/src/**/*.ts'],
    ['@polyloop/functions*', '@polyloop/events*', '@polyloop/infra*', 'node:*', '@aws-sdk/*'],
    'shared is the browser-safe contract: it imports nothing from the server side or Node.',
  ),
  boundary(
    ['web/src/**/*.{ts,tsx}'],
    ['@polyloop/functions*', '@polyloop/events*', '@aws-sdk/*'],
    'The web app reaches the server through the contract and the API only.',
  ),
  boundary(
    ['functions/src/**/*.ts', 'events/src/**/*.ts'],
    ['**/web/**', '**/infra/**', '@polyloop/infra*'],
    'Runtime code never imports the web app or the infrastructure.',
  ),
  boundary(
    ['functions/src/lib/**/*.ts'],
    ['**/domain/**', '**/http/**', '**/stream/**', '**/realtime/**', '@polyloop/events*'],
    'lib is plumbing below the domain: pass what it needs in instead.',
  ),
  boundary(
    ['functions/src/data/**/*.ts'],
    ['**/domain/**', '**/http/**', '**/lib/errors*', '**/lib/events*', '**/lib/presets*'],
    'The entity layer knows no HTTP and no domain: report with data/errors.ts and let the caller decide.',
  ),
  boundary(
    ['functions/src/domain/**/*.ts'],
    [
      '**/http/**',
      '**/stream/**',
      '../../realtime/**',
      '@polyloop/events*',
      '@aws-sdk/lib-dynamodb',
      '@aws-sdk/client-dynamodb',
    ],
    'Domain code is called by the adapters (http, stream, consumers), never the reverse, and reaches DynamoDB only through the entity layer.',
    { 'no-restricted-syntax': namedAccessPatterns['no-restricted-syntax'] },
  ),
  {
    files: ['functions/src/domain/**/*.entity.ts', 'functions/src/**/*.test.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
