import { contexts, type Context } from '@polyloop/shared';
import { consumers } from '@polyloop/events';

/**
 * Every Lambda function of the product and what it may touch. The CDK app grants exactly
 * these; the local cloud mounts the same entry files.
 */
export type Access =
  | 'table:read'
  | 'table:write'
  | 'bus:put'
  | 'scheduler:manage'
  | 'ws:post'
  | 'documents:read'
  | 'documents:write'
  | 'cognito:admin'
  /** A company's single sign-on: the pool's identity providers and which of them the app client offers. */
  | 'cognito:federation'
  /** Linking a company's identity-provider user to its member's pool user (the pre-sign-up trigger). */
  | 'cognito:link'
  | 'ses:send'
  | 'geo:search'
  | 'billing:secret'
  /** The accounting sync: reading the app's OAuth credentials, and keeping each company's tokens as a secret of its own. */
  | 'accounting:secrets'
  | 'bedrock:invoke'
  /** Reading the auction ledgers sealed at their close. */
  | 'ledger:read'
  /** Writing a closed auction's ledger once to the write-once ledger bucket (never deleting). */
  | 'ledger:seal'
  /** Adding entries to the auctions' bid ledger in the table (bids and withdrawals); every other writer is denied it. */
  | 'ledger:append';

export interface FunctionDefinition {
  /** Logical name, also used in the function's name. */
  name: string;
  /** Path from the repository root. The module exports `handler`. */
  entry: string;
  access: Access[];
  timeoutSeconds?: number;
  memoryMb?: number;
}

/**
 * Entities whose items are written once and never changed or deleted (their partition keys start
 * with `<entity>#`): the CDK app denies every function UpdateItem, DeleteItem and BatchWriteItem
 * on them, and PutItem to every function not granted `ledger:append`, so the auctions' bid ledger
 * stays append-only, and written by the bidding alone, whatever the code does.
 */
export const APPEND_ONLY_ENTITIES = ['auction-ledger'] as const;

export const httpFunctionName = (context: Context) => `http-${context}`;

const httpAccess: Record<Context, Access[]> = {
  platform: ['table:read', 'table:write', 'cognito:admin'],
  identity: ['table:read', 'table:write', 'bus:put', 'cognito:admin', 'cognito:federation', 'geo:search'],
  admin: [
    'table:read',
    'table:write',
    'bus:put',
    'cognito:admin',
    'documents:read',
    'documents:write',
    'billing:secret',
  ],
  crm: ['table:read', 'table:write', 'bus:put', 'documents:read', 'documents:write'],
  supply: ['table:read', 'table:write', 'bus:put', 'documents:read', 'documents:write'],
  drafts: ['table:read', 'table:write'],
  inventory: ['table:read', 'table:write'],
  notifications: ['table:read', 'table:write'],
  tasks: ['table:read', 'table:write'],
  orders: ['table:read', 'table:write', 'bus:put'],
  documents: ['table:read', 'table:write', 'documents:read', 'documents:write'],
  network: ['table:read', 'table:write', 'documents:read', 'documents:write'],
  offers: ['table:read', 'table:write', 'documents:read', 'documents:write'],
  auctions: [
    'table:read',
    'table:write',
    'documents:read',
    'documents:write',
    'ledger:read',
    'ledger:append',
  ],
  freight: ['table:read', 'table:write', 'geo:search'],
  search: ['table:read'],
  matching: ['table:read', 'table:write'],
  finance: [
    'table:read',
    'table:write',
    'bus:put',
    'documents:read',
    'documents:write',
    'accounting:secrets',
  ],
};

export const httpFunctions: FunctionDefinition[] = contexts.map((context) => ({
  name: httpFunctionName(context),
  entry: `functions/src/http/${context}/handler.ts`,
  access: httpAccess[context],
}));

/** WebSocket route handlers; API Gateway routes on the `action` field of each message. */
export const websocketFunctions = {
  // $connect reads the user record (their company); $disconnect queries the connection's subscriptions.
  connect: {
    name: 'ws-connect',
    entry: 'functions/src/realtime/connect.ts',
    access: ['table:read', 'table:write'],
  },
  disconnect: {
    name: 'ws-disconnect',
    entry: 'functions/src/realtime/disconnect.ts',
    access: ['table:read', 'table:write'],
  },
  default: {
    name: 'ws-message',
    entry: 'functions/src/realtime/message.ts',
    access: ['table:read', 'table:write', 'ws:post'],
  },
} satisfies Record<string, FunctionDefinition>;

