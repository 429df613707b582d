import { describe, expect, it } from 'vitest';
import { judge, type MatchFacts } from './score.js';

const have = (extra: Partial<MatchFacts> = {}): MatchFacts => ({
  kind: 'HAVE',
  tenantId: 't1',
  id: 'h1',
  label: 'GLP-H-0001',
  companyId: 'supplier',
  materialType: 'PP',
  grades: ['POST_INDUSTRIAL'],
  forms: ['REGRIND'],
  colors: ['BLACK'],
  weightLbs: 40_000,
  pricePerLb: 0.38,
  latitude: 41.85,
  longitude: -87.65,
  place: 'Chicago, IL',
  representatives: [],
  ...extra,
});
const need = (extra: Partial<MatchFacts> = {}): MatchFacts => ({
  kind: 'NEED',
  tenantId: 't1',
  id: 'n1',
  label: 'GLP-N-0001',
  companyId: 'buyer',
  materialType: 'PP',
  grades: ['POST_INDUSTRIAL'],
  forms: ['REGRIND'],
  colors: ['BLACK'],
  weightLbs: 20_000,
  pricePerLb: 0.4,
  latitude: 39.77,
  longitude: -86.16,
  place: 'Indianapolis, IN',
  representatives: [],
  ...extra,
});

describe('judging a supply against a demand', () => {
  it('rates each factor with the facts behind it, and weighs them into a confidence', () => {
    const j = judge(have(), need())!;
    expect(j.material).toEqual({
      rating: 100,
      facts: [
        'PP both',
        'post industrial grade both',
        'regrind form both',
        'black colour both',
        '40,000 lb covers 20,000 lb',
      ],
    });
    expect(j.location.facts[0]).toMatch(/^16\d miles apart$/);
    expect(j.location.rating).toBeGreaterThan(60);
    expect(j.price).toEqual({ rating: 100, facts: ['Asking 5% under target'] });
    expect(j.confidence).toBe(Math.round(100 * 0.5 + j.location.rating * 0.3 + 100 * 0.2));
    // 20,000 lb (9.07 t) over the road miles, at 0.10273 kg CO2e per tonne-km.
    expect(j.emissions!.tonnes).toBeCloseTo(9.07, 2);
    expect(j.emissions!.kgCo2e).toBeGreaterThan(0);
  });

  it('lowers the material rating for what differs, and explains it', () => {
    const j = judge(
      have({ colors: ['WHITE'], ranges: { meltIndex: { min: 2, max: 4 } } }),
      need({ ranges: { meltIndex: { min: 8, max: 12 } } }),
    )!;
    expect(j.material.facts).toContain('colour white, wanted black');
    expect(j.material.facts).toContain('Melt index 2–4, wanted 8–12 g/10 min');
    expect(j.material.rating).toBeLessThan(80);
  });

  it('prices over the target lower the price rating; a missing price is neutral', () => {
    expect(judge(have({ pricePerLb: 0.44 }), need())!.price).toEqual({
      rating: 75,
      facts: ['Asking 10% over target'],
    });
    expect(judge(have({ pricePerLb: undefined }), need())!.price).toEqual({
      rating: 50,
      facts: ['No asking price to compare'],
    });
  });

  it('does not match the same company, another material type, or places beyond the distance limit', () => {
    expect(judge(have(), need({ companyId: 'supplier' }))).toBeUndefined();
    expect(judge(have(), need({ materialType: 'PE' }))).toBeUndefined();
    expect(judge(have(), need({ latitude: 29.76, longitude: -95.37 }))).toBeUndefined(); // Houston: ~940 miles
  });

  it('is neutral about places when neither side has one, and never pairs a place with none', () => {
    const nowhere = { latitude: undefined, longitude: undefined };
    const j = judge(have(nowhere), need(nowhere))!;
    expect(j.location).toEqual({
      rating: 50,
      facts: ['No place known for GLP-H-0001 and GLP-N-0001'],
      distanceMiles: null,
    });
    expect(j.emissions).toBeNull();
    expect(judge(have(), need(nowhere))).toBeUndefined();
  });
});
