import { afterEach, describe, expect, it, vi } from 'vitest';
import { intercomChat, sandboxChat } from './support-chat';

/** A window as far as Intercom's snippet goes: the global it defines, and the script tag it adds. */
function fakeWindow() {
  const scripts: { src: string; async: boolean }[] = [];
  const win = {
    Intercom: undefined as ((...args: unknown[]) => void) | undefined,
    document: {
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (s: { src: string; async: boolean }) => void scripts.push(s) },
    },
  };
  const calls = () => (win.Intercom as unknown as { q: unknown[][] }).q;
  return { win: win as unknown as Window, scripts, calls };
}

const person = { supportHash: 'a'.repeat(64), companyName: 'Great Lakes Polymers' };

afterEach(() => vi.useRealTimers());

describe('the Intercom adapter', () => {
  it('loads the widget only when the chat is first opened, and boots it with the support hash, never an e-mail', () => {
    const { win, scripts, calls } = fakeWindow();
    const chat = intercomChat('abc123', win);
    expect(scripts).toEqual([]);

    chat.open(person, '/haves/:id/details');
    chat.open(person, '/haves/:id/details');

    expect(scripts).toEqual([{ src: 'https://widget.intercom.io/widget/abc123', async: true }]);
    expect(calls()).toEqual([
      [
        'boot',
        {
          app_id: 'abc123',
          user_id: person.supportHash,
          company_name: 'Great Lakes Polymers',
          page_route: '/haves/:id/details',
          hide_default_launcher: true,
        },
      ],
      ['show'],
      ['show'],
    ]);
    expect(JSON.stringify(calls())).not.toContain('@');
  });

  it('tells the widget about page changes at most once a second, the last one winning', () => {
    vi.useFakeTimers();
    const { win, calls } = fakeWindow();
    const chat = intercomChat('abc123', win);
    chat.page('/orders'); // not booted: nothing to tell
    chat.open(person, '/haves');
    chat.page('/orders');
    chat.page('/shipments');
    chat.page('/market/financials');
    const updates = () => calls().filter(([name]) => name === 'update');
    expect(updates()).toEqual([['update', { page_route: '/orders' }]]);
    vi.advanceTimersByTime(1000);
    expect(updates()).toEqual([
      ['update', { page_route: '/orders' }],
      ['update', { page_route: '/market/financials' }],
    ]);
  });

  it('shuts the widget down when the person leaves, so the next person in the browser starts afresh', () => {
    const { win, calls } = fakeWindow();
    const chat = intercomChat('abc123', win);
    chat.end(); // never opened: nothing to shut
    chat.open(person, '/');
    chat.end();
    expect(calls().map(([name]) => name)).toEqual(['boot', 'show', 'shutdown']);
  });
});

describe('the sandbox adapter', () => {
  const message = {
    conversationId: 'c-1',
    userId: person.supportHash,
    companyName: null,
    route: '/',
    text: 'Hello',
  };

  it('posts the message to the sandbox and answers what it kept', async () => {
    const send = vi.fn(async () =>
      Response.json({ id: 'chat_1', receivedAt: '2026-01-01T00:00:00.000Z' }, { status: 201 }),
    );
    const kept = await sandboxChat('/_local/support-chat', send).send(message);
    expect(kept).toEqual({ id: 'chat_1', receivedAt: '2026-01-01T00:00:00.000Z' });
    expect(send).toHaveBeenCalledWith('/_local/support-chat/messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
    });
  });

  it('fails with the sandbox’s own message when it refuses one', async () => {
    const send = async () => Response.json({ message: 'Write a message first' }, { status: 422 });
    await expect(sandboxChat('/_local/support-chat', send).send(message)).rejects.toThrow(
      'Write a message first',
    );
  });
});
