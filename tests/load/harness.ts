import type { PublicConfig } from '@polyloop/shared';
import { signedInClient } from '../support/client.js';
import { createCompany, useCloudEnv, type CompanyOptions, type TestCompany } from '../support/companies.js';

export interface Cloud {
  urls: { app: string };
  env: Record<string, string>;
  /** Resolves once the table stream and the bus are quiet. */
  settle(): Promise<void>;
  /** The table stream: held back while a bulk load is written, its records then passed over. */
  stream: { hold(): void; discard(): Promise<void> };
  /** The local bus: `settled()` resolves once every consumer of what it accepted has finished. */
  bus: { settled(): Promise<void> };
}

/**
 * A fresh tenant signed in through the gateway, and how to time and count its calls: the timed
 * calls are sent raw (parsing the answer in this process is not the API's time), and the
 * DynamoDB requests a call makes are counted by a middleware on the handlers' own client, which
 * this process shares with the in-process gateway.
 */
export async function benchTenant(cloud: Cloud, label: string, options: CompanyOptions = {}) {
  useCloudEnv(cloud.env);
  const config = (await (await fetch(`${cloud.urls.app}/config.json`)).json()) as PublicConfig;
  const company: TestCompany = await createCompany(label, options);
  const api = await signedInClient({ baseUrl: cloud.urls.app, config }, company.admin.email);
  const get = (path: string) => api.raw('GET', path);
  const { dynamo } = await import('@polyloop/functions/data/client');
  const counts = new Map<string, number>();
  dynamo.middlewareStack.add(
    (next, context) => async (args) => {
      counts.set(context.commandName ?? 'unknown', (counts.get(context.commandName ?? 'unknown') ?? 0) + 1);
      return next(args);
    },
    { step: 'initialize', name: `benchRequestCounter-${label}` },
  );
  /** Requests one warm run of `call` makes (the actor is cached for a few seconds, as in a warm Lambda). */
  const countsOf = async (call: () => Promise<void>, rewarm?: () => Promise<unknown>) => {
    await call();
    // What the first call set in motion (the table stream, consumers) runs in this process too: let
    // it finish, then warm the caller's cached actor again as a warm Lambda has it.
    await cloud.settle();
    await rewarm?.();
    counts.clear();
    await call();
    const parts = [...counts.entries()].map(([name, n]) => `${n} ${name.replace(/Command$/, '')}`);
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    return `${total} DynamoDB request${total === 1 ? '' : 's'} (${parts.join(', ') || 'none'})`;
  };
  const requestsOf = (path: string) => {
    const call = async () => {
      const res = await get(path);
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    };
    // Warmed again right before the counted call, so a cached actor that expired while the stream
    // settled is not counted as the route's.
    return countsOf(call, call);
  };
  return { company, api, get, requestsOf, countsOf };
}

/** Runs `make(n)` for n = 0…count-1, `concurrency` at a time. */
export async function inParallel(
  count: number,
  concurrency: number,
  make: (n: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await make(next++);
    }),
  );
}

/**
 * A bench company's enabled public profile as the table holds it (one service, one contact, one
 * location, no links yet), to write straight to the table so a run can make hundreds of them.
 */
export const benchPublicProfile = (tenantId: string, publicCompanyId: string, name: string, at: string) => ({
  tenantId,
  publicCompanyId,
  name,
  listedName: name.toLowerCase(),
  services: ['GRINDING' as const],
  enabled: true,
  linkCount: 0,
  contactCount: 1,
  locationCount: 1,
  createdAt: at,
  updatedAt: at,
});

/**
 * An open PP have of a bench company as the table holds it, expiring in 60 days, with the weight
 * the run's offers or auctions draw on: written straight to the table like the profiles.
 */
export const benchHave = (
  have: { tenantId: string; companyName: string; id: string; identifier: string; pounds: number },
  at: string,
) => ({
  tenantId: have.tenantId,
  id: have.id,
  identifier: have.identifier,
  companyId: have.tenantId,
  companyName: have.companyName,
  materialType: 'PP' as const,
  remainingWeight: { unitValue: have.pounds, unit: 'POUND' as const },
  expirationDate: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
  status: 'ACTIVE' as const,
  archived: false,
  lane: 'OPEN' as const,
  createdDate: at,
  createdMonth: at.slice(0, 7),
  updatedDate: at,
});

/** `make(n)` for n = 0…count-1, `concurrency` at a time, the results in order. */
export async function collect<T>(
  count: number,
  concurrency: number,
  make: (n: number) => Promise<T>,
): Promise<T[]> {
  const out: T[] = new Array<T>(count);
  await inParallel(count, concurrency, async (n) => {
    out[n] = await make(n);
  });
  return out;
}
