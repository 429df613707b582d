import { IdentityRoutes } from '@polyloop/shared/contract/routes/identity';
import { implement } from '../preset.js';
import * as Auth from '../../domain/auth/auth.service.js';

/** Public sign-up and password recovery (spec part 1 §3 and §4). */
export const authRoutes = implement(IdentityRoutes, {
  signUp: ({ body }) => Auth.signUp(body),
  verifyEmail: ({ body }) => Auth.verifyEmail(body),
  resendCode: ({ body }) => Auth.resendCode(body),
  forgotPassword: ({ body }) => Auth.forgotPassword(body),
  resetPassword: ({ body }) => Auth.resetPassword(body),
});
