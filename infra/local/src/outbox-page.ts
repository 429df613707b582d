import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { OutboxMessage } from './aws-endpoints/ses.js';
import { escapeHtml } from './html.js';

/** Reads the outbox, newest first (file names start with the send time). */
export async function readOutbox(outboxDir: string, limit = 200): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await fs.readdir(outboxDir);
  } catch {
    return [];
  }
  const files = names
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .sort()
    .reverse()
    .slice(0, limit);
  const messages = await Promise.all(
    files.map(async (name) => {
      try {
        return JSON.parse(await fs.readFile(path.join(outboxDir, name), 'utf8')) as OutboxMessage;
      } catch {
        return undefined;
      }
    }),
  );
  return messages.filter((message): message is OutboxMessage => message !== undefined);
}

/**
 * The local-only page where e-mails sent through SES end up (`/_local/outbox`), as HTML or, with
 * `?format=json` (optionally `&to=<address>`), as JSON for tests.
 */
export async function handleOutboxRequest(
  req: IncomingMessage,
  res: ServerResponse,
  outboxDir: string,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const to = url.searchParams.get('to')?.toLowerCase();
  const messages = (await readOutbox(outboxDir)).filter(
    (message) =>
      !to || [...message.to, ...message.cc, ...message.bcc].some((address) => address.toLowerCase() === to),
  );
  if (url.searchParams.get('format') === 'json') {
    const body = JSON.stringify({ messages });
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(body);
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(renderOutbox(messages, url.searchParams.get('sent') ?? undefined));
}

/** What the test form's last send did (`?sent=` after it posts). */
const SENT_NOTICES: Record<string, string> = {
  draft: 'Sent. The assistant made a draft of it: open the drafts panel in the app.',
  unknown:
    'Sent. The assistant could not tell whether it offers or asks for material, so its draft is kept but not listed.',
  none: 'Sent, but no company has that assistant address: copy yours from the drafts panel in the app.',
};

/** The e-mail assistant's test form: composes a message and delivers it through the local inbound path. */
function renderTestMailForm(sent: string | undefined): string {
  const notice = sent && SENT_NOTICES[sent];
  return `
<section aria-labelledby="test-mail-title">
  <h2 id="test-mail-title">Send a test e-mail to the assistant</h2>
  <p>It takes the path a forwarded e-mail takes: stored in S3, then read into a draft by the sandbox extractor (fixed rules, not a model).</p>
  ${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
  <form id="test-mail" method="post" action="/_local/outbox/send">
    <label>From <input type="email" name="from" value="tester@example.com"></label>
    <label>To <input type="email" name="to" required placeholder="acme.<company id>@assistant.polyloop.local"></label>
    <label>Subject <input type="text" name="subject" maxlength="300"></label>
    <label>Message <textarea name="text" rows="6">We have 40,000 lbs of post-industrial HDPE regrind in Houston, TX. Asking $0.32/lb.</textarea></label>
    <button type="submit">Send test e-mail</button>
  </form>
</section>`;
}

export function renderOutbox(messages: OutboxMessage[], sent?: string): string {
  const items = messages
    .map(
      (message) => `
    <article>
      <header>
        <h2>${escapeHtml(message.subject || '(no subject)')}</h2>
        <p><span>To</span> ${escapeHtml(message.to.join(', '))}${message.cc.length ? ` <span>Cc</span> ${escapeHtml(message.cc.join(', '))}` : ''}</p>
        <p><span>From</span> ${escapeHtml(message.from)} · <time datetime="${escapeHtml(message.sentAt)}">${escapeHtml(new Date(message.sentAt).toLocaleString('en-US', { timeZone: 'UTC' }))} UTC</time></p>
      </header>
      ${message.text ? `<pre>${linkify(escapeHtml(message.text))}</pre>` : ''}
      ${message.html ? `<details${message.text ? '' : ' open'}><summary>HTML version</summary><iframe sandbox title="HTML body of ${escapeHtml(message.subject)}" srcdoc="${escapeHtml(message.html)}"></iframe></details>` : ''}
      ${message.attachments?.length ? `<ul aria-label="Attachments">${message.attachments.map((a) => `<li><a download="${escapeHtml(a.fileName)}" href="data:${escapeHtml(a.contentType)};base64,${a.content}">${escapeHtml(a.fileName)}</a> (${escapeHtml(a.contentType)}, ${a.size.toLocaleString('en-US')} bytes)</li>`).join('')}</ul>` : ''}
      ${message.template ? `<p>Template <code>${escapeHtml(message.template.name ?? '')}</code> with <code>${escapeHtml(message.template.data ?? '')}</code></p>` : ''}
    </article>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox · Polyloop local</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1.5rem; color: #1a202c; }
  h1 { font-size: 1.4rem; } h1 small { font-weight: normal; color: #718096; font-size: .9rem; }
  article { border: 1px solid #e2e8f0; border-radius: .5rem; padding: 1rem 1.25rem; margin: 1rem 0; }
  article h2 { font-size: 1.1rem; margin: 0 0 .25rem; } article p { margin: .1rem 0; color: #4a5568; }
  span { font-weight: 600; color: #2d3748; }
  pre { white-space: pre-wrap; background: #f7fafc; padding: .75rem; border-radius: .25rem; font: 14px/1.5 ui-monospace, monospace; }
  iframe { width: 100%; height: 24rem; border: 1px solid #e2e8f0; }
  form { display: grid; gap: .5rem; max-width: 40rem; } label { display: grid; gap: .2rem; font-weight: 600; }
  input, textarea { font: inherit; font-weight: 400; padding: .4rem; border: 1px solid #cbd5e0; border-radius: .25rem; } button { justify-self: start; padding: .4rem 1rem; }
  [role=status] { background: #f0fff4; border: 1px solid #9ae6b4; padding: .5rem .75rem; border-radius: .25rem; }
</style>
<script>
  // Refreshes every 10 s, except while the test form is being filled in.
  setInterval(() => {
    const form = document.getElementById('test-mail');
    const typing = form && (form.contains(document.activeElement) || form.dataset.touched === 'yes');
    if (!typing) location.reload();
  }, 10000);
  document.addEventListener('input', (e) => { if (e.target.form) e.target.form.dataset.touched = 'yes'; });
</script>
</head>
<body>
<h1>Outbox <small>e-mails the local cloud would have sent · ${messages.length} shown · refreshes every 10 s · <a href="?format=json">JSON</a></small></h1>
${renderTestMailForm(sent)}
${items || '<p>No e-mails yet.</p>'}
</body>
</html>`;
}

/** Links in plain-text bodies (invitations, password resets) become clickable. */
function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}
