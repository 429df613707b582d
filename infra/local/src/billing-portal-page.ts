import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import {
  centsOf,
  dollarsOf,
  PLAN_CARDS,
  type BillingFrequency,
  type SubscriptionTier,
} from '@polyloop/shared';
import {
  readSandboxSession,
  SANDBOX_INVOICE_ITEMS_PATH,
  SandboxInvoiceItem,
  type SandboxSession,
  type SandboxWebhook,
} from '@polyloop/functions/adapters/billing/sandbox-session';
import { signWebhook, verifyWebhookSignature } from '@polyloop/functions/adapters/billing/signature';
import { escapeHtml } from './html.js';

export interface BillingPortalOptions {
  /** Defaults to BILLING_SANDBOX_SECRET, which the supervisor sets. */
  secret?: string;
  /** Defaults to APP_URL: the webhook goes to `${appUrl}/api/webhooks/billing`. */
  appUrl?: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** Where the invoice items it is sent are kept (one JSON line each); without it, none are kept. */
  dir?: string;
}

/** An invoice item the sandbox took, as kept on disk and listed on the page. */
export interface ReceivedInvoiceItem extends SandboxInvoiceItem {
  id: string;
  receivedAt: string;
}

const itemsFile = (dir: string) => path.join(dir, 'invoice-items.jsonl');

/** The invoice items received, newest first. */
export async function readInvoiceItems(dir: string | undefined): Promise<ReceivedInvoiceItem[]> {
  if (!dir) return [];
  try {
    return (await fs.readFile(itemsFile(dir), 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ReceivedInvoiceItem)
      .reverse();
  } catch {
    return [];
  }
}

/** Invoice items, as Stripe's API takes them: signed, and once per idempotency key (the same key answers the same item). */
async function handleInvoiceItems(
  req: IncomingMessage,
  res: ServerResponse,
  { secret, now, dir }: { secret: string; now: () => number; dir: string | undefined },
): Promise<void> {
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  if (req.method === 'GET') {
    const items = await readInvoiceItems(dir);
    if (new URL(req.url ?? '/', 'http://localhost').searchParams.get('format') === 'json')
      return json(200, { items });
    return page(res, 200, layout(renderInvoiceItems(items)));
  }
  if (req.method !== 'POST') return json(405, { message: 'Use GET or POST.' });
  const raw = await readBody(req);
  try {
    const signature = req.headers['stripe-signature'];
    verifyWebhookSignature(secret, raw, typeof signature === 'string' ? signature : undefined, now());
  } catch {
    return json(401, { message: 'The signature does not match.' });
  }
  let parsed;
  try {
    parsed = SandboxInvoiceItem.safeParse(JSON.parse(raw));
  } catch {
    return json(400, { message: 'The body is not JSON.' });
  }
  if (!parsed.success) return json(400, { message: 'The body is not an invoice item.' });
  if (!dir) return json(503, { message: 'The sandbox keeps no invoice items here.' });
  const seen = (await readInvoiceItems(dir)).find((i) => i.idempotencyKey === parsed.data.idempotencyKey);
  if (seen) return json(200, { id: seen.id });
  const item: ReceivedInvoiceItem = {
    id: `ii_sandbox_${randomBytes(6).toString('hex')}`,
    receivedAt: new Date(now()).toISOString(),
    ...parsed.data,
  };
  await fs.mkdir(dir, { recursive: true });
  await fs.appendFile(itemsFile(dir), `${JSON.stringify(item)}\n`);
  return json(200, { id: item.id });
}

const frequencies: Array<{ value: BillingFrequency; label: string; months: number }> = [
  { value: 'MONTHLY', label: 'Monthly', months: 1 },
  { value: 'BI_ANNUALLY', label: 'Every 6 months', months: 6 },
  { value: 'ANNUALLY', label: 'Yearly', months: 12 },
];
const expired =
  'This billing portal link is invalid or has expired. Open the billing page again to get a new one.';
/** The sandbox's list prices per month, in dollars; Enterprise is priced per agreement. */
const monthlyPrice: Record<SubscriptionTier, number | null> = {
  PLATFORM: 0,
  INTELLIGENCE: 1000,
  ENTERPRISE: null,
};

/**
 * The local cloud's stand-in for Stripe's customer portal (`/_local/billing-portal`), clearly
 * labelled as a sandbox. Saving posts a webhook signed exactly as Stripe signs to the product's
 * real webhook route, then sends the browser back where the product asked.
 */
export async function handleBillingPortalRequest(
  req: IncomingMessage,
  res: ServerResponse,
  options: BillingPortalOptions = {},
): Promise<void> {
  const secret = options.secret ?? process.env.BILLING_SANDBOX_SECRET ?? '';
  const appUrl = options.appUrl ?? process.env.APP_URL ?? 'http://localhost:3000';
  const now = options.now ?? Date.now;
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === SANDBOX_INVOICE_ITEMS_PATH)
    return handleInvoiceItems(req, res, { secret, now, dir: options.dir });
  if (req.method === 'GET') {
    const token = url.searchParams.get('session') ?? '';
    const session = readSandboxSession(token, secret, now());
    if (!session) return page(res, 401, renderMessage(expired));
    const items = (await readInvoiceItems(options.dir)).filter((i) => i.tenantId === session.tenantId);
    return page(res, 200, renderPortal(session, token, safeReturnUrl(session.returnUrl, appUrl), items));
  }
  if (req.method !== 'POST') {
    res.writeHead(405, { allow: 'GET, POST' });
    return void res.end();
  }
  const form = new URLSearchParams(await readBody(req));
  const session = readSandboxSession(form.get('session'), secret, now());
  if (!session) return page(res, 401, renderMessage(expired));
  const body = JSON.stringify(webhookFor(session, form, now()));
  const response = await (options.fetch ?? fetch)(new URL('/api/webhooks/billing', appUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signWebhook(secret, body, Math.floor(now() / 1000)),
    },
    body,
  });
  if (!response.ok)
    return page(
      res,
      502,
      renderMessage(`The product's billing webhook answered ${response.status}: ${await response.text()}`),
    );
  res.writeHead(303, { location: safeReturnUrl(session.returnUrl, appUrl) });
  res.end();
}

