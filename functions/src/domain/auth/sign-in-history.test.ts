import { describe, expect, it } from 'vitest';
import { browserOf } from './sign-in-history.js';

describe('the browser a sign-in came from', () => {
  it('names the browser, its major version and the system, as a person reads them', () => {
    expect(
      browserOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      ),
    ).toBe('Edge 131 on Windows');
    expect(
      browserOf(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      ),
    ).toBe('Safari 17 on macOS');
    expect(browserOf('Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox 133 on Linux',
    );
    expect(
      browserOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Chrome 131 on iOS');
  });

  it('keeps what it cannot name short, and has nothing to say of no user agent', () => {
    expect(browserOf('curl/8.5.0')).toBe('curl/8.5.0');
    expect(browserOf(undefined)).toBeNull();
    expect(browserOf('  ')).toBeNull();
  });
});
