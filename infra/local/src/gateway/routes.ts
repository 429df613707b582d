import { routes, routeKey, type RouteDefinition } from '@polyloop/shared';
import { httpFunctions, httpFunctionName } from '../../../definitions/functions.js';

export interface MatchedRoute {
  route: RouteDefinition;
  routeKey: string;
  pathParameters: Record<string, string>;
  entry: string;
  functionName: string;
}

interface Compiled {
  route: RouteDefinition;
  pattern: RegExp;
  names: string[];
  entry: string;
  functionName: string;
}

/** The contract's routes as API Gateway would match them: exact segments beat parameters. */
function compile(): Compiled[] {
  return routes
    .map((route) => {
      const names: string[] = [];
      const source = route.path
        .split('/')
        .map((segment) => {
          const param = /^\{(\w+)\}$/.exec(segment);
          if (!param) return segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
          names.push(param[1]!);
          return '([^/]+)';
        })
        .join('/');
      const fn = httpFunctions.find((f) => f.name === httpFunctionName(route.context));
      if (!fn) throw new Error(`No function serves the ${route.context} context`);
      return { route, pattern: new RegExp(`^${source}$`), names, entry: fn.entry, functionName: fn.name };
    })
    .sort((a, b) => a.names.length - b.names.length);
}

let compiled: Compiled[] | undefined;

/** `path` is well-formed: the gateway refuses a malformed percent-escape before routing (see `requestUrl`). */
export function matchRoute(method: string, path: string): MatchedRoute | undefined {
  compiled ??= compile();
  for (const c of compiled) {
    if (c.route.method !== method) continue;
    const m = c.pattern.exec(path);
    if (!m) continue;
    const pathParameters: Record<string, string> = {};
    c.names.forEach((name, i) => (pathParameters[name] = decodeURIComponent(m[i + 1]!)));
    return {
      route: c.route,
      routeKey: routeKey(c.route),
      pathParameters,
      entry: c.entry,
      functionName: c.functionName,
    };
  }
  return undefined;
}

/** Every route key the local gateway serves; the contract test compares it with the template. */
export function servedRouteKeys(): string[] {
  compiled ??= compile();
  return compiled.map((c) => routeKey(c.route));
}