/** What the saved form changes, as the product's webhook reads it. */
export function webhookFor(session: SandboxSession, form: URLSearchParams, now: number): SandboxWebhook {
  const tier = PLAN_CARDS.find((card) => card.tier === form.get('tier'))?.tier ?? 'PLATFORM';
  const frequency = frequencies.find((option) => option.value === form.get('frequency')) ?? frequencies[0]!;
  const paymentMethodConfigured = form.has('paymentMethod');
  const paid = tier !== 'PLATFORM';
  const nextBill = new Date(now);
  nextBill.setUTCMonth(nextBill.getUTCMonth() + frequency.months);
  const price = monthlyPrice[tier];
  return {
    type: 'subscription.updated',
    tenantId: session.tenantId,
    customerId: session.customerId,
    changes: {
      subscriptionTier: tier,
      billingFrequency: paid ? frequency.value : null,
      cancelAtPeriodEnd: paid && form.has('cancelAtPeriodEnd'),
      paymentMethodConfigured,
      subscriptionStatus: !paid ? 'FREE' : paymentMethodConfigured ? 'ACTIVE' : 'PAST_DUE',
      nextBillDate: paid ? nextBill.toISOString() : null,
      upcomingPaymentCents: paid && price !== null ? centsOf(price) * frequency.months : null,
      unlimitedSeats: tier === 'ENTERPRISE',
      ...(tier === 'ENTERPRISE' ? { maxUsers: null } : {}),
    },
  };
}

