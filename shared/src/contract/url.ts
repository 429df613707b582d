/** The names of a path's parameters, in order: `/api/companies/{id}/files/{fileId}` → id, fileId. */
export const pathParams = (path: string): string[] => [...path.matchAll(/\{(\w+)\+?\}/g)].map((m) => m[1]!);

/** Puts params into an API Gateway style path: `/api/companies/{id}` → `/api/companies/42`. */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\+?\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

const scalar = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v));

/** Query string with arrays as repeated keys (`?status=A&status=B`); empty values are left out. */
export function buildQuery(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value))
      for (const item of value) if (item !== undefined && item !== null) search.append(key, scalar(item));
    if (!Array.isArray(value)) search.append(key, scalar(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Joins the configured API base and a contract path. Contract paths start with `/api`, and the base
 * may or may not end with it (`''`, `/api`, `https://api.example.com/api`): `/api` is not doubled.
 */
export function buildUrl(
  base: string,
  path: string,
  params?: Record<string, unknown>,
  query?: Record<string, unknown>,
) {
  let root = base.replace(/\/+$/, '');
  if (root.endsWith('/api') && path.startsWith('/api/')) root = root.slice(0, -'/api'.length);
  return `${root}${buildPath(path, params)}${buildQuery(query)}`;
}

/** `x-total-count` as a number, or undefined when absent or unreadable. */
export function totalCountOf(headers: Pick<Headers, 'get'>): number | undefined {
  const raw = headers.get('x-total-count');
  if (raw === null || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? n : undefined;
}
