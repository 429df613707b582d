import { describe, expect, it } from 'vitest';
import { TradingRefused } from '../../ports/trading.js';
import { cieTradeApi } from './cietrade-api.js';

const shipment = {
  reference: 'GLP-S1',
  orderReference: 'GLP-O1',
  supplier: { name: 'Great Lakes Polymers' },
  customer: { name: 'Lone Star Resins' },
  lines: [
    {
      description: 'PP regrind',
      materialType: 'PP' as const,
      grade: 'PRIME' as const,
      form: 'REGRIND' as const,
      netWeightLbs: 4000,
    },
  ],
};
const account = { accountId: 'ACME-001', apiKey: 'key-12345678' };
const answering = (status: number, body: unknown) => {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { calls, api: cieTradeApi({ baseUrl: 'https://cietrade.example/v1/', fetcher }) };
};

describe('the cieTrade API adapter', () => {
  it('posts the shipment with the account and bearer key, and answers cieTrade’s id', async () => {
    const { calls, api } = answering(201, { id: 'CT-1' });
    expect(await api.exportShipment(account, shipment)).toEqual({ externalId: 'CT-1' });
    expect(calls[0]!.url).toBe('https://cietrade.example/v1/shipments');
    expect(calls[0]!.init.headers).toMatchObject({
      authorization: 'Bearer key-12345678',
      'x-cietrade-account': 'ACME-001',
    });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual(shipment);
  });

  it('turns a 4xx into a refusal with cieTrade’s words, and anything else into a failure', async () => {
    await expect(
      answering(422, {
        message: 'The shipment is not valid.',
        errors: ['lines.0.grade: Required'],
      }).api.exportShipment(account, shipment),
    ).rejects.toEqual(new TradingRefused('The shipment is not valid. lines.0.grade: Required'));
    await expect(answering(503, {}).api.exportShipment(account, shipment)).rejects.not.toBeInstanceOf(
      TradingRefused,
    );
  });
});
