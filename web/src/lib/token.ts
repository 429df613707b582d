import { Authority } from '@polyloop/shared';

/** What the page holds, in memory only: the refresh token stays in the session cookie. */
export interface Tokens {
  idToken: string;
  accessToken: string;
  /** Epoch milliseconds when the id and access tokens expire. */
  expiresAt: number;
}

/**
 * Who signed in, as the token says. Not their company: its holder can change the token's
 * `custom:tenantId`, so the app takes the company from the account the server reads.
 */
export interface SessionUser {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
  authorities: Authority[];
}

/** Reads a JWT's payload without verifying it; the API verifies, the browser only displays. */
export function decodeJwtPayload(jwt: string): Record<string, unknown> {
  const part = jwt.split('.')[1];
  if (!part) throw new Error('Not a JWT');
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
  if (typeof payload !== 'object' || payload === null) throw new Error('JWT payload is not an object');
  return payload as Record<string, unknown>;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function userFromIdToken(idToken: string): SessionUser {
  const c = decodeJwtPayload(idToken);
  const groups = Array.isArray(c['cognito:groups']) ? c['cognito:groups'] : [];
  return {
    sub: str(c.sub),
    email: str(c.email),
    givenName: str(c.given_name),
    familyName: str(c.family_name),
    authorities: groups.flatMap((g) => {
      const parsed = Authority.safeParse(g);
      return parsed.success ? [parsed.data] : [];
    }),
  };
}

/** Refresh a minute before expiry (never sooner than 5 s from now, so a clock skew cannot spin). */
export const REFRESH_MARGIN_MS = 60_000;
export function refreshDelay(expiresAt: number, now: number): number {
  return Math.max(expiresAt - REFRESH_MARGIN_MS - now, 5_000);
}

export function isExpiring(tokens: Pick<Tokens, 'expiresAt'>, now: number, withinMs = 30_000): boolean {
  return tokens.expiresAt - now <= withinMs;
}

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[1]![0]] : [name.trim().slice(0, 2)];
  return letters.join('').toUpperCase();
}
