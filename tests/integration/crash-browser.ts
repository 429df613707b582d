import net from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { TEST_PASSWORD } from '../support/auth.js';

/**
 * A person of a company in real Chromium, signed in to the local cloud's web app, for the crash
 * suite: the app's socket runs through a gate the test can hold shut, so a change made while it
 * is shut can only reach the screen by the app reading again after it reconnects.
 */
export interface Watcher {
  page: Page;
  /** Channels the page's sockets were told they are subscribed to, since `reset`. */
  channels: Set<string>;
  /** Sockets the page opened that the server has answered on. */
  answered: () => number;
  /** Refuses the page's new sockets until `open` (the ones already up are already gone in a crash). */
  shut: () => void;
  open: () => void;
  close: () => Promise<void>;
}

/**
 * A TCP gate in front of the cloud's gateway: while open it relays each connection both ways and
 * ends both sides together (so the cloud's death drops the browser's socket, as it would
 * directly); while shut it hangs up on every new connection at once.
 */
async function socketGate(appPort: number) {
  let shut = false;
  const server = net.createServer((client) => {
    if (shut) return void client.destroy();
    const upstream = net.connect({ port: appPort, host: 'localhost', autoSelectFamily: true });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `ws://localhost:${port}/ws`,
    shut: () => void (shut = true),
    open: () => void (shut = false),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Signs `email` in through the sign-in page and waits for the app, accepting the policies if it asks. */
async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/my-company\/dashboard$/, { timeout: 120_000 });
  const check = page.locator('[data-policy-check]:not([data-policy-check="checking"])');
  await check.waitFor({ timeout: 120_000 });
  if ((await check.getAttribute('data-policy-check')) !== 'asking') return;
  const dialog = page.getByRole('alertdialog', { name: 'Our policies have changed' });
  for (const link of await dialog.getByRole('link').all()) {
    const popup = page.waitForEvent('popup');
    await link.click();
    await (await popup).close();
  }
  // Chakra's checkbox input is hidden: a person clicks its box.
  for (const box of await dialog.getByRole('checkbox').all())
    if (!(await box.isChecked()))
      await box.locator('xpath=..').locator('[data-part="control"]').first().click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Opens Chromium (the machine's own, never a download) signed in as `email` at the cloud's web app. */
export async function watcher(cloud: { baseUrl: string; ports: { app: number } }, email: string) {
  const gate = await socketGate(cloud.ports.app);
  // A page this test hands over (below) has no address of its own, so Chromium would take it for a
  // page of the internet and keep it from the machine's own ports.
  const browser: Browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--disable-features=LocalNetworkAccessChecks'],
  });
  const context = await browser.newContext({
    baseURL: cloud.baseUrl,
    viewport: { width: 1440, height: 900 },
  });
  // The app learns where its socket is from /config.json: there, the gate, which the page's content
  // security policy names beside the cloud's own address.
  await context.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), wsUrl: gate.url } });
  });
  await context.route(
    (url) => !url.pathname.includes('.') && !url.pathname.startsWith('/api/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const headers = response.headers();
      const csp = headers['content-security-policy'];
      if (csp) headers['content-security-policy'] = csp.replace('connect-src', `connect-src ${gate.url}`);
      await route.fulfill({ response, headers });
    },
  );
  const page = await context.newPage();
  const channels = new Set<string>();
  let answered = 0;
  page.on('websocket', (socket) => {
    let heard = false;
    socket.on('framereceived', ({ payload }) => {
      if (!heard) answered += 1;
      heard = true;
      try {
        const message = JSON.parse(String(payload)) as { type?: string; channel?: string };
        if (message.type === 'subscribed' && message.channel) channels.add(message.channel);
      } catch {
        // Not a JSON frame: not a subscription.
      }
    });
  });
  await signIn(page, email);
  return {
    page,
    channels,
    answered: () => answered,
    shut: gate.shut,
    open: gate.open,
    close: async () => {
      await browser.close();
      await gate.close();
    },
  } satisfies Watcher;
}

/** The value beside a label of a record's facts. */
export const fact = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** Error toasts on screen. */
export const errorToasts = (page: Page) => page.locator('[data-scope="toast"][data-type="error"]');
