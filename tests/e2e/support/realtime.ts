import type { Page } from '@playwright/test';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { userChannel } from '@polyloop/shared';
import { signIn } from '../../support/auth.js';
import { decodeJwt } from '../../support/tokens.js';
import { e2eCloud } from './cloud.js';

/** A person's own real-time channel, from the `sub` of an id token Cognito issues them. */
export async function ownChannel(who: { email: string; password: string }): Promise<string> {
  const tokens = await signIn(e2eCloud().config, who.email, who.password);
  return userChannel(String(decodeJwt(tokens.idToken).sub));
}

/** Runs `seen` with each channel the page's socket is told it is subscribed to (start it before the page opens its socket). */
function onSubscribed(page: Page, seen: (channel: string) => void): void {
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      try {
        const message = JSON.parse(String(payload)) as { type?: string; channel?: string };
        if (message.type === 'subscribed' && message.channel) seen(message.channel);
      } catch {
        // Not a JSON frame: not a subscription.
      }
    });
  });
}

/**
 * Resolves once the page's socket has been told it is subscribed to `channel`. Call it before
 * the page opens its socket; it is how a test knows an event published next can reach the page.
 */
export function subscribed(page: Page, channel: string): Promise<void> {
  return new Promise((resolve) => onSubscribed(page, (c) => c === channel && resolve()));
}

/**
 * The channels a page's socket was told it is subscribed to. Start it before the page signs in
 * (its socket opens then); `await expect.poll(() => channels.has(c)).toBe(true)` waits.
 */
export function subscriptions(page: Page): Set<string> {
  const channels = new Set<string>();
  onSubscribed(page, (c) => channels.add(c));
  return channels;
}

/** Publishes a `realtime.published` ping on the cloud's bus with the real EventBridge client. */
export async function publishPing(channel: string, message: string): Promise<void> {
  const { env } = e2eCloud();
  const client = new EventBridgeClient({
    region: env.AWS_REGION,
    endpoint: env.AWS_ENDPOINT_URL_EVENTBRIDGE,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
  });
  try {
    const result = await client.send(
      new PutEventsCommand({
        Entries: [
          {
            EventBusName: env.EVENT_BUS_NAME,
            Source: 'polyloop',
            DetailType: 'realtime.published',
            Detail: JSON.stringify({ channel, event: 'ping', payload: { message } }),
          },
        ],
      }),
    );
    if (result.FailedEntryCount)
      throw new Error(`The bus refused the event: ${JSON.stringify(result.Entries)}`);
  } finally {
    client.destroy();
  }
}
