import * as z from 'zod';
import {
  ApiError,
  buildUrl,
  totalCountOf,
  type HttpMethod,
  type RouteDefinition,
  type RouteOutput,
  type RouteRequest,
} from '@polyloop/shared';
import type { PublicConfig } from './cloud.js';
import { signIn, TEST_PASSWORD, type Tokens } from './auth.js';

/**
 * The integration tests' API client, built from the contract as the web app's is: a route, its
 * typed input, and an answer parsed with the route's own schema. A renamed route or a changed
 * schema breaks the tests that use it at compile time.
 */

/** Nothing to send: an input with no required key accepts this. */
type Nothing = Record<never, never>;
/** A slot of the input: required when the route needs it, optional when it has defaults or none. */
type Slot<K extends string, T> = undefined extends T
  ? { [P in K]?: T }
  : Nothing extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a test sends: the route's params, query and body (as the contract types them), or a multipart form. */
export type Input<R extends RouteDefinition> = Slot<'params', RouteRequest<R>['params']> &
  Slot<'query', RouteRequest<R>['query']> &
  Slot<
    'body',
    R extends { multipart: object } ? RouteRequest<R>['body'] | undefined : RouteRequest<R>['body']
  > & {
    /** Files, for the routes whose body is `multipart` (their fields then go in the form's `data` part). */
    form?: FormData;
  };
type Args<R extends RouteDefinition> = Nothing extends Input<R> ? [input?: Input<R>] : [input: Input<R>];

interface Answered {
  status: number;
  headers: Headers;
  /** The body as sent, for what parsing would hide (a leaked field) and for files. */
  text: string;
  bytes: Buffer;
}
export interface Success<R extends RouteDefinition> extends Answered {
  ok: true;
  /** The answer parsed with the route's response schema (defaults applied, as the web app sees it). */
  body: RouteOutput<R>;
  /** `x-total-count` of paged routes. */
  total: number | undefined;
}
export interface Failure extends Answered {
  ok: false;
  body: ApiError;
}
export type Reply<R extends RouteDefinition> = Success<R> | Failure;

/** Anything at all, for the tests whose point is to send what the contract forbids. */
export interface LooseInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  form?: FormData;
}

export interface RawReply extends Answered {
  /** JSON when the body is JSON, the text otherwise. */
  body: unknown;
}

export interface Client {
  /** Calls a route of the contract. */
  <R extends RouteDefinition>(route: R, ...input: Args<R>): Promise<Reply<R>>;
  /** The success answer; fails the test with the status and the server's message otherwise. */
  ok<R extends RouteDefinition>(route: R, ...input: Args<R>): Promise<Success<R>>;
  /** The refusal (4xx); fails the test on a success or a server error. */
  refused<R extends RouteDefinition>(route: R, ...input: Args<R>): Promise<Failure>;
  /** Sends input the route's types refuse (wrong field types, unknown enum values) and answers the refusal (4xx). */
  invalid<R extends RouteDefinition>(route: R, input: LooseInput): Promise<Failure>;
  /** Raw HTTP, for what the contract cannot express: malformed JSON, other content types, paths outside it. */
  raw(
    method: HttpMethod,
    path: string,
    init?: { body?: RequestInit['body']; headers?: Record<string, string> },
  ): Promise<RawReply>;
}

export const describeRoute = (route: RouteDefinition) => `${route.method} ${route.path} (${route.id})`;

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

async function answered(res: Response): Promise<Answered> {
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, text: bytes.toString('utf8'), bytes };
}

/** Parses an answer with the contract: the route's response on success, the error body otherwise. */
function readReply<R extends RouteDefinition>(route: R, reply: Answered): Reply<R> {
  if (reply.status >= 200 && reply.status < 300) {
    const total = totalCountOf(reply.headers);
    if (reply.status === 204) return { ...reply, ok: true, body: undefined as RouteOutput<R>, total };
    const json = route.contentType === undefined || route.contentType === 'application/json';
    if (!json) return { ...reply, ok: true, body: reply.text as RouteOutput<R>, total };
    const parsed = route.response.safeParse(parseJson(reply.text));
    if (!parsed.success)
      throw new Error(
        `${describeRoute(route)} answered ${reply.status} with a body the contract does not describe:\n${z.prettifyError(parsed.error)}\n${reply.text.slice(0, 500)}`,
      );
    return { ...reply, ok: true, body: parsed.data as RouteOutput<R>, total };
  }
  const error = ApiError.safeParse(parseJson(reply.text));
  if (!error.success)
    throw new Error(
      `${describeRoute(route)} answered ${reply.status} without the contract's error body: ${reply.text.slice(0, 500)}`,
    );
  return { ...reply, ok: false, body: error.data };
}

