import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { CieTradeShipment } from '@polyloop/shared/orders/trading';
import { escapeHtml } from './html.js';

/** One shipment the sandbox accepted, as kept on disk. */
export interface ReceivedShipment {
  id: string;
  receivedAt: string;
  accountId: string;
  shipment: CieTradeShipment;
}

const MAX_BODY = 1024 * 1024;
const file = (dir: string) => path.join(dir, 'received.jsonl');

export async function readReceived(dir: string): Promise<ReceivedShipment[]> {
  try {
    const text = await fs.readFile(file(dir), 'utf8');
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ReceivedShipment)
      .reverse();
  } catch {
    return [];
  }
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string | undefined> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The local cloud's stand-in for cieTrade (`/_local/cietrade`), labelled as the sandbox: its API
 * (`POST /_local/cietrade/api/shipments`) checks the account and key headers (a key starting with
 * "revoked" is refused, as a revoked key would be), validates the body
 * with the same schema the product sends, refuses a reference it has seen, and keeps what it
 * accepted; the page lists it (`?format=json` for tests).
 */
export async function handleCieTradeRequest(
  req: IncomingMessage,
  res: ServerResponse,
  dir: string,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/_local/cietrade/api/shipments') {
    if (req.method !== 'POST') return json(res, 405, { message: 'Use POST.' });
    const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const accountId = req.headers['x-cietrade-account'];
    // A key starting with "revoked" stands for one cieTrade no longer accepts, so the refusal path can be tried.
    if (!key || key.startsWith('revoked') || typeof accountId !== 'string' || !accountId)
      return json(res, 401, { message: 'cieTrade did not accept the account or API key.' });
    const text = await readBody(req);
    if (text === undefined) return json(res, 413, { message: 'The shipment is too large.' });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return json(res, 400, { message: 'The body is not JSON.' });
    }
    const parsed = CieTradeShipment.safeParse(body);
    if (!parsed.success)
      return json(res, 422, {
        message: 'The shipment is not valid.',
        errors: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
      });
    const received = await readReceived(dir);
    if (received.some((r) => r.accountId === accountId && r.shipment.reference === parsed.data.reference))
      return json(res, 409, { message: `Shipment ${parsed.data.reference} exists in cieTrade already.` });
    const entry: ReceivedShipment = {
      id: `CT-${randomBytes(4).toString('hex').toUpperCase()}`,
      receivedAt: new Date().toISOString(),
      accountId,
      shipment: parsed.data,
    };
    await fs.mkdir(dir, { recursive: true });
    await fs.appendFile(file(dir), `${JSON.stringify(entry)}\n`);
    return json(res, 201, { id: entry.id });
  }
  const received = await readReceived(dir);
  if (url.searchParams.get('format') === 'json') return json(res, 200, { shipments: received });
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(renderPage(received));
}

function renderPage(received: ReceivedShipment[]): string {
  const rows = received
    .map((r) => {
      const pounds = r.shipment.lines.reduce((sum, l) => sum + l.netWeightLbs, 0);
      const lines = r.shipment.lines
        .map(
          (l) =>
            `${escapeHtml(l.description)} (${l.grade}, ${l.form}) ${l.netWeightLbs.toLocaleString()} lbs`,
        )
        .join('<br>');
      return `<tr><td>${escapeHtml(r.receivedAt)}</td><td>${escapeHtml(r.id)}</td><td>${escapeHtml(r.accountId)}</td><td>${escapeHtml(r.shipment.reference)}</td><td>${escapeHtml(r.shipment.orderReference)}</td><td>${escapeHtml(r.shipment.supplier.name)} → ${escapeHtml(r.shipment.customer.name)}</td><td>${lines}</td><td>${pounds.toLocaleString()}</td></tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>cieTrade sandbox</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1a202c}table{border-collapse:collapse;width:100%}th,td{border:1px solid #cbd5e0;padding:.4rem;text-align:left;vertical-align:top}.sandbox{background:#fefcbf;padding:.5rem 1rem;border-radius:.25rem}</style>
</head>
<body>
<h1>cieTrade sandbox</h1>
<p class="sandbox">This is the local cloud's stand-in for cieTrade. It checks and keeps what Polyloop exports; nothing leaves this machine.</p>
${
  received.length
    ? `<table><caption>Shipments received, newest first</caption><thead><tr><th>Received</th><th>cieTrade id</th><th>Account</th><th>Reference</th><th>Order</th><th>From → to</th><th>Lines</th><th>Net lbs</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No shipments received yet. Export one from a shipment’s page in the app.</p>'
}
</body>
</html>`;
}
