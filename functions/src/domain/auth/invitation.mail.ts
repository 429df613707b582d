import { env } from '../../lib/env.js';
import type { Email } from '../../lib/email.js';
import { sendResetCode } from './auth.service.js';

/**
 * The e-mails that let a person choose a password. Codes come from this area's store (the same
 * one `POST /api/auth/reset-password` checks), so an invitee accepts with the code, and an
 * administrator's reset is the "forgot password" mail with a code issued on their behalf.
 */

/** An invitation may sit in an inbox over a weekend; a reset asked for by an admin is acted on at once. */
export const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;

const acceptLink = (email: string) => `${env().APP_URL}/accept-invite?email=${encodeURIComponent(email)}`;

export function invitationEmail(input: {
  to: string;
  code: string;
  ttlSeconds: number;
  inviter: string;
  company: string;
}): Email {
  const link = acceptLink(input.to);
  const days = Math.round(input.ttlSeconds / 86_400);
  return {
    to: [input.to],
    subject: `${input.inviter} invited you to ${input.company} on Polyloop`,
    text: [
      `${input.inviter} invited you to join ${input.company} on Polyloop, the trading and operations platform for recycled plastics.`,
      '',
      `Your invitation code is ${input.code}`,
      '',
      `Enter it and choose your password at ${link}. The code works for ${days} days; your sign-in name is this e-mail address.`,
    ].join('\n'),
    html: `<p>${escapeHtml(input.inviter)} invited you to join <strong>${escapeHtml(input.company)}</strong> on Polyloop.</p><p>Your invitation code is <strong>${input.code}</strong></p><p><a href="${escapeHtml(link)}">Accept the invitation and choose your password</a> (the code works for ${days} days).</p>`,
  };
}

/** Issues a code and mails the invitation; answers whether it went out (not for archived users). */
export async function sendInvitationCode(to: string, inviter: string, company: string): Promise<boolean> {
  return sendResetCode(to, {
    ttlSeconds: INVITATION_TTL_SECONDS,
    email: (address, code, ttlSeconds) =>
      invitationEmail({ to: address, code, ttlSeconds, inviter, company }),
  });
}

/** The standard "choose a new password" mail with a fresh code. */
export async function sendPasswordCode(to: string): Promise<boolean> {
  return sendResetCode(to);
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
