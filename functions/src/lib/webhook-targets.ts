import { env } from './env.js';
import { scopeOfHost, type AddressScope } from './net-address.js';

/**
 * Where Polyloop may post webhooks that someone else named (a freight partner's address): which
 * schemes, and which kinds of address. The configuration picks the rule once (WEBHOOK_TARGETS):
 * in AWS only https to public addresses, so a webhook can never be aimed at the instance metadata
 * service, the VPC or Polyloop itself; the local cloud also allows plain http to loopback, where
 * its sandbox partners listen. Private, link-local and the other inside ranges are refused by both.
 */
export interface WebhookRule {
  schemes: ReadonlySet<string>;
  scopes: ReadonlySet<AddressScope>;
}

export const WEBHOOK_RULES = {
  'public-https': { schemes: new Set(['https:']), scopes: new Set<AddressScope>(['public']) },
  'public-or-loopback': {
    schemes: new Set(['https:', 'http:']),
    scopes: new Set<AddressScope>(['public', 'loopback']),
  },
} satisfies Record<string, WebhookRule>;
export type WebhookTargets = keyof typeof WEBHOOK_RULES;

/** The configured rule. */
export const webhookRule = (): WebhookRule => WEBHOOK_RULES[env().WEBHOOK_TARGETS];

const SCOPE_NAMES: Record<Exclude<AddressScope, 'public'>, string> = {
  loopback: 'a loopback address',
  private: 'a private network address',
  'link-local': 'a link-local address',
  'unique-local': 'a unique local address',
  multicast: 'a multicast address',
  unspecified: 'an unspecified address',
  reserved: 'a reserved address',
};

/** Why an address Polyloop would connect to is refused, or undefined when it may. */
export function addressProblem(host: string, rule: WebhookRule): string | undefined {
  const scope = scopeOfHost(host);
  if (scope === undefined || rule.scopes.has(scope)) return undefined;
  return `${host} is ${SCOPE_NAMES[scope as Exclude<AddressScope, 'public'>]}, which Polyloop does not post to`;
}

/**
 * Why a webhook address may not be registered, or undefined when it may. A host given by name is
 * judged when a message is delivered, on the addresses it resolves to then.
 */
export function webhookUrlProblem(url: string, rule: WebhookRule): string | undefined {
  if (!URL.canParse(url)) return 'Enter the webhook address';
  const parsed = new URL(url);
  if (!rule.schemes.has(parsed.protocol)) return 'The webhook address must use https';
  if (parsed.username || parsed.password) return 'The webhook address may not hold a user name or password';
  const problem = addressProblem(parsed.hostname, rule);
  return problem && `The webhook address must be on the public internet: ${problem}`;
}
