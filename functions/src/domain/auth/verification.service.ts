import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ConditionFailed } from '../../data/entity.js';
import { HttpError } from '../../lib/errors.js';
import { Verification, type CodePurpose, type VerificationItem } from './verification.entity.js';

export const CODE_TTL_SECONDS = 24 * 60 * 60;
export const MAX_ATTEMPTS = 5;
/** At most one new code per address and purpose in this window, so nobody can flood an inbox. */
export const RESEND_INTERVAL_MS = 30_000;

export const CodeMessages = {
  wrong: 'That code is not right. Check the e-mail or ask for a new one.',
  expired: 'That code has expired. Ask for a new one.',
  tooManyAttempts: 'Too many wrong codes. Ask for a new one.',
  tooSoon: 'Please wait a moment before asking for another code.',
} as const;

// 400s the client can tell apart by code; "too many" and "too soon" are 429-like but stay 400s.
const codeError = (message: string, code: string) =>
  new HttpError(400, message, code, { 'body.code': [message] });
export const wrongCode = () => codeError(CodeMessages.wrong, 'CODE_WRONG');
const expired = () => codeError(CodeMessages.expired, 'CODE_EXPIRED');
const tooMany = () => codeError(CodeMessages.tooManyAttempts, 'CODE_ATTEMPTS_EXCEEDED');

/** Six digits from a CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Salted with the address and purpose, so one hash says nothing about another address's code. */
export function hashCode(email: string, purpose: CodePurpose, code: string): string {
  return createHash('sha256').update(`${purpose}\n${email.toLowerCase()}\n${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Stores a new code for the address (replacing any earlier one) and returns it for the e-mail.
 * The rate limit is part of the conditional write, so two simultaneous requests cannot both pass.
 * `force` skips it for a code that follows a brand-new sign-up.
 */
export async function issueCode(
  email: string,
  purpose: CodePurpose,
  options: { ttlSeconds?: number; force?: boolean } = {},
): Promise<string> {
  const code = generateCode();
  const now = Date.now();
  const fields = {
    codeHash: hashCode(email, purpose, code),
    attempts: 0,
    sentAt: now,
    expiresAt: Math.floor(now / 1000) + (options.ttlSeconds ?? CODE_TTL_SECONDS),
  };
  // Create, else replace the earlier code if it is old enough: each step is one conditional
  // write, so of two simultaneous requests only one gets a code. (An upsert would not store the
  // key attributes on the item.)
  try {
    await Verification.create({ email, purpose, ...fields });
    return code;
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
  }
  try {
    await Verification.update({ email, purpose }, fields, {
      condition: options.force ? undefined : (w) => w.lt('sentAt', now - RESEND_INTERVAL_MS),
    });
  } catch (error) {
    if (error instanceof ConditionFailed) throw new HttpError(400, CodeMessages.tooSoon, 'CODE_TOO_SOON');
    throw error;
  }
  return code;
}

/**
 * Checks a code without spending it: every check costs one attempt (counted atomically, so
 * parallel guesses cannot exceed the limit). The caller does its work and then calls `spendCode`,
 * so a failure in between leaves the code usable rather than the account half-changed.
 */
export async function checkCode(
  email: string,
  purpose: CodePurpose,
  code: string,
): Promise<VerificationItem> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  let item: VerificationItem;
  try {
    item = await Verification.update(
      { email, purpose },
      {},
      {
        add: { attempts: 1 },
        condition: (w) => w.and(w.lt('attempts', MAX_ATTEMPTS), w.gt('expiresAt', nowSeconds)),
      },
    );
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    const stored = await Verification.get({ email, purpose }, { consistent: true });
    // No code at all reads as a wrong code: the answer must not tell whether the address is known.
    if (!stored) throw wrongCode();
    if (stored.expiresAt <= nowSeconds) throw expired();
    throw tooMany();
  }
  if (!sameHash(item.codeHash, hashCode(email, purpose, code))) throw wrongCode();
  return item;
}

/** Makes a checked code unusable; only that very code, in case a newer one was sent meanwhile. */
export async function spendCode(item: VerificationItem): Promise<void> {
  try {
    await Verification.delete(
      { email: item.email, purpose: item.purpose },
      { condition: { codeHash: item.codeHash } },
    );
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
  }
}
