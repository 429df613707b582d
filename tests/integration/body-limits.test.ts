import { beforeAll, describe, expect, it, inject } from 'vitest';
import { CrmRoutes } from '@polyloop/shared';
import { DEFAULT_BODY_LIMIT_BYTES, bodyTooLargeMessage } from '@polyloop/shared/edge-limits';
import type { SignedInClient } from '../support/client.js';
import { useCloudEnv } from '../support/companies.js';
import { crmTenant, unique } from './crm-support.js';

/**
 * Every route reads at most its own body limit (shared/src/edge-limits.ts): a body past it is
 * refused whole with 413 and the limit said, before anything is parsed or written.
 */

const cloud = inject('cloud');
let member: SignedInClient;

beforeAll(async () => {
  useCloudEnv(cloud.env);
  member = (await crmTenant(cloud, 'Limits')).member;
});

/** A company as the wizard sends it, padded to `size` bytes of JSON in all (a field the route ignores). */
function companyOfSize(name: string, size: number) {
  const body = { name, services: [], tags: [], representatives: [], locations: [], contacts: [], notes: '' };
  const padding = size - Buffer.byteLength(JSON.stringify(body));
  return JSON.stringify({ ...body, notes: 'x'.repeat(Math.max(0, padding)) });
}

const listed = async (name: string) =>
  (await member.ok(CrmRoutes.listCompanies, { query: { q: name } })).body.map((c) => c.name);

describe('request bodies past the route’s limit', () => {
  it('refuses a company of more than 64 KB with a 413 that says the limit, and creates nothing', async () => {
    const name = unique('Oversized Polymers');
    const reply = await member.raw(CrmRoutes.createCompany.method, CrmRoutes.createCompany.path, {
      body: companyOfSize(name, DEFAULT_BODY_LIMIT_BYTES + 1),
      headers: { 'content-type': 'application/json' },
    });
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 413,
      body: expect.objectContaining({
        code: 'PAYLOAD_TOO_LARGE',
        message: bodyTooLargeMessage(DEFAULT_BODY_LIMIT_BYTES),
      }),
    });
    expect(bodyTooLargeMessage(DEFAULT_BODY_LIMIT_BYTES)).toBe(
      'The request body is too large: this route takes 64 KB at most.',
    );
    expect(await listed(name)).toEqual([]);
  });

  it('reads a body right at the limit as usual and creates the company', async () => {
    const name = unique('Full Polymers');
    const reply = await member.raw(CrmRoutes.createCompany.method, CrmRoutes.createCompany.path, {
      body: companyOfSize(name, DEFAULT_BODY_LIMIT_BYTES),
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.status).toBe(201);
    expect(await listed(name)).toEqual([name]);
  });
});
