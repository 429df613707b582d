import type { AccountingProvider } from '@polyloop/shared/finance/accounting';
import { lazySdk } from '../../lib/lazy.js';
import type { AccountingService, TokenVault } from '../../ports/accounting.js';
import { configured } from '../configured.js';
import { quickBooksAccounting } from './quickbooks.js';
import { sandboxAccounting } from './sandbox.js';
import { appCredentialsFrom, secretsManagerVault } from './secrets.js';
import { xeroAccounting } from './xero.js';

const secrets = lazySdk(
  () => import('@aws-sdk/client-secrets-manager'),
  (sdk) => new sdk.SecretsManagerClient({}),
);

interface Accounting {
  /** The adapter for a connection's provider. */
  service(provider: AccountingProvider): AccountingService;
  /** Where tokens are kept: Secrets Manager in AWS; undefined locally (the service keeps them in the table, marked local). */
  vault: TokenVault | undefined;
  sandbox: boolean;
}

/** The accounting adapters ACCOUNTING_PROVIDER names, made once per module load. */
export const accounting = configured<'ACCOUNTING_PROVIDER', Accounting>('ACCOUNTING_PROVIDER', {
  services: ({ ACCOUNTING_APP_SECRET_ID, ACCOUNTING_TOKEN_SECRET_PREFIX }) => {
    const app = appCredentialsFrom(secrets, ACCOUNTING_APP_SECRET_ID);
    const quickbooks = quickBooksAccounting({ app: () => app('quickbooks') });
    const xero = xeroAccounting({ app: () => app('xero') });
    return {
      service: (provider) => (provider === 'QUICKBOOKS' ? quickbooks : xero),
      vault: secretsManagerVault(secrets, ACCOUNTING_TOKEN_SECRET_PREFIX),
      sandbox: false,
    };
  },
  sandbox: ({ ACCOUNTING_SANDBOX_URL }) => ({
    service: (provider) => sandboxAccounting({ baseUrl: ACCOUNTING_SANDBOX_URL, provider }),
    vault: undefined,
    sandbox: true,
  }),
});
