import { describe, expect, it } from 'vitest';
import { milesBetween } from '@polyloop/shared/conversions';
import { bandOf, lngKeyOf, rangesAround } from './geo.js';

/** The point `miles` from `p` at a bearing (great circle). */
function destination(p: { latitude: number; longitude: number }, miles: number, bearing: number) {
  const r = Math.PI / 180;
  const d = miles / 3958.8;
  const [lat, lng, b] = [p.latitude * r, p.longitude * r, bearing * r];
  const lat2 = Math.asin(Math.sin(lat) * Math.cos(d) + Math.cos(lat) * Math.sin(d) * Math.cos(b));
  const lng2 =
    lng + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat), Math.cos(d) - Math.sin(lat) * Math.sin(lat2));
  return { latitude: lat2 / r, longitude: lng2 / r };
}

/** A small deterministic random source, so the sweep is the same every run. */
function seeded(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
}

describe('the match index’s places', () => {
  it('keys a place by its band of latitude and its longitude', () => {
    expect(bandOf(41.88)).toBe('+0415');
    expect(bandOf(41.2)).toBe('+0410');
    expect(bandOf(-0.2)).toBe('-0005');
    expect(lngKeyOf(-87.6298)).toBe('0923702');
    expect(lngKeyOf(-180)).toBe('0000000');
  });

  it('covers every point within the distance, in North America and across the antimeridian', () => {
    const random = seeded(7);
    for (let i = 0; i < 400; i++) {
      const center = { latitude: 20 + random() * 50, longitude: -179.9 + random() * 120 };
      const ranges = rangesAround(center, 500);
      // Points on the circle's edge (497 to 500 miles away, every bearing) and anywhere inside it.
      const edge = Array.from({ length: 60 }, () => destination(center, 497 + random() * 3, random() * 360));
      const inside = Array.from({ length: 60 }, () => ({
        latitude: center.latitude + (random() - 0.5) * 16,
        longitude: center.longitude + (random() - 0.5) * 30,
      }));
      for (const p of [...edge, ...inside]) {
        const lng =
          p.longitude < -180 ? p.longitude + 360 : p.longitude > 180 ? p.longitude - 360 : p.longitude;
        if (milesBetween(center, { latitude: p.latitude, longitude: lng }) > 500) continue;
        const key = lngKeyOf(lng);
        const found = ranges.some((r) => r.band === bandOf(p.latitude) && r.from <= key && key <= r.to);
        expect(found, `${JSON.stringify(center)} → ${JSON.stringify(p)}`).toBe(true);
      }
    }
  }, 60_000); // 400 random places, each checked whole: seconds on a busy machine.

  it('reads little beyond the circle: the ranges cover about the circle’s area', () => {
    const ranges = rangesAround({ latitude: 41.88, longitude: -87.63 }, 500);
    const squareDegrees = ranges.reduce(
      (sum, r) => sum + (0.5 * (Number(r.to) - Number(r.from))) / 10_000,
      0,
    );
    // A 500-mile circle at Chicago covers about 222 square degrees (π · 7.23° · 9.72°).
    expect(squareDegrees).toBeLessThan(222 * 1.1);
  });
});
