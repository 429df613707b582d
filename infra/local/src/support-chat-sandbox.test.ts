import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleSupportChatRequest, type ReceivedChatMessage } from './support-chat-sandbox.js';

let server: Server;
let base: string;
const dir = mkdtempSync(path.join(tmpdir(), 'polyloop-support-chat-'));

beforeAll(async () => {
  server = createServer((req, res) => void handleSupportChatRequest(req, res, dir));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_local/support-chat`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

const message = {
  conversationId: 'conv-1',
  userId: 'f'.repeat(64),
  companyName: 'Great Lakes Polymers',
  route: '/haves/:id/details',
  text: '  How do I <b>counter</b> an offer?  ',
};
const post = (body: unknown) =>
  fetch(`${base}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('the support chat sandbox', () => {
  it('keeps a message and lists it, newest first, on a page that says it is a sandbox', async () => {
    const res = await post(message);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await post({ ...message, text: 'A second one' });

    const { messages } = (await (await fetch(`${base}?format=json`)).json()) as {
      messages: ReceivedChatMessage[];
    };
    expect(messages.map((m) => m.text)).toEqual(['A second one', 'How do I <b>counter</b> an offer?']);
    expect(messages[1]).toMatchObject({ id, conversationId: 'conv-1', route: '/haves/:id/details' });

    const page = await (await fetch(base)).text();
    expect(page).toContain('Support chat sandbox');
    expect(page).toContain('nobody answers them');
    expect(page).toContain('How do I &lt;b&gt;counter&lt;/b&gt; an offer?');
  });

  it.each([
    ['an empty message', { ...message, text: '   ' }, 422],
    ['a message over 2,000 characters', { ...message, text: 'x'.repeat(2001) }, 422],
    ['a person named by e-mail instead of the support hash', { ...message, userId: 'ada@example.com' }, 422],
    ['a body that is not JSON', '{"text":', 400],
    ['a body over 16 KiB', 'x'.repeat(16 * 1024 + 1), 413],
  ])('refuses %s', async (_what, body, status) => {
    const res = await post(body);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { message: string }).message).toBeTruthy();
  });

  it('refuses other methods and paths', async () => {
    expect((await fetch(`${base}/messages`)).status).toBe(405);
    expect((await fetch(base, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${base}/elsewhere`)).status).toBe(404);
  });
});
