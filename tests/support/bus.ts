import { eventually } from './eventually.js';

/** An event the local bus accepted, as its /_local/events page lists it. */
export interface BusEvent {
  id: string;
  'detail-type': string;
  detail: { id: string; version: number; occurredAt: string; data: Record<string, unknown> };
}

/**
 * What the local bus accepted lately of one type, newest first. With `settle`, once every
 * consumer of what it accepted has finished (so what they did is visible, and what they did not
 * do will not happen).
 */
export async function busEvents(
  env: Record<string, string | undefined>,
  type: string,
  settle = false,
): Promise<BusEvent[]> {
  const url = `${env.AWS_ENDPOINT_URL_EVENTBRIDGE}/_local/events?type=${encodeURIComponent(type)}${settle ? '&settle' : ''}`;
  return ((await (await fetch(url)).json()) as { events: BusEvent[] }).events;
}

/** The first event of a type whose data matches, once the bus has it. */
export const eventWhere = (
  env: Record<string, string | undefined>,
  type: string,
  match: (data: Record<string, unknown>) => boolean,
) => eventually(async () => (await busEvents(env, type)).find((e) => match(e.detail.data)));
