import { IdentityRoutes } from '@polyloop/shared/contract/routes/identity';
import { implement } from '../preset.js';
import { loadOnce } from '../../lib/lazy.js';

const auth = loadOnce(() => import('../../domain/auth/auth.service.js'));

/** Public sign-up and password recovery (spec part 1 §3 and §4). */
export const authRoutes = implement(IdentityRoutes, {
  signUp: async ({ body }) => (await auth()).signUp(body),
  verifyEmail: async ({ body }) => (await auth()).verifyEmail(body),
  resendCode: async ({ body }) => (await auth()).resendCode(body),
  forgotPassword: async ({ body }) => (await auth()).forgotPassword(body),
  resetPassword: async ({ body }) => (await auth()).resetPassword(body),
});
