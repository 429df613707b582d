import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Flags } from '@polyloop/shared';
import { DEMO_PASSWORD, platformAdministrator } from '../../infra/local/src/seed.js';
import { createCompany, signedInCaller, useCloudEnv } from '../support/companies.js';

const cloud = inject('cloud');
beforeAll(() => useCloudEnv(cloud.env));

describe('feature flags', () => {
  it('are set by a platform administrator and read by everyone', async () => {
    const ops = await signedInCaller(cloud, platformAdministrator.email, DEMO_PASSWORD);
    const on = await ops<Flags>('PUT', '/api/admin/flags/global_search_event_clicked_enabled', { enabled: true });
    expect(on.status).toBe(200);
    expect(on.body.global_search_event_clicked_enabled).toBe(true);
    const read = await fetch(`${cloud.baseUrl}/api/flags`);
    expect(((await read.json()) as Flags).global_search_event_clicked_enabled).toBe(true);
    const off = await ops<Flags>('PUT', '/api/admin/flags/global_search_event_clicked_enabled', { enabled: false });
    expect(off.body.global_search_event_clicked_enabled).toBe(false);
  });

  it('refuses company administrators and unknown flags', async () => {
    const company = await createCompany('Flags');
    const admin = await signedInCaller(cloud, company.admin.email);
    expect((await admin('PUT', '/api/admin/flags/maintenance_mode_enabled', { enabled: true })).status).toBe(403);
    const ops = await signedInCaller(cloud, platformAdministrator.email, DEMO_PASSWORD);
    expect((await ops('PUT', '/api/admin/flags/no_such_flag', { enabled: true })).status).toBe(400);
  });
});
