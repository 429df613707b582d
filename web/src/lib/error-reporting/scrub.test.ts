import type { Breadcrumb, ErrorEvent, Event } from '@sentry/react';
import { describe, expect, it } from 'vitest';
import { pathOnly, redactEmails, scrubBreadcrumb, scrubEvent } from './scrub';

const email = 'ada.lovelace+buyer@great-lakes.example.com';

/** An error event as Sentry's browser SDK builds it, with everything personal it could carry. */
const event = (): ErrorEvent => ({
  type: undefined,
  event_id: 'abc',
  level: 'error',
  message: `Could not save ${email}`,
  exception: {
    values: [
      {
        type: 'Error',
        value: `Contact ${email} already exists`,
        stacktrace: { frames: [{ filename: 'https://app.example/assets/index.js', lineno: 1 }] },
      },
    ],
  },
  user: { id: 'user-1', email, username: 'Ada Lovelace', ip_address: '203.0.113.9' },
  request: {
    url: `https://app.example/companies/123/profile?search=${encodeURIComponent(email)}#contacts`,
    headers: { 'User-Agent': 'Chrome', Referer: 'https://app.example/login?email=x' },
    cookies: { session: 'secret' },
    query_string: 'search=ada',
    data: { email },
  },
  tags: { tenant: 'tenant-7', route: '/companies/:id/profile' },
  extra: { note: `sent to ${email}`, nested: { deeper: [`cc ${email}`] } },
  breadcrumbs: [
    { category: 'console', message: `logged in as ${email}` },
    { category: 'ui.click', message: 'button[aria-label="Remove Ada Lovelace"]' },
    {
      category: 'fetch',
      data: { method: 'GET', url: '/api/_search?query=Ada%20Lovelace', status_code: 200 },
    },
    { category: 'navigation', data: { from: '/login?next=/x', to: '/companies?q=ada' } },
  ],
});

describe('error reports leave the browser naming no person', () => {
  it('drops the user, keeps only the request’s path, and keeps the tenant and route tags', () => {
    const scrubbed = scrubEvent(event());
    expect(scrubbed.user).toBeUndefined();
    expect(scrubbed.request).toEqual({ url: 'https://app.example/companies/123/profile' });
    expect(scrubbed.tags).toEqual({ tenant: 'tenant-7', route: '/companies/:id/profile' });
  });

  it('replaces every e-mail address, however deep, with [email]', () => {
    const scrubbed = scrubEvent(event());
    expect(JSON.stringify(scrubbed)).not.toContain(email);
    expect(scrubbed.message).toBe('Could not save [email]');
    expect(scrubbed.exception?.values?.[0]?.value).toBe('Contact [email] already exists');
    expect(scrubbed.extra).toEqual({ note: 'sent to [email]', nested: { deeper: ['cc [email]'] } });
  });

  it('keeps calls and page changes as breadcrumbs, without their query strings, and never console lines or clicks', () => {
    const crumbs = scrubEvent(event()).breadcrumbs;
    expect(crumbs).toEqual([
      { category: 'fetch', data: { method: 'GET', url: '/api/_search', status_code: 200 } },
      { category: 'navigation', data: { from: '/login', to: '/companies' } },
    ]);
    expect(JSON.stringify(crumbs)).not.toMatch(/ada/i);
  });

  it('leaves what is not personal as it was (stack frames, level, ids)', () => {
    const scrubbed = scrubEvent(event());
    expect(scrubbed.event_id).toBe('abc');
    expect(scrubbed.level).toBe('error');
    expect(scrubbed.exception?.values?.[0]?.stacktrace?.frames?.[0]?.filename).toBe(
      'https://app.example/assets/index.js',
    );
  });

  it('strips query strings from a trace’s spans too', () => {
    const transaction = {
      type: 'transaction',
      transaction: '/companies',
      spans: [
        {
          description: `GET /api/network/companies?q=${email}&page=0`,
          data: { 'http.url': '/api/network/companies?q=ada', 'http.query': '?q=ada' },
        },
      ],
    } as unknown as Event;
    const span = (scrubEvent(transaction) as unknown as { spans: { description: string; data: object }[] })
      .spans[0];
    expect(span).toEqual({
      description: 'GET /api/network/companies',
      data: { 'http.url': '/api/network/companies' },
    });
  });
});

describe('the scrubbing helpers', () => {
  it.each([
    ['https://a.example/x?y=1#z', 'https://a.example/x'],
    ['/api/haves?size=20', '/api/haves'],
    ['/plain/path', '/plain/path'],
  ])('pathOnly(%s) is %s', (url, path) => expect(pathOnly(url)).toBe(path));

  it('redacts addresses with subdomains, plus signs and capitals, and nothing else', () => {
    expect(redactEmails('Write to Ops.Team+1@Mail.Example.co.uk or @handle, a@b is no address')).toBe(
      'Write to [email] or @handle, a@b is no address',
    );
  });

  it('drops a console or click breadcrumb on its own', () => {
    expect(scrubBreadcrumb({ category: 'console', message: 'x' } as Breadcrumb)).toBeNull();
    expect(scrubBreadcrumb({ category: 'ui.input', message: 'input[name=email]' } as Breadcrumb)).toBeNull();
    expect(scrubBreadcrumb({ category: 'sentry.event', message: `to ${email}` })).toEqual({
      category: 'sentry.event',
      message: 'to [email]',
    });
  });
});
