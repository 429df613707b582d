/**
 * Query strings as the spec's clients send them: arrays as repeated keys. API Gateway joins
 * repeated keys with commas in `queryStringParameters`, so the raw string is the truth.
 */
export function parseQuery(raw: string | undefined): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(raw ?? '')) {
    const existing = out[key];
    if (existing === undefined) out[key] = value;
    else out[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return out;
}
