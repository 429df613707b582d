import { env } from '../../lib/env.js';
import { lazy } from '../../lib/lazy.js';
import type { TradingService } from '../../ports/trading.js';
import { cieTradeApi } from './cietrade-api.js';

/** The configured trading service: cieTrade's API at TRADING_API_URL (the local cloud points it at its sandbox). */
export const tradingService = lazy((): TradingService => cieTradeApi({ baseUrl: env().TRADING_API_URL }));
