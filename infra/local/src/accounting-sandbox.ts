import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { escapeHtml } from './html.js';

/**
 * The local cloud's sandbox accounting service (`/_local/accounting`), standing in for QuickBooks
 * Online and Xero: an authorization page with a Connect button that sends the person back with a
 * code, a token endpoint (codes and refresh tokens for tokens that last an hour), and an API in a
 * small JSON protocol (`/api/accounts | tax-rates | terms | items | parties`, `POST /api/parties`,
 * `PUT /api/documents/{reference}`) with the real services' validation: a name already a vendor or
 * customer, an item not for sale or not purchasable, a total below 0, no account (settings
 * missing). Refusals are `{ code, message }`. Each connect makes a sandbox company (realm) with a
 * chart of accounts, tax rates, terms, items and a customer and vendor. The page lists what it
 * received, marked Sandbox (`?format=json` for tests).
 */

interface Option {
  id: string;
  name: string;
  detail: string | null;
}
interface Item extends Option {
  forSale: boolean;
  purchasable: boolean;
}
interface Party {
  id: string;
  name: string;
  kind: 'CUSTOMER' | 'VENDOR';
}
interface Received {
  id: string;
  number: string;
  reference: string;
  kind: 'INVOICE' | 'BILL';
  partyId: string;
  partyName: string;
  date: string;
  totalCents: number;
  lines: { description: string; itemId?: string; amountCents: number }[];
  receivedAt: string;
  updates: number;
}
interface Realm {
  id: string;
  provider: string;
  createdAt: string;
  accounts: Option[];
  taxRates: Option[];
  terms: Option[];
  items: Item[];
  parties: Party[];
  documents: Received[];
}
interface State {
  realms: Record<string, Realm>;
  codes: Record<string, string>;
  access: Record<string, { realmId: string; expiresAt: number }>;
  refresh: Record<string, string>;
}

const MAX_BODY = 256 * 1024;
const TOKEN_SECONDS = 3600;
const file = (dir: string) => path.join(dir, 'state.json');

async function load(dir: string): Promise<State> {
  try {
    return JSON.parse(await fs.readFile(file(dir), 'utf8')) as State;
  } catch {
    return { realms: {}, codes: {}, access: {}, refresh: {} };
  }
}

async function save(dir: string, state: State) {
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(`${file(dir)}.tmp`, JSON.stringify(state));
  await fs.rename(`${file(dir)}.tmp`, file(dir));
}

/** Requests change the state one at a time (read, change, write). */
let queue: Promise<unknown> = Promise.resolve();
function serially<T>(run: () => Promise<T>): Promise<T> {
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}

const id = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex').toUpperCase()}`;

function newRealm(provider: string): Realm {
  return {
    id: id('REALM'),
    provider,
    createdAt: new Date().toISOString(),
    accounts: [
      { id: '4000', name: 'Sales of recycled materials', detail: 'Income' },
      { id: '5000', name: 'Cost of materials', detail: 'Cost of Goods Sold' },
      { id: '1200', name: 'Accounts receivable', detail: 'Accounts Receivable' },
      { id: '2000', name: 'Accounts payable', detail: 'Accounts Payable' },
    ],
    taxRates: [
      { id: 'TAX-NONE', name: 'No tax', detail: '0%' },
      { id: 'TAX-825', name: 'Sales tax 8.25%', detail: '8.25%' },
    ],
    terms: [
      { id: 'DUE', name: 'Due on receipt', detail: '0 days' },
      { id: 'NET15', name: 'Net 15', detail: '15 days' },
      { id: 'NET30', name: 'Net 30', detail: '30 days' },
    ],
    items: [
      { id: 'ITEM-MATERIAL', name: 'Recycled material', detail: null, forSale: true, purchasable: true },
      { id: 'ITEM-FREIGHT', name: 'Freight in', detail: null, forSale: false, purchasable: true },
      { id: 'ITEM-CONSULTING', name: 'Consulting', detail: null, forSale: true, purchasable: false },
    ],
    parties: [
      { id: 'C-1001', name: 'Sandbox Customer Co', kind: 'CUSTOMER' },
      { id: 'V-1001', name: 'Sandbox Vendor Co', kind: 'VENDOR' },
    ],
    documents: [],
  };
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}
const refuse = (res: ServerResponse, status: number, code: string, message: string) =>
  json(res, status, { code, message });

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

