/**
 * Where the sandbox identity provider keeps its sessions, codes and grants: in memory, for the
 * life of the local cloud, so a restart signs people out of the sandbox provider (all a sandbox
 * needs). Handed to oidc-provider as its adapter, this is the project's stated choice rather than
 * the library's quick-start default, which warns on every start that it is one.
 */

type Payload = Record<string, unknown>;

/** Above this many entries, an upsert first drops those that have expired. */
const SWEEP_ABOVE = 1_000;

/** A store of its own for one provider: oidc-provider makes one adapter per model it keeps. */
export function sandboxIdpStore() {
  const entries = new Map<string, { payload: Payload; expiresAt: number }>();
  const grants = new Map<string, Set<string>>();

  const read = (key: string): Payload | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt > Date.now()) return entry.payload;
    entries.delete(key);
    return undefined;
  };
  const write = (key: string, payload: Payload, expiresInS: number) => {
    if (entries.size > SWEEP_ABOVE)
      for (const [k, e] of entries) if (e.expiresAt <= Date.now()) entries.delete(k);
    entries.set(key, { payload, expiresAt: Date.now() + expiresInS * 1000 });
  };

  return class SandboxIdpStore {
    constructor(private readonly model: string) {}

    private key(id: string) {
      return `${this.model}:${id}`;
    }

    async upsert(id: string, payload: Payload, expiresInS: number): Promise<void> {
      write(this.key(id), payload, expiresInS);
      if (this.model === 'Session' && typeof payload.uid === 'string')
        write(`sessionUid:${payload.uid}`, { id }, expiresInS);
      if (typeof payload.userCode === 'string') write(`userCode:${payload.userCode}`, { id }, expiresInS);
      if (typeof payload.grantId === 'string') {
        const keys = grants.get(payload.grantId) ?? new Set<string>();
        grants.set(payload.grantId, keys.add(this.key(id)));
      }
    }

    async find(id: string): Promise<Payload | undefined> {
      return read(this.key(id));
    }

    async findByUid(uid: string): Promise<Payload | undefined> {
      const ref = read(`sessionUid:${uid}`);
      return ref ? this.find(String(ref.id)) : undefined;
    }

    async findByUserCode(userCode: string): Promise<Payload | undefined> {
      const ref = read(`userCode:${userCode}`);
      return ref ? this.find(String(ref.id)) : undefined;
    }

    async consume(id: string): Promise<void> {
      const payload = read(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id: string): Promise<void> {
      entries.delete(this.key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      for (const key of grants.get(grantId) ?? []) entries.delete(key);
      grants.delete(grantId);
    }
  };
}