const failureText = (route: RouteDefinition, reply: Reply<RouteDefinition>) =>
  `${describeRoute(route)} answered ${reply.status}: ${reply.ok ? reply.text.slice(0, 300) : `${reply.body.message} ${JSON.stringify(reply.body.fieldErrors ?? {})}`}`;

/** A client for the API at `baseUrl`, sending `token` as bearer on every route that is not public. */
export function apiClient(baseUrl: string, token?: string): Client {
  const send = async (method: string, url: string, input: LooseInput, authorized: boolean) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token && authorized) headers.authorization = `Bearer ${token}`;
    let body: RequestInit['body'] | undefined = input.form;
    if (!body && input.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input.body);
    }
    return answered(await fetch(url, { method, headers, body }));
  };
  const loose = async <R extends RouteDefinition>(route: R, input: LooseInput = {}): Promise<Reply<R>> => {
    const url = buildUrl(baseUrl, route.path, input.params, input.query);
    return readReply(route, await send(route.method, url, input, route.auth !== 'public'));
  };
  const call = (<R extends RouteDefinition>(route: R, ...[input]: Args<R>) =>
    loose(route, input as LooseInput)) as Client;
  const refusal = async <R extends RouteDefinition>(route: R, input: LooseInput = {}): Promise<Failure> => {
    const reply = await loose(route, input);
    if (reply.ok || reply.status >= 500)
      throw new Error(`Expected a refusal (4xx). ${failureText(route, reply)}`);
    return reply;
  };
  return Object.assign(call, {
    ok: async <R extends RouteDefinition>(route: R, ...[input]: Args<R>) => {
      const reply = await loose(route, input as LooseInput);
      if (!reply.ok) throw new Error(`Expected a success. ${failureText(route, reply)}`);
      return reply;
    },
    refused: <R extends RouteDefinition>(route: R, ...[input]: Args<R>) =>
      refusal(route, input as LooseInput),
    invalid: refusal,
    raw: async (
      method: HttpMethod,
      path: string,
      init: { body?: RequestInit['body']; headers?: Record<string, string> } = {},
    ) => {
      const headers: Record<string, string> = {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...init.headers,
      };
      const reply = await answered(await fetch(`${baseUrl}${path}`, { method, headers, body: init.body }));
      return { ...reply, body: parseJson(reply.text) };
    },
  });
}

export interface SignedInClient extends Client {
  readonly tokens: Tokens;
}

/** Signs in as the web app does (the ID token as bearer) and answers a client acting for that person. */
export async function signedInClient(
  cloud: { baseUrl: string; config: PublicConfig },
  email: string,
  password = TEST_PASSWORD,
): Promise<SignedInClient> {
  const tokens = await signIn(cloud.config, email, password);
  return Object.assign(apiClient(cloud.baseUrl, tokens.idToken), { tokens });
}

/** A client without a token, for the public routes. */
export const anonymousClient = (cloud: { baseUrl: string }): Client => apiClient(cloud.baseUrl);

/** A multipart form as the web app's upload sends it: `files` (or one `file`), plus a JSON part named `data`. */
export function multipart(
  files: Array<[name: string, content: Buffer | string, type?: string]>,
  options: { field?: 'file' | 'files'; data?: unknown } = {},
): FormData {
  const form = new FormData();
  for (const [name, content, type] of files)
    form.append(
      options.field ?? 'files',
      new Blob([typeof content === 'string' ? content : new Uint8Array(content)], {
        type: type ?? 'application/octet-stream',
      }),
      name,
    );
  if (options.data !== undefined) form.append('data', JSON.stringify(options.data));
  return form;
}
