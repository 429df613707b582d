import {
  breadcrumbsIntegration,
  browserTracingIntegration,
  captureException,
  init,
  setTags,
} from '@sentry/react';
import { APP_VERSION } from '@polyloop/shared/product';
import type { ErrorReportingConfig } from '@polyloop/shared/config';
import type { Reporter } from './index';
import { scrubBreadcrumb, scrubEvent } from './scrub';

/**
 * Sentry, loaded on its own after the app starts (lib/error-reporting/index.ts). It reports
 * uncaught errors and rejections by itself, and what the app hands it (render errors, failed
 * calls). Nothing personal is sent: no user, no e-mail address, no request bodies, headers or
 * query strings, no console output or clicked elements (`dataCollection`, and `scrub.ts` on
 * whatever is sent).
 */
/** Default integrations replaced (breadcrumbs, without clicks) or left out (console lines). */
const DROPPED = new Set(['Breadcrumbs', 'Console']);

export function startSentry(config: ErrorReportingConfig): Reporter {
  init({
    dsn: config.dsn,
    environment: config.environment || undefined,
    release: `polyloop@${APP_VERSION}`,
    // Nothing about the person, no cookies, headers, bodies or query strings.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    tracesSampleRate: config.tracesSampleRate,
    integrations: (defaults) => [
      // Console lines and clicked elements can hold what people typed or read: only calls and page changes.
      ...defaults.filter((integration) => !DROPPED.has(integration.name)),
      breadcrumbsIntegration({ dom: false }),
      ...(config.tracesSampleRate > 0 ? [browserTracingIntegration()] : []),
    ],
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  return {
    capture: (error, context) => void captureException(error, { tags: context?.tags, extra: context?.extra }),
    setScope: ({ tenantId, route }) => setTags({ tenant: tenantId ?? 'none', route }),
  };
}
