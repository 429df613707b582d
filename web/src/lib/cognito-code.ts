/**
 * The second step of a sign-in with two-step sign-in on: Cognito's SOFTWARE_TOKEN_MFA challenge,
 * answered with the code the person's authenticator app shows. Loaded with `cognito.ts`.
 */
import type { CognitoUser, CognitoUserSession } from 'amazon-cognito-identity-js';

/** A sign-in waiting for its authenticator code; `answer` may be called again after a wrong code. */
export class CodeRequired {
  readonly code = 'CodeRequired';
  constructor(private readonly user: CognitoUser) {}

  answer<T>(code: string, tokensOf: (session: CognitoUserSession) => T): Promise<T> {
    return new Promise((resolve, reject) => {
      this.user.sendMFACode(
        code,
        {
          onSuccess: (session) => resolve(tokensOf(session)),
          onFailure: (error: unknown) => reject(error),
        },
        'SOFTWARE_TOKEN_MFA',
      );
    });
  }
}
