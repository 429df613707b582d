import type { ErrorReportingConfig } from '@polyloop/shared/config';

/**
 * Error reporting (Sentry, spec part 1 §7), off when the DSN is empty. Sentry's SDK loads in a
 * chunk of its own after the app starts, so it costs the first page nothing; what goes wrong
 * before it is ready is kept (a few) and sent once it is.
 */

/** What a report says beyond the error: tags to search by, and facts to read. */
export interface ReportContext {
  tags?: Record<string, string>;
  extra?: Record<string, string | number | null>;
}

/** Who and where, on every report: the company (never the person) and the route's pattern. */
export interface ReportingScope {
  tenantId: string | null;
  route: string;
}

export interface Reporter {
  capture(error: unknown, context?: ReportContext): void;
  setScope(scope: ReportingScope): void;
}

const EARLY_LIMIT = 20;
let on = false;
let reporter: Reporter | undefined;
let early: [unknown, ReportContext | undefined][] = [];
let scope: ReportingScope = { tenantId: null, route: '/' };

const keep = (error: unknown, context?: ReportContext) => {
  if (early.length < EARLY_LIMIT) early.push([error, context]);
};
const onError = (e: ErrorEvent) => keep(e.error ?? e.message);
const onRejection = (e: PromiseRejectionEvent) => keep(e.reason);

/** Starts reporting when a DSN is configured: Sentry's own handlers take over once it has loaded. */
export function startErrorReporting(
  config: ErrorReportingConfig,
  load: () => Promise<{ startSentry(config: ErrorReportingConfig): Reporter }> = () => import('./sentry'),
): Promise<void> {
  if (!config.dsn || on) return Promise.resolve();
  on = true;
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return load()
    .then(({ startSentry }) => {
      reporter = startSentry(config);
      reporter.setScope(scope);
      for (const [error, context] of early.splice(0)) reporter.capture(error, context);
    })
    .catch((error: unknown) => {
      // Reporting must never break the app: without its chunk (offline, a new deploy) it stays off.
      on = false;
      early = [];
      console.warn('Error reporting could not start', error);
    })
    .finally(() => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    });
}

/** Reports an error the app caught (a page that failed to render, a failed call); nothing when off. */
export function reportError(error: unknown, context?: ReportContext): void {
  if (!on) return;
  if (reporter) reporter.capture(error, context);
  else keep(error, context);
}

/** Changes who and where later reports name. */
export function setReportingScope(next: Partial<ReportingScope>): void {
  scope = { ...scope, ...next };
  reporter?.setScope(scope);
}
