import { SecurityRoutes } from '@polyloop/shared/contract/routes/security';
import { api } from '../../lib/api';
import { takePostLoginPath } from '../../lib/auth';

/** Where the app lives when the path is this: the page that leads a person through two-step sign-in's setup. */
export const TWO_STEP_SETUP_PATH = '/two-step-setup';

/**
 * Where a fresh sign-in goes: the page the person wanted, unless their company requires two-step
 * sign-in and they have not set it up, when they set it up first.
 */
export async function pathAfterSignIn(): Promise<string> {
  const wanted = takePostLoginPath();
  try {
    const { data } = await api(SecurityRoutes.getAccountSecurity);
    if (data.mfaRequired && !data.mfaEnabled) {
      sessionStorage.setItem('postSetupPath', wanted);
      return TWO_STEP_SETUP_PATH;
    }
  } catch {
    // The check is unavailable: the app itself still works, and the next sign-in asks again.
  }
  return wanted;
}
