import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What the web app's first page costs before it shows anything: the scripts index.html loads or
 * preloads (`<script src>`, `<link rel="modulepreload">`), gzipped. Whatever loads later (a
 * page, the sign-in's Cognito client, charts, maps, Sentry) is not counted: it is what the
 * splitting is for.
 */
export const WEB_INITIAL_JS_BUDGET = 200 * 1024;

export interface InitialScript {
  file: string;
  gzip: number;
}

/** The initial scripts of a built app (`web/dist` or another out dir), largest first. */
export function initialScripts(dist: string): InitialScript[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = new Set(
    [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map(
      (m) => m[1]!,
    ),
  );
  return [...files]
    .map((file) => ({
      file,
      gzip: gzipSync(readFileSync(path.join(dist, file.replace(/^\//, ''))), { level: 9 }).byteLength,
    }))
    .sort((a, b) => b.gzip - a.gzip);
}
