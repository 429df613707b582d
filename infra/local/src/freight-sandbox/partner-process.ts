import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { OutboundMessage, type InboundMessage } from '@polyloop/shared/freight/partner-api';
import { SandboxPartnerConfig } from './partners.js';
import { between, sandboxQuote } from './sandbox-quote.js';

/**
 * One sandbox freight partner, run as its own process by the local cloud (`npm start`): an HTTP
 * server that takes Polyloop's signed messages, checks them as a partner must (Standard Webhooks
 * signature and timestamp, each `webhook-id` once), and after a realistic delay posts a signed
 * quote or booking answer back to Polyloop's webhook. `GET /_sandbox/log` lists what it answered
 * and how Polyloop took it (the freight benchmark reads it).
 */

const config = SandboxPartnerConfig.parse(JSON.parse(process.env.SANDBOX_PARTNER ?? '{}'));
const signer = new Webhook(config.secret);
const seen = new Set<string>();

interface Posted {
  type: InboundMessage['type'];
  /** The quote request or booking it answers. */
  about: string;
  webhookId: string;
  /** Polyloop's status for each try. */
  statuses: number[];
  postedAt: string;
}
const posted: Posted[] = [];

const say = (message: string) => console.log(`${new Date().toISOString()} [${config.id}] ${message}`);

/** Posts a signed message, retrying with the same webhook-id when Polyloop is unreachable or fails. */
async function answer(message: InboundMessage, about: string): Promise<void> {
  const body = JSON.stringify(message);
  const webhookId = `msg_${randomUUID()}`;
  const record: Posted = {
    type: message.type,
    about,
    webhookId,
    statuses: [],
    postedAt: new Date().toISOString(),
  };
  posted.push(record);
  if (posted.length > 5000) posted.shift();
  for (let attempt = 1; attempt <= 4; attempt++) {
    const at = new Date();
    try {
      const response = await fetch(config.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': webhookId,
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': signer.sign(webhookId, at, body),
        },
        body,
      });
      record.statuses.push(response.status);
      const text = await response.text();
      if (response.status < 500) {
        say(`${message.type} for ${about}: ${response.status}${response.ok ? '' : ` ${text.slice(0, 200)}`}`);
        return;
      }
    } catch (error) {
      record.statuses.push(0);
      say(`${message.type} for ${about}: ${error instanceof Error ? error.message : String(error)}`);
    }
    await sleep(500 * attempt);
  }
}

async function onMessage(message: OutboundMessage): Promise<void> {
  const { behaviour } = config;
  switch (message.type) {
    case 'quote.requested': {
      await sleep(between(behaviour.quoteDelayMs));
      await answer(
        {
          type: 'quote.submitted',
          timestamp: new Date().toISOString(),
          data: sandboxQuote(behaviour, message.data, new Date()),
        },
        message.data.quoteRequestId,
      );
      return;
    }
    case 'booking.requested': {
      if (!behaviour.booking) {
        say(
          `booking ${message.data.bookingId} received; this partner answers bookings by phone (never, in the sandbox)`,
        );
        return;
      }
      await sleep(between(behaviour.booking.delayMs));
      const reference = `${behaviour.booking.referencePrefix}-${randomUUID().slice(0, 6).toUpperCase()}`;
      await answer(
        {
          type: 'booking.answered',
          timestamp: new Date().toISOString(),
          data: { bookingId: message.data.bookingId, status: 'ACCEPTED', reference },
        },
        message.data.bookingId,
      );
      return;
    }
    case 'booking.cancelled':
      say(`booking ${message.data.bookingId} cancelled`);
  }
}

const server = http.createServer((req, res) => {
  const reply = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.method === 'GET' && req.url === '/_sandbox/log') return reply(200, { partner: config.id, posted });
  if (req.method === 'GET' && req.url === '/health')
    return reply(200, { status: 'ok', partner: config.id, sandbox: true });
  if (req.method !== 'POST') return reply(405, { message: 'POST messages here' });
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    const headers = Object.fromEntries(
      ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((h) => [h, String(req.headers[h] ?? '')]),
    );
    let json: unknown;
    try {
      json = signer.verify(body, headers);
    } catch (error) {
      say(`refused a message: ${error instanceof WebhookVerificationError ? error.message : String(error)}`);
      return reply(401, { message: 'Signature not valid' });
    }
    // Polyloop retries with the same webhook-id: take each message once.
    if (seen.has(headers['webhook-id']!)) return reply(200, { received: true, duplicate: true });
    const parsed = OutboundMessage.safeParse(json);
    if (!parsed.success) return reply(400, { message: 'Not a message of the freight partner API' });
    seen.add(headers['webhook-id']!);
    reply(202, { received: true });
    void onMessage(parsed.data).catch((error: unknown) => say(`failed: ${String(error)}`));
  });
});

server.listen(config.port, '127.0.0.1', () =>
  say(`sandbox freight partner listening on ${config.port}, answering ${config.webhookUrl}`),
);
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
