import type { PartnerWebhooks } from '../../ports/freight-partners.js';

/** How long a partner has to take a message before the delivery counts as failed (and is retried). */
const TIMEOUT_MS = 10_000;

/** Partners' webhooks over HTTP(S), with Node's fetch. */
export const partnerWebhooks: PartnerWebhooks = {
  async post(url, headers, body) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Polyloop-Webhooks/1', ...headers },
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    return { status: response.status };
  },
};
