import { describe, expect, it } from 'vitest';
import { sandboxFile, sandboxStyle, SANDBOX_MAP_STYLE_PATH } from './sandbox-map.js';

describe('the sandbox basemap', () => {
  it('is a MapLibre style that reads nothing but its own GeoJSON under /_local/map', () => {
    const style = sandboxStyle();
    expect(sandboxFile(SANDBOX_MAP_STYLE_PATH.split('/').at(-1)!)).toEqual(style);
    expect(JSON.stringify(style)).not.toMatch(/https?:/);
    for (const source of Object.values(style.sources)) {
      expect(source.type).toBe('geojson');
      expect(sandboxFile(source.data.replace('/_local/map/', ''))).toBeDefined();
    }
    for (const layer of style.layers)
      if ('source' in layer) expect(Object.keys(style.sources)).toContain(layer.source);
  });

  it('draws land, country borders and US state borders from the atlases', () => {
    const land = sandboxFile('land.geojson') as {
      type: string;
      features: Array<{ geometry: { type: string } }>;
    };
    expect(land.type).toBe('FeatureCollection');
    expect(land.features.length).toBeGreaterThan(0);
    for (const part of land.features) expect(['Polygon', 'MultiPolygon']).toContain(part.geometry.type);
    const borders = sandboxFile('borders.geojson') as {
      features: Array<{ properties: { kind: string }; geometry: { type: string; coordinates: unknown[] } }>;
    };
    expect(borders.features.map((f) => f.properties.kind)).toEqual(['country', 'state']);
    for (const border of borders.features) expect(border.geometry.coordinates.length).toBeGreaterThan(10);
  });

  it('serves nothing else', () => {
    expect(sandboxFile('tiles.pbf')).toBeUndefined();
    expect(sandboxFile('__proto__')).toBeUndefined();
    expect(sandboxFile('toString')).toBeUndefined();
  });
});
