import { lazySdk } from '../../lib/lazy.js';
import type { BillingProvider } from '../../ports/billing.js';
import { configured } from '../configured.js';
import { sandboxBillingProvider } from './sandbox.js';
import { stripeBillingProvider, stripeSecretFrom } from './stripe.js';

/** The configured billing provider (BILLING_PROVIDER), created once per module load. */
export const billingProvider = configured<'BILLING_PROVIDER', BillingProvider>('BILLING_PROVIDER', {
  stripe: ({ BILLING_SECRET_ARN, APP_URL }) =>
    stripeBillingProvider({
      secret: stripeSecretFrom(
        lazySdk(
          () => import('@aws-sdk/client-secrets-manager'),
          (sdk) => new sdk.SecretsManagerClient({}),
        ),
        BILLING_SECRET_ARN,
      ),
      appUrl: APP_URL,
    }),
  sandbox: ({ BILLING_SANDBOX_SECRET, APP_URL }) =>
    sandboxBillingProvider({ secret: BILLING_SANDBOX_SECRET, appUrl: APP_URL }),
});
