import { createServer } from 'node:http';
import path from 'node:path';
import { createJwtVerifier, type JwtSettings } from '@polyloop/functions/lib/jwt';
import {
  contentSecurityPolicy,
  cspOriginsOf,
  originOf,
  SECURITY_HEADERS,
} from '@polyloop/shared/security-headers';
import { OPENAPI_PATH, openApiFile } from '../../../definitions/openapi.js';
import { repoRoot } from '../lambdas.js';
import { handleApi } from './api.js';
import { refuse, refuseClientError, requestUrl } from './refusals.js';
import { serveStatic } from './static.js';
import { COGNITO_FRONT_PATH, type Federation } from '../federation/index.js';
import { createWebSocketGateway, type ConnectionRegistry } from './websocket.js';

export type { PublicConfig } from '@polyloop/shared';
import type { PublicConfig } from '@polyloop/shared';

export interface GatewayOptions {
  port: number;
  host?: string;
  /** Built web app, relative to the repository root or absolute. */
  webRoot: string;
  publicConfig: PublicConfig;
  jwt: JwtSettings;
  outboxDir: string;
  /** Where the cieTrade sandbox keeps what it received. */
  cieTradeDir: string;
  /** Where the sandbox accounting service keeps its companies and what it received. */
  accountingDir: string;
  /** Where the sandbox billing portal keeps the invoice items it received. */
  billingDir: string;
  /** Where the support chat sandbox keeps the messages sent to it. */
  supportChatDir: string;
  /** Where the error-report sink (the local Sentry) keeps the events sent to it. */
  errorReportsDir: string;
  /** cognito-local's own endpoint, which `/_cognito` fronts for the browser. */
  cognitoUpstream: string;
  /** Single sign-on: managed login's stand-in under `/_cognito/oauth2/`, the functions' Cognito front. */
  federation: Federation;
  /** Where the web app is served (`http://localhost:<port>`): the one origin `/_cognito` grants CORS to. */
  appUrl: string;
  /** Where presigned file URLs point (s3rver): the page may upload to and show images from it. */
  fileStoreUrl: string;
}

export interface Gateway {
  connections: ConnectionRegistry;
  close(): Promise<void>;
}

/** The local stand-in for CloudFront + the HTTP API + the WebSocket API, on one port. */
export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const webRoot = path.resolve(repoRoot, options.webRoot);
  const verifier = createJwtVerifier(options.jwt);
  const ws = createWebSocketGateway();
  const csp = contentSecurityPolicy(cspOriginsOf(options.publicConfig, [originOf(options.fileStoreUrl)]));

  const server = createServer((req, res) => {
    const url = requestUrl(req);
    if (!url) return refuse(res, 400);
    const { pathname } = url;
    // The headers CloudFront's response headers policy adds in AWS. The sandboxes under /_local
    // are pages of their own (with inline scripts) that only the local cloud has: no policy there.
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (!pathname.startsWith('/_local/')) res.setHeader('content-security-policy', csp);
    const done = (error: unknown) => {
      console.error('[gateway]', error);
      refuse(res, 500);
    };
    // A file in AWS (deployed with the web app, served by CloudFront), the same text here.
    if (pathname === OPENAPI_PATH) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(openApiFile());
    }
    if (pathname === '/api' || pathname.startsWith('/api/'))
      return void handleApi(req, res, url, { verify: verifier.verify }).catch(done);
    if (pathname === '/config.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
      return void res.end(JSON.stringify(options.publicConfig));
    }
    if (pathname === '/_cognito' || pathname === '/_cognito/') {
      return void import('./cognito-proxy.js')
        .then(({ proxyCognito }) =>
          proxyCognito(req, res, options.cognitoUpstream, new URL(options.appUrl).origin),
        )
        .catch(done);
    }
    if (pathname.startsWith('/_cognito/oauth2/')) {
      return void options.federation
        .managedLogin(req, res, url)
        .then((handled) => (handled ? undefined : refuse(res, 404)))
        .catch(done);
    }
    if (pathname === COGNITO_FRONT_PATH || pathname.startsWith(`${COGNITO_FRONT_PATH}/`))
      return void options.federation.cognitoFront(req, res).catch(done);
    // The e-mail assistant's inbound path: a raw message, or the outbox page's test form.
    if (pathname === '/_local/inbound' || pathname === '/_local/outbox/send') {
      return void import('../inbound-mail.js')
        .then(({ handleInboundRequest }) => handleInboundRequest(req, res))
        .catch(done);
    }
    if (pathname === '/_local/outbox') {
      return void import('../outbox-page.js')
        .then(({ handleOutboxRequest }) => handleOutboxRequest(req, res, options.outboxDir))
        .catch(done);
    }
    if (pathname === '/_local/cietrade' || pathname.startsWith('/_local/cietrade/')) {
      return void import('../cietrade-sandbox.js')
        .then(({ handleCieTradeRequest }) => handleCieTradeRequest(req, res, options.cieTradeDir))
        .catch(done);
    }
    if (pathname === '/_local/accounting' || pathname.startsWith('/_local/accounting/')) {
      return void import('../accounting-sandbox.js')
        .then(({ handleAccountingRequest }) => handleAccountingRequest(req, res, options.accountingDir))
        .catch(done);
    }
    if (pathname.startsWith('/_local/map/')) {
      return void import('../sandbox-map.js')
        .then(({ handleSandboxMapRequest }) => handleSandboxMapRequest(req, res, pathname))
        .catch(done);
    }
    if (pathname === '/_local/billing-portal' || pathname === '/_local/billing-portal/invoice-items') {
      return void import('../billing-portal-page.js')
        .then(({ handleBillingPortalRequest }) =>
          handleBillingPortalRequest(req, res, { dir: options.billingDir }),
        )
        .catch(done);
    }
    if (pathname === '/_local/support-chat' || pathname.startsWith('/_local/support-chat/')) {
      return void import('../support-chat-sandbox.js')
        .then(({ handleSupportChatRequest }) => handleSupportChatRequest(req, res, options.supportChatDir))
        .catch(done);
    }
    if (pathname === '/_local/error-reports' || pathname.startsWith('/_local/error-reports/')) {
      return void import('../error-sink.js')
        .then(({ handleErrorSinkRequest }) =>
          handleErrorSinkRequest(req, res, options.errorReportsDir, new URL(options.appUrl).origin),
        )
        .catch(done);
    }
    return void serveStatic(req, res, url, webRoot).catch(done);
  });
  server.keepAliveTimeout = 65_000;
  server.on('clientError', refuseClientError);
  server.on('upgrade', (req, socket, head) => {
    if (requestUrl(req)?.pathname !== '/ws') return void socket.destroy();
    void ws.upgrade(req, socket, head);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });

  return {
    connections: ws.registry,
    close: async () => {
      await ws.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
