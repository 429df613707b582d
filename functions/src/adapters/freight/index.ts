import { webhookRule } from '../../lib/webhook-targets.js';
import type { PartnerWebhooks } from '../../ports/freight-partners.js';
import { pinnedPost } from './pinned-post.js';

/** How long a partner has to take a message before the delivery counts as failed (and is retried). */
const TIMEOUT_MS = 10_000;

/** Partners' webhooks over HTTP(S), only to where the configured webhook rule allows. */
export const partnerWebhooks: PartnerWebhooks = {
  post: (url, headers, body) =>
    pinnedPost(
      url,
      { 'content-type': 'application/json', 'user-agent': 'Polyloop-Webhooks/1', ...headers },
      body,
      { rule: webhookRule(), timeoutMs: TIMEOUT_MS },
    ),
};
