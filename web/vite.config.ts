import { readFileSync, existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * In production the host (CloudFront or the local cloud) serves /config.json. For `vite` and
 * `vite preview` without a backend, answer it here from POLYLOOP_WEB_CONFIG (a file) or defaults
 * that point at the local cloud's default ports (`npm start`: app, API and /ws on 3000).
 */
function devRuntimeConfig(): Plugin {
  const answer = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.url?.split('?')[0] !== '/config.json') return next();
    const file = process.env.POLYLOOP_WEB_CONFIG;
    const body =
      file && existsSync(file)
        ? readFileSync(file, 'utf8')
        : JSON.stringify({
            apiUrl: '/api',
            wsUrl: 'ws://localhost:3000/ws',
            region: 'us-east-1',
            userPoolId: 'local_pool',
            clientId: 'local_client',
            cognitoEndpoint: 'http://localhost:9229/',
            authFlow: 'USER_PASSWORD_AUTH',
            map: { styleUrl: '/_local/map/style.json', sandbox: true },
          });
    res.setHeader('Content-Type', 'application/json');
    res.end(body);
  };
  return {
    name: 'polyloop-dev-runtime-config',
    configureServer: (server) => void server.middlewares.use(answer),
    configurePreviewServer: (server) => void server.middlewares.use(answer),
  };
}

const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 25 },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
];

export default defineConfig({
  plugins: [react(), devRuntimeConfig()],
  server: {
    proxy: Object.fromEntries(
      ['/api', '/_local/map', '/_local/support-chat', '/_local/error-reports'].map((p) => [
        p,
        'http://localhost:3000',
      ]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
      // Chakra's theme module builds its default config with `defineConfig` (an identity function)
      // over every recipe; known pure, the unused config and the recipes only it names drop out.
      treeshake: { manualPureFunctions: ['defineConfig'] },
    },
  },
});
