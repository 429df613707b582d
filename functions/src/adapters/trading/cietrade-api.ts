import type { CieTradeShipment } from '@polyloop/shared/orders/trading';
import { TradingRefused, type TradingAccount, type TradingService } from '../../ports/trading.js';

const TIMEOUT_MS = 10_000;

/**
 * cieTrade's shipment API: `POST {baseUrl}/shipments` with the account and a bearer key. A 4xx is a
 * refusal whose `message` (or `errors`) is shown to the person; anything else (5xx, timeout,
 * network) is a failure the caller reports as "Failed to export to cieTrade.".
 */
export function cieTradeApi({
  baseUrl,
  fetcher = fetch,
}: {
  baseUrl: string;
  fetcher?: typeof fetch;
}): TradingService {
  return {
    async exportShipment(account: TradingAccount, shipment: CieTradeShipment) {
      const res = await fetcher(`${baseUrl.replace(/\/$/, '')}/shipments`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${account.apiKey}`,
          'x-cietrade-account': account.accountId,
        },
        body: JSON.stringify(shipment),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await res.json().catch(() => ({}))) as {
        id?: unknown;
        message?: unknown;
        errors?: unknown;
      };
      if (res.status >= 400 && res.status < 500) {
        const errors = Array.isArray(body.errors)
          ? body.errors.filter((e): e is string => typeof e === 'string')
          : [];
        throw new TradingRefused(
          [
            typeof body.message === 'string'
              ? body.message
              : `cieTrade refused the shipment (${res.status}).`,
            ...errors,
          ].join(' '),
        );
      }
      if (!res.ok || typeof body.id !== 'string') throw new Error(`cieTrade answered ${res.status}`);
      return { externalId: body.id };
    },
  };
}
