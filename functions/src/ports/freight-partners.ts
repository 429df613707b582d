/**
 * Posting a signed message to a freight partner's webhook. In AWS and on this machine alike it is
 * an HTTPS (locally HTTP) POST: the local cloud's sandbox partners are real servers in their own
 * processes, so the same adapter reaches them.
 */
export interface PartnerWebhooks {
  /**
   * Posts `body` with `headers`; answers the partner's status code, or why the address was refused
   * without sending (the webhook rule: a private or loopback address). Network failures throw.
   */
  post(url: string, headers: Record<string, string>, body: string): Promise<WebhookAnswer>;
}

export type WebhookAnswer = { status: number } | { refused: string };

/** A partner's answer that a retry might change (the partner is down or busy). */
export const retryable = (status: number) => status === 408 || status === 429 || status >= 500;
