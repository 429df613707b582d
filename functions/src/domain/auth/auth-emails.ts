import type { Email } from '../../lib/email.js';
import { env } from '../../lib/env.js';

const hours = (seconds: number) => Math.round(seconds / 3600);
const link = (path: string, email: string) => `${env().APP_URL}${path}?email=${encodeURIComponent(email)}`;

export const Subjects = {
  verify: 'Verify your Polyloop e-mail address',
  alreadyRegistered: 'You already have an account',
  reset: 'Reset your Polyloop password',
} as const;

export function verifyEmail(to: string, code: string, ttlSeconds: number): Email {
  return {
    to: [to],
    subject: Subjects.verify,
    text: [
      'Welcome to Polyloop.',
      '',
      `Your verification code is ${code}`,
      '',
      `Enter it on the verification page (${link('/verify', to)}). It works for ${hours(ttlSeconds)} hours.`,
      'If you did not sign up, you can ignore this e-mail.',
    ].join('\n'),
  };
}

/** Sent instead of a code when someone signs up with an address that already has an account. */
export function alreadyRegistered(to: string): Email {
  return {
    to: [to],
    subject: Subjects.alreadyRegistered,
    text: [
      'Someone (hopefully you) tried to create a Polyloop account with this e-mail address, but you already have one.',
      '',
      `Sign in at ${env().APP_URL}/login, or choose a new password at ${link('/forgot-password', to)} if you forgot it.`,
      'If this was not you, you can ignore this e-mail: nothing has changed.',
    ].join('\n'),
  };
}

export function resetPassword(to: string, code: string, ttlSeconds: number): Email {
  return {
    to: [to],
    subject: Subjects.reset,
    text: [
      `Your code to choose a new Polyloop password is ${code}`,
      '',
      `Enter it with your new password at ${link('/reset-password', to)}. It works for ${hours(ttlSeconds)} hours.`,
      'If you did not ask for this, you can ignore this e-mail: your password has not changed.',
    ].join('\n'),
  };
}
