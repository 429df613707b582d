import { randomUUID } from 'node:crypto';
import type { SignInMethod, SignInOutcome, SignInRecord } from '@polyloop/shared/identity/security';
import { pageOf, type Page } from '../../data/page.js';
import { countSignInsOfUser, pageSignInsOfUser, SignIn, type SignInItem } from './sign-in.entity.js';

/** How long an attempt stays on record. */
const KEPT_SECONDS = 365 * 86_400;

export interface SignInAttempt {
  userId: string;
  tenantId?: string;
  method: SignInMethod;
  outcome: SignInOutcome;
  userAgent?: string;
  ipAddress?: string;
}

/** Writes one attempt; `now` in epoch milliseconds. */
export async function recordSignIn(attempt: SignInAttempt, now = Date.now()): Promise<void> {
  await SignIn.create({
    ...attempt,
    userAgent: attempt.userAgent?.slice(0, 512) || undefined,
    ipAddress: attempt.ipAddress?.slice(0, 64) || undefined,
    at: new Date(now).toISOString(),
    signInId: randomUUID(),
    expiresAt: Math.floor(now / 1000) + KEPT_SECONDS,
  });
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Chrome|Chromium|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari/, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome 131 on Linux" from a user agent; what it cannot name it leaves out, a blank one is null. */
export function browserOf(userAgent: string | undefined): string | null {
  if (!userAgent?.trim()) return null;
  const browser = BROWSERS.map(([re, name]) => {
    const match = re.exec(userAgent);
    return match ? `${name} ${match[1]}` : undefined;
  }).find(Boolean);
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}

const view = (item: SignInItem): SignInRecord => ({
  id: item.signInId,
  at: item.at,
  method: item.method,
  outcome: item.outcome,
  browser: browserOf(item.userAgent),
  ipAddress: item.ipAddress ?? null,
});

/** A person's own sign-ins, newest first: the only history anyone reads is their own. */
export async function pageSignIns(userId: string, page: number, size: number): Promise<Page<SignInRecord>> {
  const [items, total] = await Promise.all([
    pageOf((limit, cursor) => pageSignInsOfUser(userId, limit, cursor), page, size),
    countSignInsOfUser(userId),
  ]);
  return { items: items.map(view), total };
}

/** The claims of a JWT's payload, unverified: for a token Cognito has just answered. */
function claimsOf(jwt: string): Record<string, unknown> {
  try {
    return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    return {};
  }
}

/**
 * Records the sign-in a new session starts with, from the id token Cognito answered for it: a
 * federated identity signed in through single sign-on; a person with an authenticator app
 * answered Cognito's code challenge after the password.
 */
export async function recordSessionStart(
  idToken: string,
  request: { userAgent?: string; ipAddress?: string },
  mfaEnabledFor: (email: string) => Promise<boolean>,
): Promise<void> {
  const claims = claimsOf(idToken);
  if (typeof claims.sub !== 'string') return;
  const email = typeof claims.email === 'string' ? claims.email : '';
  const federated = claims.identities !== undefined;
  const method: SignInMethod = federated
    ? 'SINGLE_SIGN_ON'
    : email && (await mfaEnabledFor(email))
      ? 'PASSWORD_AND_CODE'
      : 'PASSWORD';
  const tenantId = claims['custom:tenantId'];
  await recordSignIn({
    userId: claims.sub,
    tenantId: typeof tenantId === 'string' && tenantId ? tenantId : undefined,
    method,
    outcome: 'SUCCESS',
    ...request,
  });
}