/** Only back into the web app: the session is signed, but a redirect should never leave it. */
function safeReturnUrl(returnUrl: string, appUrl: string): string {
  const target = new URL(returnUrl, appUrl);
  return target.origin === new URL(appUrl).origin ? target.toString() : appUrl;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function page(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

const money = (cents: number) =>
  dollarsOf(cents).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

function renderInvoiceItems(items: ReceivedInvoiceItem[]): string {
  if (!items.length) return '<h2>Invoice items</h2><p>No invoice items received yet.</p>';
  const rows = items
    .map(
      (i) =>
        `<tr><td>${escapeHtml(i.receivedAt)}</td><td>${escapeHtml(i.id)}</td><td>${escapeHtml(i.companyName)}</td><td>${escapeHtml(i.description)}</td><td>${money(i.amountCents)}</td><td>${i.chargedNow ? 'Charged now (sandbox: no payment taken)' : 'Next invoice'}</td></tr>`,
    )
    .join('');
  return `<h2>Invoice items</h2>
<table><caption>Charged now or added to the next invoice, newest first</caption><thead><tr><th>Received</th><th>Item</th><th>Company</th><th>Description</th><th>Amount</th><th>When</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function renderPortal(
  session: SandboxSession,
  token: string,
  backUrl: string,
  items: ReceivedInvoiceItem[] = [],
): string {
  const cards = PLAN_CARDS.map(
    (card, index) => `
      <label class="card${card.recommended ? ' recommended' : ''}">
        <input type="radio" name="tier" value="${card.tier}"${index === 1 ? ' checked' : ''}>
        <strong>${escapeHtml(card.name)}</strong>
        <span class="price">${escapeHtml(card.price)}${card.priceNote ? ` <small>${escapeHtml(card.priceNote)}</small>` : ''}</span>
        <ul>${card.features.map((feature) => `<li>${escapeHtml(feature)}</li>`).join('')}</ul>
      </label>`,
  ).join('');
  const options = frequencies
    .map((option) => `<option value="${option.value}">${option.label}</option>`)
    .join('');
  return layout(`
<p class="company">${escapeHtml(session.companyName)} <small>${escapeHtml(session.email)} · customer ${escapeHtml(session.customerId)}</small></p>
<form method="post">
  <input type="hidden" name="session" value="${escapeHtml(token)}">
  <fieldset><legend>Plan</legend><div class="cards">${cards}</div></fieldset>
  <p><label>Billing frequency <select name="frequency">${options}</select></label></p>
  <p><label><input type="checkbox" name="paymentMethod" checked> Payment method on file</label></p>
  <p><label><input type="checkbox" name="cancelAtPeriodEnd"> Cancel at period end</label></p>
  <p><button type="submit">Save</button> <a href="${escapeHtml(backUrl)}">Back without saving</a></p>
</form>
${renderInvoiceItems(items)}`);
}

function renderMessage(message: string): string {
  return layout(`<p role="alert">${escapeHtml(message)}</p>`);
}

function layout(content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox billing portal · Polyloop local</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1.5rem; color: #1a202c; }
  .banner { background: #fefcbf; border: 1px solid #d69e2e; border-radius: .5rem; padding: .5rem 1rem; }
  .company small { color: #718096; } fieldset { border: 0; padding: 0; } legend { font-weight: 600; }
  .cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); gap: 1rem; }
  .card { border: 1px solid #e2e8f0; border-radius: .5rem; padding: 1rem; display: block; cursor: pointer; }
  .card.recommended { border-color: #3182ce; } .card:has(input:checked) { outline: 2px solid #3182ce; }
  .price { display: block; font-size: 1.3rem; } .price small { font-size: .85rem; color: #718096; }
  table { border-collapse: collapse; width: 100%; } th, td { border: 1px solid #e2e8f0; padding: .3rem .5rem; text-align: left; }
  button { font: inherit; padding: .5rem 1.25rem; background: #2b6cb0; color: white; border: 0; border-radius: .25rem; cursor: pointer; }
</style>
</head>
<body>
<h1>Sandbox billing portal — no real payments</h1>
<p class="banner">This page stands in for the billing provider in the local cloud. Saving sends the product a signed webhook, as the real provider would; nobody is charged.</p>
${content}
</body>
</html>`;
}
