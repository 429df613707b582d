/**
 * The security headers every page and API answer carries, in AWS (CloudFront's response headers
 * policy) and in the local cloud (the gateway): one definition, so the two cannot drift.
 *
 * The content security policy allows the app's own origin and the few others it talks to, each
 * named by the deployment: the WebSocket API, the Cognito endpoint, the error reporter, the map's
 * tiles and the file store's presigned URLs. Styles allow 'unsafe-inline' because Chakra UI's
 * emotion injects its style elements at run time; scripts stay 'self' only.
 */

/** Origins (scheme://host[:port]) beyond the app's own that the browser may reach, by use. */
export interface CspOrigins {
  /** fetch/XHR/WebSocket: API, socket, sign-in, error reports, map styles and tiles, uploads. */
  connect: readonly string[];
  /** Images: photos and documents from the file store, map sprites. */
  img: readonly string[];
  /** Scripts loaded from elsewhere (the support chat widget, when it is Intercom). */
  script?: readonly string[];
  /** Frames shown inside the app (the support chat's panels). */
  frame?: readonly string[];
  /** Fonts and media from elsewhere (the support chat widget). */
  font?: readonly string[];
  media?: readonly string[];
}

/** The hosts Intercom's Messenger documents for a content security policy. */
export const INTERCOM_CSP: Required<CspOrigins> = {
  connect: [
    'https://via.intercom.io',
    'https://api.intercom.io',
    'https://api.au.intercom.io',
    'https://api.eu.intercom.io',
    'https://api-iam.intercom.io',
    'https://api-iam.eu.intercom.io',
    'https://api-iam.au.intercom.io',
    'https://api-ping.intercom.io',
    'https://nexus-websocket-a.intercom.io',
    'wss://nexus-websocket-a.intercom.io',
    'https://nexus-websocket-b.intercom.io',
    'wss://nexus-websocket-b.intercom.io',
    'https://uploads.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
  ],
  img: [
    'https://js.intercomcdn.com',
    'https://static.intercomassets.com',
    'https://downloads.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
    'https://gifs.intercomcdn.com',
  ],
  script: ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
  frame: ['https://intercom-sheets.com', 'https://www.intercom-reporting.com', 'https://www.youtube.com'],
  font: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
  media: ['https://js.intercomcdn.com'],
};

const unique = (values: readonly string[]) => [...new Set(values.filter((v) => v !== ''))];
const directive = (name: string, ...sources: (readonly string[])[]) =>
  `${name} ${unique(sources.flat()).join(' ')}`;

/** The Content-Security-Policy header value for the given origins. */
export function contentSecurityPolicy(origins: CspOrigins): string {
  return [
    "default-src 'self'",
    directive('script-src', ["'self'"], origins.script ?? []),
    // emotion (Chakra UI) writes <style> elements and style attributes as components render.
    directive('style-src', ["'self'", "'unsafe-inline'"]),
    directive('img-src', ["'self'", 'data:', 'blob:'], origins.img),
    directive('connect-src', ["'self'"], origins.connect),
    directive('font-src', ["'self'", 'data:'], origins.font ?? []),
    directive('media-src', ["'self'"], origins.media ?? []),
    directive('frame-src', ["'self'"], origins.frame ?? []),
    // MapLibre runs its tile worker from the bundled worker file.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Strict-Transport-Security: a year, subdomains included (browsers ignore it over plain http). */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/** Every header but the content security policy, as lower-case names. */
export const SECURITY_HEADERS = {
  'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
} as const;

/** The origin of a URL (`wss://host` for a WebSocket URL); '' for a relative or empty one. */
export function originOf(url: string): string {
  try {
    return /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? new URL(url).origin : '';
  } catch {
    return '';
  }
}

/** The host of a Sentry DSN (`https://key@host/1`), as an origin; '' when there is none. */
export function dsnOrigin(dsn: string): string {
  return originOf(dsn);
}

/** What a deployment's /config.json implies for the policy, plus where its file store answers. */
export function cspOriginsOf(
  config: {
    wsUrl: string;
    apiUrl: string;
    cognitoEndpoint: string;
    map: { styleUrl: string };
    errorReporting?: { dsn: string };
    supportChat?: { provider: string };
  },
  fileStoreOrigins: readonly string[],
): CspOrigins {
  const intercom = config.supportChat?.provider === 'intercom';
  const map = originOf(config.map.styleUrl);
  return {
    connect: [
      originOf(config.apiUrl),
      originOf(config.wsUrl),
      originOf(config.cognitoEndpoint),
      dsnOrigin(config.errorReporting?.dsn ?? ''),
      map,
      ...fileStoreOrigins,
      ...(intercom ? INTERCOM_CSP.connect : []),
    ],
    img: [map, ...fileStoreOrigins, ...(intercom ? INTERCOM_CSP.img : [])],
    ...(intercom
      ? {
          script: INTERCOM_CSP.script,
          frame: INTERCOM_CSP.frame,
          font: INTERCOM_CSP.font,
          media: INTERCOM_CSP.media,
        }
      : {}),
  };
}
