import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SupportChatMessage } from '@polyloop/shared/identity/support-chat';
import { escapeHtml } from './html.js';
import { bodyUpTo, jsonLines, sandboxPage, sendHtml, sendJson } from './sandbox-store.js';

/** Where the web app finds the sandbox (`supportChat.url` of /config.json). */
export const SUPPORT_CHAT_SANDBOX_PATH = '/_local/support-chat';

/** One message the sandbox took, as kept on disk. */
export interface ReceivedChatMessage extends SupportChatMessage {
  id: string;
  receivedAt: string;
}

const MAX_BODY = 16 * 1024;
const store = (dir: string) => jsonLines<ReceivedChatMessage>(dir, 'messages.jsonl');

/**
 * The local cloud's stand-in for the support chat widget (Intercom in AWS), labelled as the
 * sandbox: the help panel posts each message to `POST /_local/support-chat/messages`, which checks
 * it with the schema the app sends and keeps it; `GET /_local/support-chat` lists what was sent
 * (`?format=json` for tests). Nobody answers.
 */
export async function handleSupportChatRequest(
  req: IncomingMessage,
  res: ServerResponse,
  dir: string,
): Promise<void> {
  const { pathname, searchParams } = new URL(req.url ?? '/', 'http://localhost');
  if (pathname === `${SUPPORT_CHAT_SANDBOX_PATH}/messages`) {
    if (req.method !== 'POST') return sendJson(res, 405, { message: 'Use POST.' }, { allow: 'POST' });
    const raw = await bodyUpTo(req, MAX_BODY);
    if (!raw) return sendJson(res, 413, { message: 'The message is too large.' });
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      return sendJson(res, 400, { message: 'The body is not JSON.' });
    }
    const parsed = SupportChatMessage.safeParse(body);
    if (!parsed.success)
      return sendJson(res, 422, {
        message: parsed.error.issues[0]?.message ?? 'The message is not valid.',
        errors: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
      });
    const message: ReceivedChatMessage = {
      id: `chat_${randomBytes(6).toString('hex')}`,
      receivedAt: new Date().toISOString(),
      ...parsed.data,
    };
    await store(dir).append(message);
    return sendJson(res, 201, { id: message.id, receivedAt: message.receivedAt });
  }
  if (pathname !== SUPPORT_CHAT_SANDBOX_PATH)
    return sendJson(res, 404, { message: 'The support chat sandbox has no such page.' });
  if (req.method !== 'GET') return sendJson(res, 405, { message: 'Use GET.' }, { allow: 'GET' });
  const messages = await store(dir).newestFirst();
  if (searchParams.get('format') === 'json') return sendJson(res, 200, { messages });
  sendHtml(res, renderPage(messages));
}

function renderPage(messages: ReceivedChatMessage[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td><time datetime="${escapeHtml(m.receivedAt)}">${escapeHtml(m.receivedAt)}</time></td><td>${escapeHtml(m.conversationId)}</td><td><code title="${escapeHtml(m.userId)}">${escapeHtml(m.userId.slice(0, 12))}…</code></td><td>${escapeHtml(m.companyName ?? '')}</td><td>${escapeHtml(m.route)}</td><td><pre>${escapeHtml(m.text)}</pre></td></tr>`,
    )
    .join('\n');
  return sandboxPage(
    'Support chat sandbox',
    'This is the local cloud’s stand-in for the support chat widget (Intercom in AWS). It keeps the messages sent from the Help panel on this machine; nobody answers them.',
    messages.length
      ? `<table><caption>Messages sent to support</caption><thead><tr><th>Received</th><th>Conversation</th><th>Person (support hash)</th><th>Company</th><th>Page</th><th>Message</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>No messages yet. Open Help in the app and write to support.</p>',
  );
}
