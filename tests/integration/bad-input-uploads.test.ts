import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AdminRoutes, CrmRoutes, type RouteDefinition } from '@polyloop/shared';
import { FILE_MESSAGES, FILE_RULES } from '@polyloop/shared/crm/files';
import { LOGO_SAMPLES, hostileSvgs } from '@polyloop/functions/domain/public-company/logo.fixture';
import { LOGO_MESSAGES } from '@polyloop/functions/domain/public-company/logo';
import { signIn } from '../support/auth.js';
import { createCompany, useCloudEnv } from '../support/companies.js';
import { refusalProblem, serverProblem, type Answer } from '../support/bad-input.js';

/**
 * Uploads through the local cloud with generated input: file names of every length around the
 * storage limit, every sample image cut short, and every generated SVG that would pull in script.
 * Each is stored or refused with a 4xx naming the file; none answers 5xx.
 */

const cloud = inject('cloud');
let token: string;
let companyId: string;
let materialId: string;

async function post(route: RouteDefinition, path: string, form: FormData): Promise<Answer> {
  const res = await fetch(`${cloud.baseUrl}${path}`, {
    method: route.method,
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, text, json: JSON.parse(text || 'null') as unknown };
}
const form = (field: string, name: string, data: Buffer, type = 'application/octet-stream') => {
  const f = new FormData();
  f.append(field, new Blob([new Uint8Array(data)], { type }), name);
  return f;
};
const created = async (route: RouteDefinition, path: string, body: unknown) => {
  const res = await fetch(`${cloud.baseUrl}${path}`, {
    method: route.method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { id: string }).id;
};

beforeAll(async () => {
  useCloudEnv(cloud.env);
  const company = await createCompany('Uploads');
  token = (await signIn(cloud.config, company.admin.email)).idToken;
  companyId = await created(CrmRoutes.createCompany, CrmRoutes.createCompany.path, {
    name: 'Upload target',
    confirmDuplicate: true,
  });
  materialId = await created(CrmRoutes.createMaterial, CrmRoutes.createMaterial.path, {
    name: 'Upload target',
    type: 'PE',
  });
});

/** Why an answer is wrong for a refusal with `message` about the file, or undefined. */
const refusedWith = (answer: Answer, message: string) =>
  refusalProblem(answer) ??
  ((answer.json as { message: string }).message === message
    ? undefined
    : `refused with ${answer.text.slice(0, 200)}`);

describe('document file names', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n');
  const lengths = [5, 100, 199, 200, 201, 240, 255, 256, 300, 1000, 1024, 1025, 5000];
  const names = [
    ...lengths.flatMap((length) =>
      ['a', ' ', '_', '-', '9'].map((fill) => `x${fill.repeat(length - 5)}.pdf`),
    ),
    ...['é', ';', '/', '..', '%00', '\u0000', '"', '\r'].flatMap((odd) => [
      `a${odd}b.pdf`,
      `a${odd.repeat(400)}b.pdf`,
    ]),
  ];
  const targets = [
    ['company', () => `/api/network/companies/${companyId}/upload`, CrmRoutes.uploadCompanyFiles],
    ['material', () => `/api/materials/${materialId}/upload`, CrmRoutes.uploadMaterialFiles],
  ] as const;

  it.each(targets)(
    `stores each of ${names.length} generated names on a %s when it is short and plain, refuses the others with the rule it breaks, never a 5xx`,
    async (_kind, path, route) => {
      const problems: string[] = [];
      for (const name of names) {
        const answer = await post(route, path(), form('files', name, PDF, 'application/pdf'));
        const plain = /^[A-Za-z0-9 _-]+\.pdf$/.test(name);
        const problem =
          serverProblem(answer) ??
          (name.length > FILE_RULES.maxNameLength
            ? refusedWith(answer, FILE_MESSAGES.nameLength)
            : plain
              ? answer.status === 201 && (answer.json as Array<{ name: string }>)[0]?.name === name
                ? undefined
                : `expected stored, got ${answer.status} ${answer.text.slice(0, 200)}`
              : refusalProblem(answer));
        if (problem) problems.push(`${JSON.stringify(name).slice(0, 40)} (${name.length}): ${problem}`);
      }
      expect(problems).toEqual([]);
    },
  );
});

describe('logos', () => {
  const targets = [
    ['the public profile', () => AdminRoutes.uploadPublicLogo.path, AdminRoutes.uploadPublicLogo],
    ['a CRM company', () => `/api/network/companies/${companyId}/upload-logo`, CrmRoutes.uploadCompanyLogo],
  ] as const;
  const samples = Object.entries(LOGO_SAMPLES) as [string, Buffer][];
  /** Ten cuts spread over each sample and the last byte of content short (an SVG without its final line break is still whole). */
  const lastContent = (data: Buffer) => data.toString('latin1').trimEnd().length - 1;
  const cuts = samples.flatMap(([type, data]) =>
    [
      ...new Set([
        ...Array.from({ length: 10 }, (_, i) => Math.floor((lastContent(data) * i) / 10) + 1),
        lastContent(data),
      ]),
    ].map((length) => [type, length, data.subarray(0, length)] as const),
  );
  const svgs = hostileSvgs();

  it.each(targets)('accepts every whole sample image as the logo of %s', async (_kind, path, route) => {
    const statuses: [string, number][] = [];
    for (const [type, data] of samples)
      statuses.push([type, (await post(route, path(), form('file', 'logo', data, type))).status]);
    expect(statuses).toEqual(samples.map(([type]) => [type, 200]));
  });

  it.each(targets)(
    `refuses each of ${cuts.length} generated cut images as the logo of %s with a 400, never a 5xx`,
    async (_kind, path, route) => {
      const problems: string[] = [];
      for (const [type, length, data] of cuts) {
        const answer = await post(route, path(), form('file', 'logo', data, type));
        const problem =
          refusalProblem(answer, 'file') ??
          (answer.status === 400 ? undefined : `expected 400, got ${answer.status}`);
        if (problem) problems.push(`${type} cut at ${length}: ${problem}`);
      }
      expect(problems).toEqual([]);
    },
  );

  it.each(targets)(
    `refuses each of ${svgs.length} generated SVGs that pull in script or another document as the logo of %s`,
    async (_kind, path, route) => {
      const problems: string[] = [];
      for (const svg of svgs) {
        const answer = await post(route, path(), form('file', 'logo.svg', svg, 'image/svg+xml'));
        const problem = refusedWith(answer, LOGO_MESSAGES.unsafe);
        if (problem) problems.push(`${svg.toString().slice(200, 280)}: ${problem}`);
      }
      expect(problems).toEqual([]);
    },
  );
});
