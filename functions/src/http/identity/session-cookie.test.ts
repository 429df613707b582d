import { describe, expect, it } from 'vitest';
import { secondsLeft } from '../../domain/auth/session.service.js';
import {
  clearedSessionCookie,
  SESSION_MAX_AGE_SECONDS,
  sentByTheApp,
  sessionCookie,
  sessionTokenOf,
} from './session-cookie.js';

describe('the session cookie', () => {
  it('is httpOnly, Secure and SameSite=Strict, sent to the token endpoint only, for as long as a refresh token lives', () => {
    const cookie = sessionCookie('abc.def-ghi_jkl');
    expect(cookie.split('; ')).toEqual([
      'polyloop_session=abc.def-ghi_jkl',
      `Max-Age=${SESSION_MAX_AGE_SECONDS}`,
      'Path=/api/auth',
      'HttpOnly',
      'Secure',
      'SameSite=Strict',
    ]);
  });

  it('is forgotten with the same attributes and no value', () => {
    expect(clearedSessionCookie()).toBe(
      'polyloop_session=; Max-Age=0; Path=/api/auth; HttpOnly; Secure; SameSite=Strict',
    );
  });

  it('gives back the token it was set with, from API Gateway’s cookies or a Cookie header, among others', () => {
    const token = 'eyJ.a/b+c=d';
    const value = sessionCookie(token).split(';')[0]!;
    expect(sessionTokenOf(['theme=dark', value])).toBe(token);
    expect(sessionTokenOf(undefined, `theme=dark; ${value}`)).toBe(token);
  });

  it('reads no token from an absent, empty, look-alike or malformed cookie', () => {
    expect(sessionTokenOf(undefined)).toBeUndefined();
    expect(sessionTokenOf(['polyloop_session='])).toBeUndefined();
    expect(sessionTokenOf(['polyloop_session_old=x', 'xpolyloop_session=y'])).toBeUndefined();
    expect(sessionTokenOf(['polyloop_session=%E0%A4%A'])).toBeUndefined();
  });
});

describe('the app’s header on token endpoint calls', () => {
  it('is required exactly as the app sends it', () => {
    expect(sentByTheApp({ 'x-polyloop-csrf': '1' })).toBe(true);
    expect(sentByTheApp({})).toBe(false);
    expect(sentByTheApp({ 'x-polyloop-csrf': 'true' })).toBe(false);
  });
});

describe('the tokens’ life when Cognito does not say it', () => {
  const jwt = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;
  it('is read from the id token’s expiry', () => {
    expect(secondsLeft(jwt({ exp: 2000 }), 1_000_000)).toBe(1000);
  });
  it('is one second for a token without a readable expiry, so the page refreshes at once', () => {
    expect(secondsLeft(jwt({}), 0)).toBe(1);
    expect(secondsLeft('not-a-jwt', 0)).toBe(1);
    expect(secondsLeft(jwt({ exp: 10 }), 60_000)).toBe(1);
  });
});
