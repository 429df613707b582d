import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { IdentityRoutes } from '@polyloop/shared';
import { signIn } from '../support/auth.js';
import { anonymousClient, signedInClient } from '../support/client.js';
import {
  TEST_PASSWORD,
  createCompany,
  mailsTo as outbox,
  useCloudEnv,
  type Mail,
} from '../support/companies.js';
import { eventually } from '../support/eventually.js';

const cloud = inject('cloud');
beforeAll(() => useCloudEnv(cloud.env));

const NEW_PASSWORD = 'Another-password-2027';
const WRONG = 'That code is not right. Check the e-mail or ask for a new one.';
const EXPIRED = 'That code has expired. Ask for a new one.';
const TOO_SOON = 'Please wait a moment before asking for another code.';

const anonymous = anonymousClient(cloud);
const signUp = (email: string, password = TEST_PASSWORD) =>
  anonymous(IdentityRoutes.signUp, { body: { email, password, firstName: 'Ada', lastName: 'Lovelace' } });
const verify = (email: string, code: string) =>
  anonymous(IdentityRoutes.verifyEmail, { body: { email, code } });
const resendCode = (email: string) => anonymous(IdentityRoutes.resendCode, { body: { email } });
const forgotPassword = (email: string) => anonymous(IdentityRoutes.forgotPassword, { body: { email } });
const resetPassword = (email: string, code: string, password: string) =>
  anonymous(IdentityRoutes.resetPassword, { body: { email, code, password } });

const mailsTo = (email: string) => outbox(cloud.baseUrl, email);
/** Waits for the `count`-th e-mail with this subject (the bus delivers asynchronously). */
const nthMail = (email: string, subject: string, count = 1) =>
  eventually(async () => {
    const found = (await mailsTo(email)).filter((m) => m.subject === subject);
    return found.length >= count ? found[0] : undefined;
  });
const codeIn = (mail: Mail) => /\b(\d{6})\b/.exec(mail.text ?? '')?.[1] ?? '';

const freshEmail = () => `signup.${randomUUID().slice(0, 8)}@test.polyloop.example`;
const authToken = async (email: string, password: string) =>
  (await signIn(cloud.config, email, password)).idToken;

/** Lets a test act as if the last code went out long ago, or expired, without sleeping. */
async function ageCode(
  email: string,
  purpose: 'VERIFY_EMAIL' | 'RESET_PASSWORD',
  changes: { sentAt?: number; expiresAt?: number },
) {
  const { Verification } = await import('@polyloop/functions/domain/auth/verification.entity');
  await Verification.update({ email, purpose }, changes);
}

async function signedUp(email = freshEmail()) {
  expect((await signUp(email)).status).toBe(201);
  const code = codeIn(await nthMail(email, 'Verify your Polyloop e-mail address'));
  return { email, code };
}

