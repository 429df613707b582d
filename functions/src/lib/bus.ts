import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { env } from './env.js';
import { lazy } from './lazy.js';

const client = lazy(() => new EventBridgeClient({}));

/** Publishes domain events after the write that caused them committed. Fails loudly if any entry failed. */
export async function publishEvents(entries: Array<{ name: string; detail: unknown }>): Promise<void> {
  if (!entries.length) return;
  for (let i = 0; i < entries.length; i += 10) {
    const batch = entries.slice(i, i + 10);
    const result = await client().send(
      new PutEventsCommand({
        Entries: batch.map((e) => ({ EventBusName: env().EVENT_BUS_NAME, Source: 'polyloop', DetailType: e.name, Detail: JSON.stringify(e.detail) })),
      }),
    );
    if (result.FailedEntryCount) throw new Error(`Publishing ${batch.map((e) => e.name).join(', ')} failed: ${result.Entries?.find((e) => e.ErrorCode)?.ErrorMessage}`);
  }
}
