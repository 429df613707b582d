import type {
  AccountingItem,
  AccountingOption,
  AccountingParty,
  AccountingProvider,
} from '@polyloop/shared/finance/accounting';
import type { AccountingService, AccountingTokens, RefusalReason } from '../../ports/accounting.js';
import { expiresAt, form, reasonFromText, requestJson, type Classify } from './http.js';

const REASONS: readonly RefusalReason[] = [
  'DUPLICATE_NAME',
  'ITEM_NOT_FOR_SALE',
  'ITEM_NOT_PURCHASABLE',
  'TOTAL_NEGATIVE',
  'SETTINGS_MISSING',
];

/** The sandbox answers `{ code, message }`; its code is one of the port's reasons. */
const classify: Classify = (_status, body) => {
  const { code, message } = (body ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : 'The sandbox refused the request.';
  const reason = REASONS.find((r) => r === code) ?? reasonFromText(text);
  return { reason, message: text };
};

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  realm_id: string;
}

/**
 * The local cloud's sandbox accounting service (`infra/local/src/accounting-sandbox.ts`): the same
 * steps as the real services (authorize page, code for tokens, refresh, lists, customers and
 * vendors, documents upserted by reference) in a small JSON protocol, with the same validation.
 * It stands in for either provider; the provider rides along so its page can say which.
 */
export function sandboxAccounting({
  baseUrl,
  provider,
  fetcher = fetch,
}: {
  baseUrl: string;
  provider: AccountingProvider;
  fetcher?: typeof fetch;
}): AccountingService {
  const root = baseUrl.replace(/\/$/, '');
  const tokens = (answer: TokenAnswer): AccountingTokens => ({
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    expiresAt: expiresAt(answer.expires_in),
    realmId: answer.realm_id,
  });
  const token = (body: Record<string, string>) =>
    requestJson<TokenAnswer>(
      fetcher,
      `${root}/oauth/token`,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form(body) },
      classify,
    ).then(tokens);
  const api = <T>(t: AccountingTokens, path: string, init: RequestInit = {}) =>
    requestJson<T>(
      fetcher,
      `${root}/api${path}`,
      {
        ...init,
        headers: {
          authorization: `Bearer ${t.accessToken}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
      },
      classify,
    );
  const list = <T>(t: AccountingTokens, path: string) => api<{ data: T[] }>(t, path).then((b) => b.data);
  return {
    provider,
    async authorizationUrl({ state, redirectUri }) {
      const q = new URLSearchParams({
        provider,
        client_id: 'polyloop-local',
        redirect_uri: redirectUri,
        state,
      });
      return `${root}/authorize?${q}`;
    },
    exchangeCode: ({ code }) => token({ grant_type: 'authorization_code', code }),
    refresh: (t) => token({ grant_type: 'refresh_token', refresh_token: t.refreshToken }),
    async revoke(t) {
      await requestJson(
        fetcher,
        `${root}/oauth/revoke`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form({ token: t.refreshToken }),
        },
        classify,
      );
    },
    listAccounts: (t) => list<AccountingOption>(t, '/accounts'),
    listTaxRates: (t) => list<AccountingOption>(t, '/tax-rates'),
    listTerms: (t) => list<AccountingOption>(t, '/terms'),
    listItems: (t) => list<AccountingItem>(t, '/items'),
    listParties: (t) => list<AccountingParty>(t, '/parties'),
    createParty: (t, party) =>
      api<AccountingParty>(t, '/parties', { method: 'POST', body: JSON.stringify(party) }),
    async pushDocument(t, document) {
      const answer = await api<{ id: string; number: string }>(
        t,
        `/documents/${encodeURIComponent(document.reference)}`,
        { method: 'PUT', body: JSON.stringify({ ...document, provider }) },
      );
      return { externalId: answer.id, externalNumber: answer.number };
    },
  };
}
