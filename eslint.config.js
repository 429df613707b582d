import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

/**
 * Aggregates reach each other through their faces: a file under `functions/src/domain/<a>/` may
 * import another aggregate's folder only at its `index.ts`, which lists what that aggregate offers.
 */
const domainRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), 'functions/src/domain');
const aggregateOf = (file) => {
  const rel = path.relative(domainRoot, file);
  if (rel.startsWith('..') || !rel.includes(path.sep)) return undefined;
  return rel.split(path.sep)[0];
};
const faces = {
  rules: {
    'through-faces': {
      meta: {
        type: 'problem',
        messages: {
          bypass:
            "Import {{to}} through its face ('{{face}}'), adding what you need to its index.ts: another aggregate's files are its own.",
        },
        schema: [],
      },
      create(context) {
        const from = aggregateOf(context.filename);
        const check = (node, source) => {
          if (!from || typeof source !== 'string' || !source.startsWith('.')) return;
          const target = path.resolve(path.dirname(context.filename), source);
          const to = aggregateOf(target);
          if (!to || to === from) return;
          const face = path.join(domainRoot, to, 'index');
          if (target.replace(/\.(js|ts)$/, '') === face) return;
          const rel = path.relative(path.dirname(context.filename), face);
          context.report({
            node,
            messageId: 'bypass',
            data: { to, face: `${rel.startsWith('.') ? rel : `./${rel}`}.js` },
          });
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'cdk.out/**',
      '.local/**',
      'test-results/**',
      // Runs shifted by POLYLOOP_TEST_PORT_OFFSET write playwright-report-<offset>.
      'playwright-report*/**',
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
    files: ['functions/src/domain/**/*.ts'],
    ignores: ['functions/src/**/*.test.ts'],
    plugins: { faces },
    rules: { 'faces/through-faces': 'error' },
  },
  {
    files: ['functions/src/domain/**/*.entity.ts', 'functions/src/**/*.test.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
