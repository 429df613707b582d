import { buildPath, CrmRoutes, type PublicConfig } from '@polyloop/shared';
import { signedInClient } from '../support/client.js';
import { createCompany, useCloudEnv } from '../support/companies.js';
import { measure } from './stats.js';

const COMPANIES = 5_000;
const CONCURRENCY = 8;

interface Cloud {
  urls: { app: string };
  env: Record<string, string>;
  /** Resolves once the table stream and the bus are quiet. */
  settle(): Promise<void>;
}

/**
 * Seeds one tenant with 5,000 companies through the API, then times the first list page and a
 * company detail, counting the DynamoDB requests each makes (a middleware on the handlers' own
 * DynamoDB client, which this process shares with the in-process gateway).
 */
export async function crmFigures(cloud: Cloud, samples: number) {
  useCloudEnv(cloud.env);
  const config = (await (await fetch(`${cloud.urls.app}/config.json`)).json()) as PublicConfig;
  const company = await createCompany('Bench');
  const api = await signedInClient({ baseUrl: cloud.urls.app, config }, company.admin.email);
  // The timed calls are sent raw: parsing the answer in this process is not the API's time.
  const get = (path: string) => api.raw('GET', path);

  const started = Date.now();
  let next = 0;
  const ids: string[] = [];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < COMPANIES) {
        const n = next++;
        const res = await api.ok(CrmRoutes.createCompany, { body: { name: `Bench Company ${String(n).padStart(4, '0')}`, confirmDuplicate: true } });
        ids.push(res.body.id);
      }
    }),
  );
  const seedMs = Date.now() - started;
  // History and counters catch up from the stream; measure only once that background work is done.
  await cloud.settle();

  const { dynamo } = await import('@polyloop/functions/data/client');
  const counts = new Map<string, number>();
  dynamo.middlewareStack.add(
    (next, context) => async (args) => {
      counts.set(context.commandName ?? 'unknown', (counts.get(context.commandName ?? 'unknown') ?? 0) + 1);
      return next(args);
    },
    { step: 'initialize', name: 'benchRequestCounter' },
  );
  /** Requests one warm call makes (the actor is cached for a few seconds, as in a warm Lambda). */
  const requestsOf = async (path: string) => {
    await get(path);
    counts.clear();
    const res = await get(path);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    const parts = [...counts.entries()].map(([name, n]) => `${n} ${name.replace(/Command$/, '')}`);
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    return `${total} DynamoDB request${total === 1 ? '' : 's'} (${parts.join(', ') || 'none'})`;
  };

  const listPath = `${CrmRoutes.listCompanies.path}?page=0&size=25`;
  const detailOf = (id: string) => buildPath(CrmRoutes.getCompany.path, { id });
  const detailPath = detailOf(ids[Math.floor(ids.length / 2)]!);
  const listRequests = await requestsOf(listPath);
  const detailRequests = await requestsOf(detailPath);
  const list = await measure(samples, () => get(listPath));
  const detail = await measure(samples, (i) => get(detailOf(ids[i % ids.length]!)));
  return {
    companies: COMPANIES,
    seedMs,
    rows: [
      { label: 'First list page (25)', samples: list, requests: listRequests },
      { label: 'Company detail', samples: detail, requests: detailRequests },
    ],
  };
}
