import type { CieTradeShipment } from '@polyloop/shared/orders/trading';

/** A company's connection to the trading service, as the admin entered it. */
export interface TradingAccount {
  accountId: string;
  apiKey: string;
}

/** The trading service said no: its reason, in words to show. */
export class TradingRefused extends Error {}

/**
 * Pushes a shipment to the trading service (cieTrade). In AWS its API; locally the local cloud's
 * cieTrade sandbox, which validates exactly as the real one and shows what it received.
 */
export interface TradingService {
  exportShipment(account: TradingAccount, shipment: CieTradeShipment): Promise<{ externalId: string }>;
}
