import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * What the pool keeps for federation and cognito-local has no place for: the identity providers
 * (with their client secrets, as Cognito keeps them) and the refresh tokens managed login gave
 * out (by their hash). One JSON file beside cognito-local's own data; small, read and written whole.
 */
export interface StoredProvider {
  ProviderName: string;
  ProviderType: string;
  ProviderDetails: Record<string, string>;
  AttributeMapping: Record<string, string>;
  CreationDate: number;
  LastModifiedDate: number;
}
export interface FederatedSession {
  /** The pool user the sign-in was linked to (its username in cognito-local: the e-mail). */
  username: string;
  clientId: string;
  provider: string;
  createdAt: string;
}
interface State {
  providers: Record<string, StoredProvider>;
  sessions: Record<string, FederatedSession>;
  /** AdminLinkProviderForUser: `<provider>_<subject>` to the pool user it signs in as. */
  links?: Record<string, string>;
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export function federationStore(dir: string) {
  const file = path.join(dir, 'federation.json');
  const read = (): State => {
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8')) as State;
    } catch {
      return { providers: {}, sessions: {} };
    }
  };
  const write = (state: State) => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(state, null, 2));
    fs.renameSync(`${file}.tmp`, file);
  };
  const change = (edit: (state: State) => void) => {
    const state = read();
    edit(state);
    write(state);
  };
  return {
    provider: (name: string): StoredProvider | undefined => read().providers[name],
    saveProvider: (provider: StoredProvider) =>
      change((state) => void (state.providers[provider.ProviderName] = provider)),
    deleteProvider: (name: string) => change((state) => void delete state.providers[name]),
    session: (refreshToken: string): FederatedSession | undefined => read().sessions[tokenHash(refreshToken)],
    startSession: (refreshToken: string, session: FederatedSession) =>
      change((state) => void (state.sessions[tokenHash(refreshToken)] = session)),
    linkedUser: (provider: string, subject: string): string | undefined =>
      read().links?.[`${provider}_${subject}`],
    link: (provider: string, subject: string, username: string) =>
      change((state) => void ((state.links ??= {})[`${provider}_${subject}`] = username)),
    /** Ends every session of these pool users (signing out everywhere). */
    endSessionsOf: (usernames: ReadonlySet<string>) =>
      change((state) => {
        for (const [hash, session] of Object.entries(state.sessions))
          if (usernames.has(session.username.toLowerCase())) delete state.sessions[hash];
      }),
    endSession: (refreshToken: string) =>
      change((state) => void delete state.sessions[tokenHash(refreshToken)]),
  };
}
export type FederationStore = ReturnType<typeof federationStore>;
