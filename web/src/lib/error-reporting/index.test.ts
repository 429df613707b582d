import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reporter, ReportContext, ReportingScope } from './index';

/** What a stand-in for Sentry was handed. */
function fakeSentry() {
  const captured: [unknown, ReportContext | undefined][] = [];
  const scopes: ReportingScope[] = [];
  const reporter: Reporter = {
    capture: (error, context) => void captured.push([error, context]),
    setScope: (scope) => void scopes.push(scope),
  };
  return { captured, scopes, load: () => Promise.resolve({ startSentry: () => reporter }) };
}

const dsn = { dsn: 'http://key@localhost/1', environment: 'test', tracesSampleRate: 0 };
// The module keeps its state for the page's life: each test loads it afresh.
const load = async () => {
  vi.resetModules();
  return import('./index');
};

beforeEach(() => vi.stubGlobal('window', new EventTarget()));
afterEach(() => vi.unstubAllGlobals());

describe('error reporting', () => {
  it('stays off without a DSN: nothing is loaded or kept', async () => {
    const { startErrorReporting, reportError } = await load();
    const sentry = fakeSentry();
    const loader = vi.fn(sentry.load);
    await startErrorReporting({ ...dsn, dsn: '' }, loader);
    reportError(new Error('lost'));
    expect(loader).not.toHaveBeenCalled();
    expect(sentry.captured).toEqual([]);
  });

  it('sends what went wrong before Sentry had loaded once it has, with the scope set meanwhile', async () => {
    const { startErrorReporting, reportError, setReportingScope } = await load();
    const sentry = fakeSentry();
    let release!: () => void;
    const loading = new Promise<void>((resolve) => (release = resolve));
    const started = startErrorReporting(dsn, () => loading.then(sentry.load));

    const early = new Error('before load');
    window.dispatchEvent(Object.assign(new Event('error'), { error: early }));
    reportError(new Error('caught early'), { tags: { kind: 'render' } });
    setReportingScope({ tenantId: 'tenant-1', route: '/haves/:id' });
    release();
    await started;

    expect(sentry.captured.map(([e]) => (e as Error).message)).toEqual(['before load', 'caught early']);
    expect(sentry.captured[1]?.[1]).toEqual({ tags: { kind: 'render' } });
    expect(sentry.scopes.at(-1)).toEqual({ tenantId: 'tenant-1', route: '/haves/:id' });

    // From now on Sentry's own handlers see uncaught errors: ours are gone.
    window.dispatchEvent(Object.assign(new Event('error'), { error: new Error('after load') }));
    reportError(new Error('caught later'));
    expect(sentry.captured.map(([e]) => (e as Error).message)).toEqual([
      'before load',
      'caught early',
      'caught later',
    ]);
  });

  it('turns itself off when Sentry’s chunk cannot load, and the app carries on', async () => {
    const { startErrorReporting, reportError } = await load();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(
      startErrorReporting(dsn, () => Promise.reject(new Error('offline'))),
    ).resolves.toBeUndefined();
    expect(() => reportError(new Error('later'))).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });
});
