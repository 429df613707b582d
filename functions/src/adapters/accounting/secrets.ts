import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod';
import type { LoadedSdk } from '../../lib/lazy.js';
import type { AccountingTokens, TokenVault } from '../../ports/accounting.js';
import type { OAuthApp } from './http.js';

type Secrets = () => Promise<
  LoadedSdk<typeof import('@aws-sdk/client-secrets-manager'), SecretsManagerClient>
>;

const App = z.object({ clientId: z.string().default(''), clientSecret: z.string().default('') });
const AppSecret = z.object({
  quickbooks: App.default({ clientId: '', clientSecret: '' }),
  xero: App.default({ clientId: '', clientSecret: '' }),
});
const Tokens = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresAt: z.string(),
  realmId: z.string(),
});

/** The app's credentials with Intuit and Xero, read once (again while they are still the placeholder). */
export function appCredentialsFrom(
  secrets: Secrets,
  secretId: string,
): (provider: 'quickbooks' | 'xero') => Promise<OAuthApp> {
  let loading: Promise<z.infer<typeof AppSecret>> | undefined;
  return async (provider) => {
    loading ??= secrets()
      .then(({ client, sdk }) => client.send(new sdk.GetSecretValueCommand({ SecretId: secretId })))
      .then(({ SecretString }) => AppSecret.parse(JSON.parse(SecretString ?? '{}')))
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    const app = (await loading)[provider];
    if (!app.clientId) loading = undefined;
    return app;
  };
}

/**
 * A company's tokens as one secret of its own (`<prefix><tenantId>`), so a function reads only
 * the connection it serves and a disconnect deletes the secret at once.
 */
export function secretsManagerVault(secrets: Secrets, prefix: string): TokenVault {
  const name = (tenantId: string) => `${prefix}${tenantId}`;
  return {
    async read(tenantId) {
      const { client, sdk } = await secrets();
      try {
        const { SecretString } = await client.send(
          new sdk.GetSecretValueCommand({ SecretId: name(tenantId) }),
        );
        return Tokens.parse(JSON.parse(SecretString ?? '{}')) satisfies AccountingTokens;
      } catch (error) {
        if (error instanceof sdk.ResourceNotFoundException) return undefined;
        throw error;
      }
    },
    async write(tenantId, tokens) {
      const { client, sdk } = await secrets();
      const SecretString = JSON.stringify(tokens);
      try {
        await client.send(new sdk.PutSecretValueCommand({ SecretId: name(tenantId), SecretString }));
      } catch (error) {
        if (!(error instanceof sdk.ResourceNotFoundException)) throw error;
        await client.send(new sdk.CreateSecretCommand({ Name: name(tenantId), SecretString }));
      }
    },
    async remove(tenantId) {
      const { client, sdk } = await secrets();
      try {
        await client.send(
          new sdk.DeleteSecretCommand({ SecretId: name(tenantId), ForceDeleteWithoutRecovery: true }),
        );
      } catch (error) {
        if (!(error instanceof sdk.ResourceNotFoundException)) throw error;
      }
    },
  };
}
