import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  matches,
  rules as productRules,
  type ConsumerName,
  type RuleDefinition,
} from '@polyloop/events/rules';
import { consumerFunctions } from '../../../definitions/functions.js';
import { local } from '../config.js';
import { invokeLambda } from '../lambdas.js';
import type { Log } from '../log.js';
import { ClientError } from './http.js';

/** One entry of a PutEvents request, as the SDK sends it (awsJson1_1; `Time` in epoch seconds). */
export interface PutEventsEntry {
  Source?: unknown;
  DetailType?: unknown;
  Detail?: unknown;
  Resources?: unknown;
  EventBusName?: unknown;
  Time?: unknown;
}

export type PutEventsResultEntry = { EventId: string } | { ErrorCode: string; ErrorMessage: string };

/** The event every EventBridge target receives. */
export interface EventBridgeEvent {
  version: '0';
  id: string;
  'detail-type': string;
  source: string;
  account: string;
  time: string;
  region: string;
  resources: string[];
  detail: unknown;
}

export interface EventBus {
  /** Accepts entries like PutEvents and answers at once; matching consumers run afterwards. */
  publish(entries: PutEventsEntry[]): PutEventsResultEntry[];
  /** Called with every accepted event, before routing (tests and tools watch the bus with it). */
  subscribe(listener: (event: EventBridgeEvent) => void): () => void;
  /** Resolves when every consumer invocation started so far has finished (retries included). */
  settled(): Promise<void>;
  /** How many events the bus has accepted since it started. */
  acceptedCount(): number;
  /** The last events accepted (a few hundred), newest first, optionally of one detail-type. */
  recent(detailType?: string): EventBridgeEvent[];
}

/** How many accepted events the bus remembers for `recent`. */
const REMEMBERED = 500;

export interface EventBusOptions {
  log: Log;
  rules?: RuleDefinition[];
  invoke?: (entry: string, event: EventBridgeEvent, name: string) => Promise<unknown>;
  /** Delays before each retry of a failed invocation; Lambda retries asynchronous events twice. */
  retryDelaysMs?: number[];
  /** Where an event whose consumer failed every attempt goes (the rules' dead-letter queue). */
  deadLetter?: (failed: { target: ConsumerName; event: EventBridgeEvent }) => void;
}

const busNames = new Set<string>([local.eventBusName, local.eventBusArn]);

export function createEventBus(options: EventBusOptions): EventBus {
  const {
    log,
    rules = productRules,
    invoke = invokeLambda,
    retryDelaysMs = [1000, 2000],
    deadLetter,
  } = options;
  const listeners = new Set<(event: EventBridgeEvent) => void>();
  const inFlight = new Set<Promise<void>>();
  let accepted = 0;
  const remembered: EventBridgeEvent[] = [];

  const deliver = async (target: ConsumerName, event: EventBridgeEvent) => {
    const fn = consumerFunctions[target];
    for (let attempt = 0; ; attempt += 1) {
      try {
        await invoke(fn.entry, event, fn.name);
        return;
      } catch (error) {
        const delay = retryDelaysMs[attempt];
        const what = `${fn.name} failed on ${event['detail-type']} ${event.id}`;
        if (delay === undefined) {
          log.error(
            `${what}; giving up after ${attempt + 1} attempts${deadLetter ? ', sent to the dead-letter queue' : ''}`,
            error,
          );
          deadLetter?.({ target, event });
          return;
        }
        log.warn(`${what}; retrying in ${delay} ms`);
        await sleep(delay);
      }
    }
  };

  const route = (event: EventBridgeEvent) => {
    remembered.push(event);
    if (remembered.length > REMEMBERED) remembered.shift();
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        log.error('An event bus listener threw', error);
      }
    }
    for (const target of targetsFor(event, rules)) {
      const running = deliver(target, event).finally(() => inFlight.delete(running));
      inFlight.add(running);
    }
  };

  return {
    publish(entries) {
      const results: PutEventsResultEntry[] = [];
      const events: EventBridgeEvent[] = [];
      for (const entry of entries) {
        const result = toEvent(entry);
        if ('event' in result) {
          events.push(result.event);
          results.push({ EventId: result.event.id });
        } else {
          results.push(result);
        }
      }
      // Routing happens after PutEvents has answered, as in AWS: the caller never waits for consumers.
      accepted += events.length;
      if (events.length > 0) setImmediate(() => events.forEach(route));
      return results;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    acceptedCount: () => accepted,
    recent: (detailType) =>
      remembered.filter((e) => !detailType || e['detail-type'] === detailType).reverse(),
    async settled() {
      await new Promise((resolve) => setImmediate(resolve));
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

/** Consumers whose rule matches the event, in rule order. */
export function targetsFor(
  event: Pick<EventBridgeEvent, 'source' | 'detail-type'>,
  rules: RuleDefinition[] = productRules,
): ConsumerName[] {
  return rules.filter((rule) => matches(rule, event)).map((rule) => rule.target);
}

/** Turns one PutEvents entry into the delivered event, or the per-entry error AWS would give. */
export function toEvent(
  entry: PutEventsEntry,
  now = new Date(),
): { event: EventBridgeEvent } | { ErrorCode: string; ErrorMessage: string } {
  if (typeof entry.Source !== 'string' || entry.Source === '')
    return invalid('Parameter Source is not valid. Reason: Source is a required argument.');
  if (typeof entry.DetailType !== 'string' || entry.DetailType === '') {
    return invalid('Parameter DetailType is not valid. Reason: DetailType is a required argument.');
  }
  if (typeof entry.Detail !== 'string')
    return invalid('Parameter Detail is not valid. Reason: Detail is a required argument.');
  if (entry.EventBusName !== undefined && !busNames.has(String(entry.EventBusName))) {
    return {
      ErrorCode: 'NotFoundException',
      ErrorMessage: `Event bus ${String(entry.EventBusName)} does not exist.`,
    };
  }
  let detail: unknown;
  try {
    detail = JSON.parse(entry.Detail);
  } catch {
    return { ErrorCode: 'MalformedDetail', ErrorMessage: 'Detail is malformed.' };
  }
  if (typeof detail !== 'object' || detail === null || Array.isArray(detail))
    return { ErrorCode: 'MalformedDetail', ErrorMessage: 'Detail is malformed.' };
  const resources = Array.isArray(entry.Resources) ? entry.Resources.map(String) : [];
  const time = typeof entry.Time === 'number' ? new Date(entry.Time * 1000) : now;
  return {
    event: {
      version: '0',
      id: randomUUID(),
      'detail-type': entry.DetailType,
      source: entry.Source,
      account: local.accountId,
      time: time.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      region: local.region,
      resources,
      detail,
    },
  };
}

function invalid(message: string) {
  return { ErrorCode: 'InvalidArgument', ErrorMessage: message };
}

/** `AWSEvents.PutEvents`: at most 10 entries, answered with one result per entry in order. */
export function handlePutEvents(bus: EventBus, body: Record<string, unknown>) {
  const entries = body.Entries;
  if (!Array.isArray(entries) || entries.length === 0) {
    throw new ClientError(
      400,
      'ValidationException',
      "1 validation error detected: Value null at 'entries' failed to satisfy constraint: Member must not be null",
    );
  }
  if (entries.length > 10) {
    throw new ClientError(
      400,
      'ValidationException',
      `1 validation error detected: Value '[...]' at 'entries' failed to satisfy constraint: Member must have length less than or equal to 10`,
    );
  }
  const results = bus.publish(entries as PutEventsEntry[]);
  return { FailedEntryCount: results.filter((result) => 'ErrorCode' in result).length, Entries: results };
}
