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

/**
 * Resolves once the page's socket has been told it is subscribed to `channel`. Call it before
 * the page opens its socket; it is how a test knows an event published next can reach the page.
 */
export function subscribed(page: Page, channel: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        try {
          const message = JSON.parse(String(payload)) as { type?: string; channel?: string };
          if (message.type === 'subscribed' && message.channel === channel) resolve();
        } catch {
          // Not a JSON frame: not ours.
        }
      });
    });
  });
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