/**
 * A bus consumer's function: its entry is the consumer's, and every consumer records the events it
 * handled (table:write), which makes it idempotent; `access` is what it needs besides.
 */
const consumer = (
  name: keyof typeof consumers,
  access: Access[] = [],
  timeoutSeconds?: number,
): FunctionDefinition => ({
  name,
  entry: consumers[name].entry,
  access: ['table:read', 'table:write', ...access],
  ...(timeoutSeconds === undefined ? {} : { timeoutSeconds }),
});

export const consumerFunctions: Record<keyof typeof consumers, FunctionDefinition> = {
  'realtime-fanout': consumer('realtime-fanout', ['ws:post']),
  // Reads the files an e-mail carries (invoices, bills) from the documents bucket.
  'email-sender': consumer('email-sender', ['ses:send', 'documents:read']),
  notifications: consumer('notifications', ['bus:put'], 60),
  'listing-expiry': consumer('listing-expiry', ['bus:put'], 300),
  'task-reminders': consumer('task-reminders', ['bus:put', 'scheduler:manage']),
  'auction-timers': consumer('auction-timers', ['bus:put', 'scheduler:manage']),
  // The only writer of the ledger bucket: it reads the ledger whole and writes it once.
  'auction-ledger': consumer('auction-ledger', ['ledger:read', 'ledger:seal'], 60),
  // Partners may be slow: a delivery waits 10 seconds for each before it counts as failed and is retried.
  'freight-delivery': consumer('freight-delivery', [], 30),
  'freight-timers': consumer('freight-timers', ['bus:put', 'scheduler:manage']),
  // Matching reads tens of small index ranges and writes a record's matches: a busy market may take a while.
  matching: consumer('matching', ['bus:put'], 120),
  'weekly-emails': consumer('weekly-emails', ['bus:put'], 300),
  // Charges each company's fees one by one through the billing provider (Stripe's key in Secrets Manager).
  'fee-charge': consumer('fee-charge', ['bus:put', 'billing:secret'], 300),
  'draft-consumption': consumer('draft-consumption', ['bus:put']),
  'network-listings': consumer('network-listings', ['bus:put'], 300),
};

/**
 * The e-mail assistant: SES's receipt rule for the assistant domain stores each message under
 * `inbound/` in the documents bucket and invokes this function, which reads it into drafts (the
 * local cloud's inbound endpoint does the same). Bedrock reads the e-mail, so it may take a while.
 */
export const inboundMailFunction: FunctionDefinition = {
  name: 'inbound-mail',
  entry: 'functions/src/inbound/mail.ts',
  access: ['table:read', 'table:write', 'bus:put', 'documents:read', 'bedrock:invoke'],
  timeoutSeconds: 60,
};

/**
 * The user pool's pre-sign-up trigger: a first sign-in through a company's identity provider is
 * let in only for that company's own member, and linked to them (functions/src/triggers/pre-sign-up.ts).
 * AWS only: the local stand-in for managed login runs the same rule itself.
 */
export const preSignUpFunction: FunctionDefinition = {
  name: 'cognito-pre-sign-up',
  entry: 'functions/src/triggers/pre-sign-up.ts',
  access: ['table:read', 'cognito:link'],
};

/**
 * The table stream's two consumers, each reading every record of the stream on its own (two event
 * source mappings): `table-stream` runs what users wait for (the history, the domain events, the
 * list counters) and `table-read-models` what may lag (the search index, the order rollups and
 * references), so a slow index never delays an event. Each takes a batch's records one after
 * another (a key's changes must stay in order), and runs a record's projections side by side
 * (functions/src/stream/projection.ts); a hot auction fills batches of 100.
 */
export const streamFunction: FunctionDefinition = {
  name: 'table-stream',
  entry: 'functions/src/stream/consumer.ts',
  access: ['table:read', 'table:write', 'bus:put'],
  timeoutSeconds: 60,
};
export const readModelsFunction: FunctionDefinition = {
  name: 'table-read-models',
  entry: 'functions/src/stream/read-models.ts',
  access: ['table:read', 'table:write'],
  timeoutSeconds: 60,
};
export const streamFunctions = [streamFunction, readModelsFunction] as const;
