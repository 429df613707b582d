import { IdentityRoutes } from '@polyloop/shared';
import { implement } from '../../lib/http.js';
import * as Auth from '../../domain/auth/auth.service.js';

/** Public sign-up and password recovery (spec part 1 §3 and §4). */
export const authRoutes = [
  implement(IdentityRoutes.signUp, ({ body }) => Auth.signUp(body)),
  implement(IdentityRoutes.verifyEmail, ({ body }) => Auth.verifyEmail(body)),
  implement(IdentityRoutes.resendCode, ({ body }) => Auth.resendCode(body)),
  implement(IdentityRoutes.forgotPassword, ({ body }) => Auth.forgotPassword(body)),
  implement(IdentityRoutes.resetPassword, ({ body }) => Auth.resetPassword(body)),
];
