import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createAttachmentEnvelopeItem,
  addItemToEnvelope,
  createEventEnvelope,
  getEnvelopeEndpointWithUrlEncodedAuth,
  makeDsn,
  serializeEnvelope,
  type DsnComponents,
} from '@sentry/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  handleErrorSinkRequest,
  localErrorDsn,
  parseEnvelope,
  type ReceivedErrorReport,
} from './error-sink.js';

let server: Server;
let base: string;
let dsn: DsnComponents;
const dir = mkdtempSync(path.join(tmpdir(), 'polyloop-error-sink-'));

beforeAll(async () => {
  server = createServer((req, res) => void handleErrorSinkRequest(req, res, dir, base));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dsn = makeDsn(localErrorDsn(base))!;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

/** Sends an envelope where Sentry's SDK sends it for the local DSN. */
const post = (
  body: string | Uint8Array,
  endpoint = getEnvelopeEndpointWithUrlEncodedAuth(dsn),
  origin = base,
) => fetch(endpoint, { method: 'POST', body, headers: { origin } });

const reports = async () =>
  (
    (await (await fetch(`${base}/_local/error-reports?format=json`)).json()) as {
      reports: ReceivedErrorReport[];
    }
  ).reports;

describe('the local error-report sink (the local Sentry)', () => {
  it('is where Sentry’s SDK sends for the local DSN, and keeps the error events it is sent', async () => {
    const envelope = createEventEnvelope(
      {
        event_id: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
        level: 'error',
        exception: { values: [{ type: 'TypeError', value: 'x is undefined' }] },
        tags: { tenant: 'tenant-1', route: '/haves/:id/details' },
      },
      dsn,
    );
    const res = await post(serializeEnvelope(envelope));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' });
    // Only the app's own origin is granted CORS, never '*'.
    expect(res.headers.get('access-control-allow-origin')).toBe(base);

    const [latest] = await reports();
    expect(latest?.event).toMatchObject({
      event_id: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      tags: { tenant: 'tenant-1', route: '/haves/:id/details' },
    });

    const page = await (await fetch(`${base}/_local/error-reports`)).text();
    expect(page).toContain('stand-in for Sentry');
    expect(page).toContain('TypeError: x is undefined');
    expect(page).toContain('tenant=tenant-1');

    // A page on another origin is not granted CORS, so it cannot read the sink's answer.
    const elsewhere = await post(
      serializeEnvelope(createEventEnvelope({ event_id: 'c'.repeat(32), message: 'from elsewhere' }, dsn)),
      undefined,
      'https://elsewhere.example',
    );
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('reads items that give their length, such as attachments, and keeps the event beside them', async () => {
    const envelope = addItemToEnvelope(
      createEventEnvelope({ event_id: 'b'.repeat(32), message: 'with attachment' }, dsn),
      createAttachmentEnvelopeItem({ filename: 'a.txt', data: 'line one\nline two' }),
    );
    const parsed = parseEnvelope(Buffer.from(serializeEnvelope(envelope)));
    expect(parsed.items.map((i) => i.type)).toEqual(['event', 'attachment']);
    expect(parsed.items[1]?.payload).toBe('line one\nline two');

    expect((await post(serializeEnvelope(envelope))).status).toBe(200);
    expect((await reports())[0]?.event.message).toBe('with attachment');
  });

  it('takes sessions and client reports without listing them', async () => {
    const before = (await reports()).length;
    const session = `${JSON.stringify({ sent_at: new Date().toISOString() })}\n${JSON.stringify({ type: 'session' })}\n${JSON.stringify({ sid: 's', status: 'ok' })}\n`;
    expect((await post(session)).status).toBe(200);
    expect(await reports()).toHaveLength(before);
  });

  it.each([
    ['no key', (e: string) => e.replace(/sentry_key=[^&]+/, ''), 'x', 401],
    ['another key', (e: string) => e.replace(/sentry_key=[^&]+/, 'sentry_key=stranger'), 'x', 401],
    ['a body that is not an envelope', (e: string) => e, 'not json', 400],
    ['an item without a type', (e: string) => e, '{}\n{"length":2}\n{}\n', 400],
    ['an item cut short', (e: string) => e, '{}\n{"type":"attachment","length":99}\nab\n', 400],
    ['a body over 1 MiB', (e: string) => e, 'x'.repeat(1024 * 1024 + 1), 413],
  ])('refuses %s', async (_what, endpoint, body, status) => {
    const res = await post(body, endpoint(getEnvelopeEndpointWithUrlEncodedAuth(dsn)));
    expect(res.status).toBe(status);
  });

  it('answers a preflight and refuses other methods and other paths', async () => {
    const endpoint = getEnvelopeEndpointWithUrlEncodedAuth(dsn);
    expect((await fetch(endpoint, { method: 'OPTIONS' })).status).toBe(204);
    expect((await fetch(endpoint)).status).toBe(405);
    expect((await fetch(`${base}/_local/error-reports`, { method: 'DELETE' })).status).toBe(405);
    expect((await fetch(`${base}/_local/error-reports/elsewhere`)).status).toBe(404);
  });
});