/** The redirect may only lead back to this machine: the sandbox is no open redirector. */
function localRedirect(text: string | null): URL | undefined {
  try {
    const url = new URL(text ?? '');
    return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) && /^https?:$/.test(url.protocol)
      ? url
      : undefined;
  } catch {
    return undefined;
  }
}

export async function handleAccountingRequest(
  req: IncomingMessage,
  res: ServerResponse,
  dir: string,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const sub = url.pathname.replace(/^\/_local\/accounting/, '') || '/';
  if (sub === '/authorize') return authorizePage(res, url);
  if (sub === '/authorize/grant') return serially(() => grant(res, url, dir));
  if (sub === '/oauth/token' && req.method === 'POST') {
    const text = await readBody(req);
    return serially(() => token(res, new URLSearchParams(text ?? ''), dir));
  }
  if (sub === '/oauth/revoke' && req.method === 'POST') {
    const text = await readBody(req);
    return serially(() => revoke(res, new URLSearchParams(text ?? ''), dir));
  }
  if (sub.startsWith('/api/')) {
    const text = req.method === 'GET' ? '' : await readBody(req);
    if (text === undefined) return refuse(res, 413, 'TOO_LARGE', 'The request is too large.');
    return serially(() => api(req, res, sub.slice('/api'.length), text, dir));
  }
  const state = await load(dir);
  if (url.searchParams.get('format') === 'json')
    return json(res, 200, { realms: Object.values(state.realms) });
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(renderPage(Object.values(state.realms)));
}

