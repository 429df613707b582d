import { expect, it } from 'vitest';
import type { Synthesized } from './template.js';

/** Account security in the user pool: two-step sign-in with an authenticator app, optional per person. */
export function securityChecks(stack: () => Synthesized) {
  const pool = () => stack().resources[stack().resourceIdOfType('AWS::Cognito::UserPool')]!.Properties;

  it('lets each person turn on two-step sign-in with an authenticator app, and offers no SMS', () => {
    expect(pool().MfaConfiguration).toBe('OPTIONAL');
    expect(pool().EnabledMfas).toEqual(['SOFTWARE_TOKEN_MFA']);
  });

  it('lets the identity function sign a person out of every device', () => {
    const statements = Object.values(stack().resources)
      .filter((r) => r.Type === 'AWS::IAM::Policy')
      .flatMap(
        (r) => (r.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement,
      )
      .flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
    expect(statements).toContain('cognito-idp:AdminUserGlobalSignOut');
  });
}
