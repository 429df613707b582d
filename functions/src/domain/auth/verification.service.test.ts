import { describe, expect, it } from 'vitest';
import * as sdk from '@aws-sdk/client-cognito-identity-provider';
import { generateCode, hashCode, sameHash } from './verification.service.js';
import { passwordRefusal } from './cognito-account.js';

describe('e-mailed codes', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(generateCode()).toMatch(/^\d{6}$/);
  });

  it('are stored as hashes salted with the address and purpose', () => {
    const hash = hashCode('ada@example.com', 'VERIFY_EMAIL', '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('123456');
    expect(hashCode('ADA@example.com', 'VERIFY_EMAIL', '123456')).toBe(hash);
    expect(hashCode('bob@example.com', 'VERIFY_EMAIL', '123456')).not.toBe(hash);
    expect(hashCode('ada@example.com', 'RESET_PASSWORD', '123456')).not.toBe(hash);
    expect(sameHash(hash, hashCode('ada@example.com', 'VERIFY_EMAIL', '123456'))).toBe(true);
    expect(sameHash(hash, hashCode('ada@example.com', 'VERIFY_EMAIL', '123457'))).toBe(false);
    expect(sameHash(hash, 'abcd')).toBe(false);
  });
});

describe('Cognito password refusals', () => {
  it('become a 400 on the password field', () => {
    const refusal = passwordRefusal(
      new sdk.InvalidPasswordException({
        message: 'Password did not conform with policy: Password must have symbol characters',
        $metadata: {},
      }),
      sdk,
    );
    expect(refusal).toMatchObject({
      status: 400,
      fieldErrors: { 'body.password': ['Password must have symbol characters'] },
    });
    expect(
      passwordRefusal(
        new sdk.InvalidParameterException({ message: 'Password does not meet requirements', $metadata: {} }),
        sdk,
      )?.status,
    ).toBe(400);
  });

  it('leave every other error alone', () => {
    expect(
      passwordRefusal(
        new sdk.InvalidParameterException({ message: 'Username should be an email.', $metadata: {} }),
        sdk,
      ),
    ).toBeUndefined();
    expect(passwordRefusal(new Error('network'), sdk)).toBeUndefined();
  });
});
