import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { sendJson as sendAwsJson } from './aws-endpoints/http.js';

/** What a local sandbox keeps: one JSON line per record it took, in a file of its own. */
export function jsonLines<T>(dir: string, name: string) {
  const file = path.join(dir, name);
  return {
    async append(record: T): Promise<void> {
      await fs.mkdir(dir, { recursive: true });
      await fs.appendFile(file, `${JSON.stringify(record)}\n`);
    },
    /** The records, newest first (a line that does not parse is passed over). */
    async newestFirst(limit = 200): Promise<T[]> {
      let text: string;
      try {
        text = await fs.readFile(file, 'utf8');
      } catch {
        return [];
      }
      const records: T[] = [];
      for (const line of text.split('\n').reverse()) {
        if (records.length >= limit) break;
        if (!line) continue;
        try {
          records.push(JSON.parse(line) as T);
        } catch {
          // A line cut short by a crash mid-write: the others still show.
        }
      }
      return records;
    },
  };
}

/** The request's body, or undefined once it passes `max` bytes (the caller answers 413). */
export async function bodyUpTo(req: IncomingMessage, max: number): Promise<Buffer | undefined> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** A JSON answer that no cache keeps (what a sandbox holds changes with every call). */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  sendAwsJson(res, status, body, { 'cache-control': 'no-store', ...headers });
}

export function sendHtml(res: ServerResponse, html: string): void {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

/** A sandbox page: its title, the banner saying it is a sandbox, and its content. */
export function sandboxPage(title: string, banner: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Polyloop local</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 70rem; padding: 1.5rem; color: #1a202c; }
  h1 { font-size: 1.4rem; } h1 small { font-weight: normal; color: #718096; font-size: .9rem; }
  .sandbox { background: #fefcbf; padding: .5rem 1rem; border-radius: .25rem; }
  table { border-collapse: collapse; width: 100%; } caption { text-align: left; font-weight: 600; padding: .5rem 0; }
  th, td { border: 1px solid #cbd5e0; padding: .4rem; text-align: left; vertical-align: top; }
  pre { white-space: pre-wrap; margin: 0; font: 13px/1.4 ui-monospace, monospace; }
  details summary { cursor: pointer; }
</style>
</head>
<body>
<h1>${title} <small>newest first · <a href="?format=json">JSON</a></small></h1>
<p class="sandbox">${banner}</p>
${content}
</body>
</html>`;
}
