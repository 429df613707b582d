import { expect, it } from 'vitest';
import type { Synthesized } from './template.js';

/** Account security in the user pool: two-step sign-in with an authenticator app, optional per person. */
export function securityChecks(stack: () => Synthesized) {
  const only = (type: string) => stack().resources[stack().resourceIdOfType(type)]!.Properties;

  it('lets each person turn on two-step sign-in with an authenticator app, and offers no SMS', () => {
    expect(only('AWS::Cognito::UserPool').MfaConfiguration).toBe('OPTIONAL');
    expect(only('AWS::Cognito::UserPool').EnabledMfas).toEqual(['SOFTWARE_TOKEN_MFA']);
  });

  it('revokes refresh tokens when asked, so signing out of every device ends the other sessions', () => {
    expect(only('AWS::Cognito::UserPoolClient').EnableTokenRevocation).toBe(true);
  });
}
