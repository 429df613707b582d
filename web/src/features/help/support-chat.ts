import type { SupportChatConfig } from '@polyloop/shared/config';
import type { SupportChatMessage } from '@polyloop/shared/identity/support-chat';

/**
 * The support chat (spec part 1 §7) behind one port: Intercom's widget in AWS, which shows its
 * own messenger, or the local cloud's sandbox, whose messages the help panel writes and shows
 * itself. Either way the person is named by their support hash, never by e-mail or name.
 */

/** Who writes, as the chat is told. */
export interface ChatPerson {
  supportHash: string;
  companyName: string | null;
}

/** A chat that opens a messenger of its own. */
export interface WidgetChat {
  kind: 'widget';
  open(person: ChatPerson, route: string): void;
  /** Tells an open chat the page changed (at most once a second, spec part 1 §9). */
  page(route: string): void;
  /** Forgets the person (signing out), so the next person in this browser sees nothing of theirs. */
  end(): void;
}

/** A chat whose messages the help panel writes and shows (the sandbox). */
export interface InlineChat {
  kind: 'inline';
  /** The page listing what was sent. */
  url: string;
  send(message: SupportChatMessage): Promise<{ id: string; receivedAt: string }>;
}

export type SupportChat = WidgetChat | InlineChat;

type IntercomCall = (...args: unknown[]) => void;
type IntercomStub = IntercomCall & { q: unknown[][]; c: (args: unknown[]) => void };
declare global {
  interface Window {
    Intercom?: IntercomCall;
  }
}

/** Widget updates are throttled to one a second (spec part 1 §9). */
const UPDATE_EVERY_MS = 1000;

/**
 * Intercom's messenger, loaded the first time someone opens the chat (its snippet: a queue that
 * the script, once loaded, plays), with the launcher hidden: Help is the way in.
 */
export function intercomChat(appId: string, win: Window = window): WidgetChat {
  let booted = false;
  let lastUpdate = 0;
  let waiting: ReturnType<typeof setTimeout> | undefined;
  let nextRoute = '';
  const intercom = (): IntercomCall => {
    if (win.Intercom) return win.Intercom;
    const stub = ((...args: unknown[]) => stub.c(args)) as IntercomStub;
    stub.q = [];
    stub.c = (args) => void stub.q.push(args);
    win.Intercom = stub;
    const script = win.document.createElement('script');
    script.async = true;
    script.src = `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`;
    win.document.head.appendChild(script);
    return stub;
  };
  const update = () => {
    waiting = undefined;
    lastUpdate = Date.now();
    intercom()('update', { page_route: nextRoute });
  };
  return {
    kind: 'widget',
    open(person, route) {
      nextRoute = route;
      if (!booted) {
        intercom()('boot', {
          app_id: appId,
          user_id: person.supportHash,
          company_name: person.companyName ?? undefined,
          page_route: route,
          hide_default_launcher: true,
        });
        booted = true;
      }
      intercom()('show');
    },
    page(route) {
      if (!booted || route === nextRoute) return;
      nextRoute = route;
      if (waiting) return;
      const wait = lastUpdate + UPDATE_EVERY_MS - Date.now();
      if (wait <= 0) update();
      else waiting = setTimeout(update, wait);
    },
    end() {
      if (waiting) clearTimeout(waiting);
      waiting = undefined;
      if (booted) intercom()('shutdown');
      booted = false;
    },
  };
}

/** The local cloud's sandbox: it keeps each message and lists them at `url`; nobody answers. */
export function sandboxChat(url: string, send: typeof fetch = (...args) => fetch(...args)): InlineChat {
  return {
    kind: 'inline',
    url,
    async send(message) {
      const res = await send(`${url}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
      });
      const body = (await res.json().catch(() => ({}))) as {
        id?: string;
        receivedAt?: string;
        message?: string;
      };
      if (!res.ok || !body.id || !body.receivedAt)
        throw new Error(body.message ?? `The support chat sandbox answered ${res.status}.`);
      return { id: body.id, receivedAt: body.receivedAt };
    },
  };
}

/** The chat /config.json configures, made once; null when there is none. */
let made: { config: SupportChatConfig; chat: SupportChat | null } | undefined;
export function supportChatOf(config: SupportChatConfig): SupportChat | null {
  if (made?.config !== config)
    made = {
      config,
      chat:
        config.provider === 'intercom'
          ? intercomChat(config.appId)
          : config.provider === 'sandbox'
            ? sandboxChat(config.url)
            : null,
    };
  return made.chat;
}