function authorizePage(res: ServerResponse, url: URL) {
  const redirect = localRedirect(url.searchParams.get('redirect_uri'));
  const state = url.searchParams.get('state') ?? '';
  const provider = url.searchParams.get('provider') === 'XERO' ? 'Xero' : 'QuickBooks Online';
  if (!redirect || !state)
    return refuse(res, 400, 'BAD_REQUEST', 'redirect_uri (on this machine) and state are required.');
  const grantUrl = `/_local/accounting/authorize/grant?${new URLSearchParams({
    provider: url.searchParams.get('provider') ?? 'QUICKBOOKS',
    redirect_uri: redirect.toString(),
    state,
  })}`;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox accounting service: connect</title>${STYLE}</head>
<body><h1>Sandbox accounting service</h1>
<p class="sandbox">Sandbox: the local cloud's stand-in for ${escapeHtml(provider)}. Nothing leaves this machine.</p>
<p>Polyloop asks to send invoices and bills to a sandbox ${escapeHtml(provider)} company.</p>
<p><a class="button" href="${escapeHtml(grantUrl)}">Connect</a> <a href="${escapeHtml(redirect.toString())}?error=access_denied&amp;state=${escapeHtml(encodeURIComponent(state))}">Cancel</a></p>
</body></html>`);
}

async function grant(res: ServerResponse, url: URL, dir: string) {
  const redirect = localRedirect(url.searchParams.get('redirect_uri'));
  const stateParam = url.searchParams.get('state');
  if (!redirect || !stateParam)
    return refuse(res, 400, 'BAD_REQUEST', 'redirect_uri and state are required.');
  const state = await load(dir);
  const realm = newRealm(url.searchParams.get('provider') ?? 'QUICKBOOKS');
  const code = randomBytes(16).toString('hex');
  state.realms[realm.id] = realm;
  state.codes[code] = realm.id;
  await save(dir, state);
  redirect.searchParams.set('code', code);
  redirect.searchParams.set('state', stateParam);
  redirect.searchParams.set('realmId', realm.id);
  res.writeHead(302, { location: redirect.toString(), 'cache-control': 'no-store' });
  res.end();
}

async function token(res: ServerResponse, form: URLSearchParams, dir: string) {
  const state = await load(dir);
  let realmId: string | undefined;
  if (form.get('grant_type') === 'authorization_code') {
    realmId = state.codes[form.get('code') ?? ''];
    delete state.codes[form.get('code') ?? ''];
  } else if (form.get('grant_type') === 'refresh_token') {
    realmId = state.refresh[form.get('refresh_token') ?? ''];
    delete state.refresh[form.get('refresh_token') ?? ''];
  }
  if (!realmId) return refuse(res, 400, 'INVALID_GRANT', 'The code or refresh token is not valid.');
  const access = randomBytes(16).toString('hex');
  const refresh = randomBytes(16).toString('hex');
  state.access[access] = { realmId, expiresAt: Date.now() + TOKEN_SECONDS * 1000 };
  state.refresh[refresh] = realmId;
  await save(dir, state);
  return json(res, 200, {
    access_token: access,
    refresh_token: refresh,
    expires_in: TOKEN_SECONDS,
    realm_id: realmId,
  });
}

async function revoke(res: ServerResponse, form: URLSearchParams, dir: string) {
  const state = await load(dir);
  delete state.refresh[form.get('token') ?? ''];
  await save(dir, state);
  return json(res, 200, {});
}

async function api(req: IncomingMessage, res: ServerResponse, sub: string, text: string, dir: string) {
  const state = await load(dir);
  const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
  const grantFor = state.access[bearer];
  const realm = grantFor && grantFor.expiresAt > Date.now() ? state.realms[grantFor.realmId] : undefined;
  if (!realm) return refuse(res, 401, 'UNAUTHORIZED', 'The access token is not valid or has expired.');
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return refuse(res, 400, 'BAD_REQUEST', 'The body is not JSON.');
  }
  if (req.method === 'GET') {
    const lists: Record<string, unknown[]> = {
      '/accounts': realm.accounts,
      '/tax-rates': realm.taxRates,
      '/terms': realm.terms,
      '/items': realm.items,
      '/parties': realm.parties,
    };
    const list = lists[sub];
    return list ? json(res, 200, { data: list }) : refuse(res, 404, 'NOT_FOUND', 'No such list.');
  }
  if (sub === '/parties' && req.method === 'POST') {
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    const kind = body.kind === 'VENDOR' ? 'VENDOR' : 'CUSTOMER';
    if (!name) return refuse(res, 400, 'BAD_REQUEST', 'A name is required.');
    // As in QuickBooks: a name is unique across customers and vendors.
    if (realm.parties.some((p) => p.name.toLowerCase() === name.toLowerCase()))
      return refuse(
        res,
        409,
        'DUPLICATE_NAME',
        `Duplicate Name Exists Error: "${name}" is already a vendor or customer.`,
      );
    const party: Party = { id: id(kind === 'CUSTOMER' ? 'C' : 'V'), name, kind };
    realm.parties.push(party);
    await save(dir, state);
    return json(res, 201, party);
  }
  const document = /^\/documents\/([^/]+)$/.exec(sub);
  if (document && req.method === 'PUT')
    return putDocument(res, state, realm, decodeURIComponent(document[1]!), body, dir);
  return refuse(res, 404, 'NOT_FOUND', 'No such endpoint.');
}

async function putDocument(
  res: ServerResponse,
  state: State,
  realm: Realm,
  reference: string,
  body: Record<string, unknown>,
  dir: string,
) {
  const kind = body.kind === 'BILL' ? 'BILL' : 'INVOICE';
  const lines = Array.isArray(body.lines) ? (body.lines as Received['lines']) : [];
  const party = realm.parties.find(
    (p) => p.id === body.partyId && p.kind === (kind === 'INVOICE' ? 'CUSTOMER' : 'VENDOR'),
  );
  if (!party)
    return refuse(res, 422, 'REFUSED', `The ${kind === 'INVOICE' ? 'customer' : 'vendor'} is not known.`);
  if (!realm.accounts.some((a) => a.id === body.accountId))
    return refuse(
      res,
      422,
      'SETTINGS_MISSING',
      'An income or expense account is required (accounting settings missing).',
    );
  for (const line of lines) {
    if (!line.itemId) continue;
    const item = realm.items.find((i) => i.id === line.itemId);
    if (!item) return refuse(res, 422, 'REFUSED', `Item ${line.itemId} is not known.`);
    if (kind === 'INVOICE' && !item.forSale)
      return refuse(res, 422, 'ITEM_NOT_FOR_SALE', `Item ${item.name} is not marked for sale.`);
    if (kind === 'BILL' && !item.purchasable)
      return refuse(res, 422, 'ITEM_NOT_PURCHASABLE', `Item ${item.name} is not purchasable.`);
  }
  const total = Number(body.totalCents);
  if (!Number.isInteger(total) || total < 0)
    return refuse(res, 422, 'TOTAL_NEGATIVE', 'Total sent must be 0 or greater.');
  // One record per reference: a retry updates the record it made.
  const existing = realm.documents.find((d) => d.reference === reference && d.kind === kind);
  const prefix =
    realm.provider === 'XERO'
      ? kind === 'INVOICE'
        ? 'XR-INV'
        : 'XR-BILL'
      : kind === 'INVOICE'
        ? 'QB'
        : 'QB-BILL';
  const record: Received = {
    id: existing?.id ?? id('DOC'),
    number: existing?.number ?? `${prefix}-${1001 + realm.documents.filter((d) => d.kind === kind).length}`,
    reference,
    kind,
    partyId: party.id,
    partyName: party.name,
    date: String(body.date ?? ''),
    totalCents: total,
    lines,
    receivedAt: new Date().toISOString(),
    updates: existing ? existing.updates + 1 : 0,
  };
  realm.documents = [...realm.documents.filter((d) => d !== existing), record];
  await save(dir, state);
  return json(res, existing ? 200 : 201, { id: record.id, number: record.number });
}

const STYLE =
  '<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1a202c}table{border-collapse:collapse;width:100%;margin-bottom:1.5rem}th,td{border:1px solid #cbd5e0;padding:.4rem;text-align:left;vertical-align:top}.sandbox{background:#fefcbf;padding:.5rem 1rem;border-radius:.25rem}.button{display:inline-block;background:#2b6cb0;color:#fff;padding:.5rem 1.25rem;border-radius:.25rem;text-decoration:none}</style>';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function renderPage(realms: Realm[]): string {
  const sections = realms
    .map((realm) => {
      const parties = realm.parties
        .map(
          (p) =>
            `<tr><td>${escapeHtml(p.id)}</td><td>${p.kind === 'CUSTOMER' ? 'Customer' : 'Vendor'}</td><td>${escapeHtml(p.name)}</td></tr>`,
        )
        .join('');
      const documents = realm.documents
        .map(
          (d) =>
            `<tr><td>${escapeHtml(d.receivedAt)}</td><td>${d.kind === 'INVOICE' ? 'Invoice' : 'Bill'}</td><td>${escapeHtml(d.number)}</td><td>${escapeHtml(d.reference)}</td><td>${escapeHtml(d.partyName)}</td><td>${dollars(d.totalCents)}</td><td>${d.updates}</td></tr>`,
        )
        .join('');
      return `<h2>${escapeHtml(realm.provider === 'XERO' ? 'Xero' : 'QuickBooks Online')} sandbox company ${escapeHtml(realm.id)}</h2>
<table><caption>Customers and vendors</caption><thead><tr><th>Id</th><th>Kind</th><th>Name</th></tr></thead><tbody>${parties}</tbody></table>
<table><caption>Invoices and bills received</caption><thead><tr><th>Last received</th><th>Kind</th><th>Number</th><th>Polyloop reference</th><th>Customer or vendor</th><th>Total</th><th>Updates</th></tr></thead><tbody>${documents || '<tr><td colspan="7">None yet.</td></tr>'}</tbody></table>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox accounting service</title>${STYLE}</head>
<body><h1>Sandbox accounting service</h1>
<p class="sandbox">Sandbox: the local cloud's stand-in for QuickBooks Online and Xero. It checks and keeps what Polyloop sends; nothing leaves this machine.</p>
${sections || '<p>Nothing connected yet. Connect QuickBooks Online or Xero under Administration → Integrations.</p>'}
</body></html>`;
}
