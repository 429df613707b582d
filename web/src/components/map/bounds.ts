export type LngLatBounds = [[number, number], [number, number]];
export interface Point {
  latitude: number;
  longitude: number;
}

/**
 * The box a map opens on: every point, with a margin so a lone marker is not shown at street
 * level. Undefined when there is no point (the map then shows North America).
 */
export function boundsOf(points: Point[], margin = 1): LngLatBounds | undefined {
  if (points.length === 0) return undefined;
  const longitudes = points.map((p) => p.longitude);
  const latitudes = points.map((p) => p.latitude);
  const clamp = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v));
  return [
    [clamp(Math.min(...longitudes) - margin, 180), clamp(Math.min(...latitudes) - margin, 85)],
    [clamp(Math.max(...longitudes) + margin, 180), clamp(Math.max(...latitudes) + margin, 85)],
  ];
}