describe('sign-up and e-mail verification', () => {
  it('creates an account that can sign in only once the e-mailed code verified the address', async () => {
    const email = freshEmail();
    const res = await signUp(email);
    expect(res).toMatchObject({ status: 201, body: { message: expect.any(String) } });
    const mail = await nthMail(email, 'Verify your Polyloop e-mail address');
    expect(codeIn(mail)).toMatch(/^\d{6}$/);

    await expect(signIn(cloud.config, email, TEST_PASSWORD)).rejects.toMatchObject({
      name: 'UserNotConfirmedException',
    });
    expect(await verify(email, codeIn(mail))).toMatchObject({ status: 200 });

    const person = await signedInClient(cloud, email);
    const account = (await person.ok(IdentityRoutes.getAccount)).body;
    expect(account).toMatchObject({
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      tenantId: null,
      companyName: null,
      onboarded: false,
      authorities: ['ROLE_USER'],
      permissions: [],
    });
    // Not onboarded yet, and still able to fix their name.
    const patched = await person.ok(IdentityRoutes.updateAccount, { body: { lastName: 'King' } });
    expect(patched.body).toMatchObject({ firstName: 'Ada', lastName: 'King', tenantId: null });
  });

  it('refuses a wrong code, and a code once used', async () => {
    const { email, code } = await signedUp();
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await verify(email, wrong)).toMatchObject({
      status: 400,
      body: { message: WRONG },
    });
    expect((await verify(email, code)).status).toBe(200);
    expect(await verify(email, code)).toMatchObject({ status: 400, body: { message: WRONG } });
  });

  it('answers a code for an unknown address like a wrong code', async () => {
    expect(await verify(freshEmail(), '123456')).toMatchObject({
      status: 400,
      body: { message: WRONG },
    });
  });

  it('refuses an expired code', async () => {
    const { email, code } = await signedUp();
    await ageCode(email, 'VERIFY_EMAIL', { expiresAt: Math.floor(Date.now() / 1000) - 1 });
    expect(await verify(email, code)).toMatchObject({
      status: 400,
      body: { message: EXPIRED, code: 'CODE_EXPIRED' },
    });
  });

  it('stops accepting even the right code after five wrong ones', async () => {
    const { email, code } = await signedUp();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await verify(email, wrong)).body.message).toBe(WRONG);
    expect(await verify(email, code)).toMatchObject({
      status: 400,
      body: { code: 'CODE_ATTEMPTS_EXCEEDED' },
    });
    await expect(signIn(cloud.config, email, TEST_PASSWORD)).rejects.toMatchObject({
      name: 'UserNotConfirmedException',
    });
  });

  it('sends a new code at most every 30 seconds, and the new code replaces the old one', async () => {
    const { email, code } = await signedUp();
    expect(await resendCode(email)).toMatchObject({ status: 400, body: { message: TOO_SOON } });
    await ageCode(email, 'VERIFY_EMAIL', { sentAt: Date.now() - 31_000 });
    expect((await resendCode(email)).status).toBe(202);
    const second = codeIn(await nthMail(email, 'Verify your Polyloop e-mail address', 2));
    if (second !== code) expect((await verify(email, code)).body.message).toBe(WRONG);
    expect((await verify(email, second)).status).toBe(200);
  });

  it('answers resend-code for an unknown address the same way, sending nothing', async () => {
    const email = freshEmail();
    expect((await resendCode(email)).status).toBe(202);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('answers a sign-up with a registered address as usual but only tells the owner by e-mail', async () => {
    const company = await createCompany('Registered');
    const email = company.member.email;
    const res = await signUp(email, NEW_PASSWORD);
    expect(res.status).toBe(201);
    const mail = await nthMail(email, 'You already have an account');
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    // Nothing changed: the original password still works, the one just tried does not.
    await expect(authToken(email, TEST_PASSWORD)).resolves.toBeTruthy();
    await expect(signIn(cloud.config, email, NEW_PASSWORD)).rejects.toThrow();
  });

  it('starts an unverified sign-up over, so the latest password is the one that works', async () => {
    const { email } = await signedUp();
    await ageCode(email, 'VERIFY_EMAIL', { sentAt: Date.now() - 31_000 });
    expect((await signUp(email, NEW_PASSWORD)).status).toBe(201);
    const code = codeIn(await nthMail(email, 'Verify your Polyloop e-mail address', 2));
    expect((await verify(email, code)).status).toBe(200);
    await expect(authToken(email, NEW_PASSWORD)).resolves.toBeTruthy();
  });

  it('answers 400 with field errors for what the contract refuses', async () => {
    const res = await anonymous.refused(IdentityRoutes.signUp, {
      body: { email: 'not-an-address', password: 'short', firstName: '', lastName: 'X' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors ?? {})).toEqual(
      expect.arrayContaining(['body.email', 'body.password', 'body.firstName']),
    );
    expect(
      (await anonymous.refused(IdentityRoutes.verifyEmail, { body: { email: freshEmail(), code: 'abc' } }))
        .body.fieldErrors,
    ).toHaveProperty(['body.code']);
  });
});

describe('forgotten passwords', () => {
  it('e-mails a code that sets a new password', async () => {
    const company = await createCompany('Forgetful');
    const email = company.member.email;
    expect((await forgotPassword(email)).status).toBe(202);
    const code = codeIn(await nthMail(email, 'Reset your Polyloop password'));
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await resetPassword(email, wrong, NEW_PASSWORD)).toMatchObject({
      status: 400,
      body: { message: WRONG },
    });
    expect((await resetPassword(email, code, NEW_PASSWORD)).status).toBe(200);
    await expect(authToken(email, NEW_PASSWORD)).resolves.toBeTruthy();
    await expect(signIn(cloud.config, email, TEST_PASSWORD)).rejects.toThrow();
    expect(await resetPassword(email, code, TEST_PASSWORD)).toMatchObject({
      status: 400,
      body: { message: WRONG },
    });
  });

  it('refuses an expired reset code', async () => {
    const company = await createCompany('Late');
    const email = company.member.email;
    await forgotPassword(email);
    const code = codeIn(await nthMail(email, 'Reset your Polyloop password'));
    await ageCode(email, 'RESET_PASSWORD', { expiresAt: Math.floor(Date.now() / 1000) - 1 });
    expect(await resetPassword(email, code, NEW_PASSWORD)).toMatchObject({
      status: 400,
      body: { message: EXPIRED },
    });
  });

  it('confirms a sign-up that was never verified, since the code proves the address', async () => {
    const { email } = await signedUp();
    await ageCode(email, 'VERIFY_EMAIL', { sentAt: 0 });
    expect((await forgotPassword(email)).status).toBe(202);
    const code = codeIn(await nthMail(email, 'Reset your Polyloop password'));
    expect((await resetPassword(email, code, NEW_PASSWORD)).status).toBe(200);
    await expect(authToken(email, NEW_PASSWORD)).resolves.toBeTruthy();
  });

  it('answers the same for unknown and archived addresses, and e-mails neither', async () => {
    const unknown = freshEmail();
    expect(await forgotPassword(unknown)).toMatchObject({ status: 202 });
    const company = await createCompany('Archived');
    const { User } = await import('@polyloop/functions/domain/user/user.entity');
    await User.update({ userId: company.member.userId }, { archived: true });
    expect(await forgotPassword(company.member.email)).toMatchObject({ status: 202 });
    // A later mail to a known address proves the bus has delivered everything sent before it.
    await forgotPassword(company.admin.email);
    await nthMail(company.admin.email, 'Reset your Polyloop password');
    expect(await mailsTo(unknown)).toEqual([]);
    expect(await mailsTo(company.member.email)).toEqual([]);
  });

  it('rate-limits reset codes per address', async () => {
    const company = await createCompany('Impatient');
    expect((await forgotPassword(company.member.email)).status).toBe(202);
    expect(await forgotPassword(company.member.email)).toMatchObject({
      status: 400,
      body: { message: TOO_SOON },
    });
  });
});
