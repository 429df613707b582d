import { env } from '../../lib/env.js';
import { lazy, lazySdk } from '../../lib/lazy.js';
import type { BillingProvider } from '../../ports/billing.js';
import { sandboxBillingProvider } from './sandbox.js';
import { stripeBillingProvider, stripeSecretFrom } from './stripe.js';

/** The configured billing provider (BILLING_PROVIDER), created once per module load. */
export const billingProvider = lazy((): BillingProvider => {
  const { BILLING_PROVIDER, BILLING_SECRET_ARN, BILLING_SANDBOX_SECRET, APP_URL } = env();
  switch (BILLING_PROVIDER) {
    case 'stripe':
      return stripeBillingProvider({
        secret: stripeSecretFrom(
          lazySdk(
            () => import('@aws-sdk/client-secrets-manager'),
            (sdk) => new sdk.SecretsManagerClient({}),
          ),
          BILLING_SECRET_ARN,
        ),
        appUrl: APP_URL,
      });
    case 'sandbox':
      return sandboxBillingProvider({ secret: BILLING_SANDBOX_SECRET, appUrl: APP_URL });
  }
});
