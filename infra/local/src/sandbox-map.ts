import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/**
 * The local cloud's stand-in for Amazon Location Service map tiles (`/_local/map/*`): a MapLibre
 * style whose only sources are GeoJSON outlines of land, countries and US states, made from the
 * Natural Earth and Census TopoJSON that `world-atlas` and `us-atlas` ship. Nothing is fetched
 * from the internet; the web app labels the map "Sandbox map".
 */
export const SANDBOX_MAP_STYLE_PATH = '/_local/map/style.json';
const BASE = '/_local/map';

const require = createRequire(import.meta.url);
const topology = (name: string) => require(name) as Topology;

/** The outlines as GeoJSON, made once on first use (about 3 MB, 0.5 MB gzipped). */
function outlines(): Record<'land' | 'borders', object> {
  const land = topology('world-atlas/land-50m.json');
  const countries = topology('world-atlas/countries-50m.json');
  const states = topology('us-atlas/states-10m.json');
  // Borders are drawn once between two neighbours, not around each coastline.
  const between = (a: unknown, b: unknown) => a !== b;
  return {
    land: feature(land, land.objects.land as GeometryCollection),
    borders: {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { kind: 'country' },
          geometry: mesh(countries, countries.objects.countries as GeometryCollection, between),
        },
        {
          type: 'Feature',
          properties: { kind: 'state' },
          geometry: mesh(states, states.objects.states as GeometryCollection, between),
        },
      ],
    },
  };
}

/** A MapLibre style (v8) with no glyphs, sprites or tiles: markers and popups are the app's own HTML. */
export function sandboxStyle() {
  return {
    version: 8,
    name: 'Sandbox map',
    sources: {
      land: { type: 'geojson', data: `${BASE}/land.geojson`, attribution: 'Natural Earth' },
      borders: { type: 'geojson', data: `${BASE}/borders.geojson`, attribution: 'U.S. Census Bureau' },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#d6e6f2' } },
      {
        id: 'land',
        type: 'fill',
        source: 'land',
        paint: { 'fill-color': '#f3f1ea', 'fill-outline-color': '#b7c4cc' },
      },
      {
        id: 'state-borders',
        type: 'line',
        source: 'borders',
        filter: ['==', ['get', 'kind'], 'state'],
        paint: { 'line-color': '#c3c7cc', 'line-width': 0.6, 'line-dasharray': [2, 2] },
      },
      {
        id: 'country-borders',
        type: 'line',
        source: 'borders',
        filter: ['==', ['get', 'kind'], 'country'],
        paint: { 'line-color': '#9aa3ab', 'line-width': 1 },
      },
    ],
  };
}

let made: Record<string, object> | undefined;
/** What `/_local/map/{name}` answers, or undefined for a name it does not serve. */
export function sandboxFile(name: string): object | undefined {
  made ??= {
    'style.json': sandboxStyle(),
    ...Object.fromEntries(Object.entries(outlines()).map(([key, value]) => [`${key}.geojson`, value])),
  };
  return Object.hasOwn(made, name) ? made[name] : undefined;
}

const encoded = new Map<string, { plain: Buffer; gzipped: Buffer }>();
function encodedFile(name: string) {
  const value = sandboxFile(name);
  if (!value) return undefined;
  let file = encoded.get(name);
  if (!file) {
    const plain = Buffer.from(JSON.stringify(value));
    file = { plain, gzipped: gzipSync(plain) };
    encoded.set(name, file);
  }
  return file;
}

/** Serves the style and its GeoJSON; anything else under the path is a 404. */
export function handleSandboxMapRequest(req: IncomingMessage, res: ServerResponse, pathname: string): void {
  const name = pathname.slice(BASE.length + 1);
  const file = encodedFile(name);
  if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) {
    res.writeHead(file ? 405 : 404, {
      'content-type': 'application/json',
      ...(file ? { allow: 'GET, HEAD' } : {}),
    });
    return void res.end(JSON.stringify({ message: file ? 'Method Not Allowed' : 'Not Found' }));
  }
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = gzip ? file.gzipped : file.plain;
  res.writeHead(200, {
    'content-type': name.endsWith('.geojson') ? 'application/geo+json' : 'application/json',
    'content-length': body.length,
    'cache-control': 'public, max-age=3600',
    vary: 'accept-encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
