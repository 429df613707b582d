import { buildPath, CrmRoutes } from '@polyloop/shared';
import { benchTenant, inParallel, type Cloud } from './harness.js';
import { measure } from './stats.js';

const COMPANIES = 5_000;
const CONCURRENCY = 8;

/** Seeds one tenant with 5,000 companies through the API, then times the first list page and a company detail. */
export async function crmFigures(cloud: Cloud, samples: number) {
  const { api, get, requestsOf } = await benchTenant(cloud, 'Bench');
  const started = Date.now();
  const ids: string[] = [];
  await inParallel(COMPANIES, CONCURRENCY, async (n) => {
    const res = await api.ok(CrmRoutes.createCompany, {
      body: { name: `Bench Company ${String(n).padStart(4, '0')}`, confirmDuplicate: true },
    });
    ids.push(res.body.id);
  });
  const seedMs = Date.now() - started;
  // History and counters catch up from the stream; measure only once that background work is done.
  await cloud.settle();

  const listPath = `${CrmRoutes.listCompanies.path}?page=0&size=25`;
  const detailOf = (id: string) => buildPath(CrmRoutes.getCompany.path, { id });
  const detailPath = detailOf(ids[Math.floor(ids.length / 2)]!);
  const listRequests = await requestsOf(listPath);
  const detailRequests = await requestsOf(detailPath);
  const list = await measure(samples, () => get(listPath));
  const detail = await measure(samples, (i) => get(detailOf(ids[i % ids.length]!)));
  return {
    title: `CRM with a tenant of ${COMPANIES.toLocaleString('en-US')} companies (seeded in ${(seedMs / 1000).toFixed(1)} s)`,
    rows: [
      { label: 'First list page (25)', samples: list, requests: listRequests },
      { label: 'Company detail', samples: detail, requests: detailRequests },
    ],
  };
}
