import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { CrmRoutes, NetworkRoutes, OrderRoutes, routes, type RouteDefinition } from '@polyloop/shared';
import { FILE_RULES } from '@polyloop/shared/crm/files';
import { UPLOAD_BODY_LIMIT_BYTES } from '@polyloop/shared/edge-limits';
import { refusalProblem, type Answer } from '../support/bad-input.js';
import { pathParams, pathUpTo } from '../support/contract-sweep.js';
import { contact, link, lbs, newHave, newNeed } from '../support/network.js';
import { announceSeed, sample } from '../support/sampling.js';
import { allowAuctions, auctionOf } from './auctions-support.js';
import { PDF, PNG } from './isolation-routes.js';
import { useParties } from './network-support.js';
import { offerTo, publicOfferOf, publicRequestOf, requestTo } from './sweep-records.js';

/**
 * Every route of the contract that takes files (its body is `multipart`), given files no upload should
 * carry: a wrong type, bytes that are not the type they claim, a cut image, no bytes, names of
 * 1,000 characters or with path separators, too many, too large, no file, not multipart at all.
 * Each is refused with a 4xx in the contract's error body, and nothing is stored: the documents
 * bucket holds the same objects before and after (records are written only after their objects,
 * so no object means no record). A new upload route is swept once the record it names is made
 * below (the first test fails until it is). A route that creates its record with the files (a
 * public offer) is sent the record's fields as the `data` part, made fresh below, and its record
 * is not created by any refused upload: the same fields are taken afterwards.
 *
 * Documents are checked by the signature of their bytes and their extension (file-rules.ts);
 * images (logos, photos) are decoded, so only they refuse an image cut short after its signature,
 * and only documents keep their names, so only they are given hostile names.
 *
 * Sampling keeps it short: each route takes one of the three cases past a size limit, rotating by
 * the seed the run prints (tests/support/sampling.ts); every other case is tried on every route.
 */

const cloud = inject('cloud');
const [owner, partner] = useParties(cloud, [
  ['Upload owner', { approved: true }],
  ['Upload partner', { services: ['EXTRUSION'] }],
]);

/** The record each upload route names, by the path up to its parameter. */
const makers: Record<string, () => Promise<string>> = {
  '/api/network/companies/{id}': async () =>
    (
      await owner.member.ok(CrmRoutes.createCompany, {
        body: { name: 'Upload target', confirmDuplicate: true },
      })
    ).body.id,
  '/api/materials/{id}': async () =>
    (await owner.member.ok(CrmRoutes.createMaterial, { body: { name: 'Upload target', type: 'PE' } })).body
      .id,
  '/api/haves/{id}': async () => (await newHave(owner, 30_000)).id,
  '/api/needs/{id}': async () => (await newNeed(owner, 40_000)).id,
  '/api/orders/{id}': () => orderOf().then((o) => o.id),
  '/api/shipments/{id}': async () => {
    const order = await orderOf();
    return (
      await owner.member.ok(OrderRoutes.createShipment, {
        body: { orderId: order.id, manifest: [{ materialType: 'PP', netWeight: lbs(1_000) }] },
      })
    ).body.id;
  },
  '/api/network/public-offers/{id}': () => publicOfferOf(owner),
  '/api/network/public-requests/{id}': () => publicRequestOf(owner),
  '/api/network/network-requests/{id}': () => requestTo(owner, partner),
  '/api/network/network-offers/{id}': () => offerTo(owner, partner),
  '/api/network/auctions/{id}': async () => (await auctionOf(owner, [partner])).id,
};
async function orderOf() {
  const receiver = await makers['/api/network/companies/{id}']!();
  return (
    await owner.member.ok(OrderRoutes.createOrder, {
      body: {
        supplyingCompanyId: owner.company.tenantId,
        receivingCompanyId: receiver,
        orderDate: new Date().toISOString().slice(0, 10),
        items: [{ materialType: 'PP', weight: lbs(1_000) }],
      },
    })
  ).body;
}

const uploadRoutes = routes.filter((r) => r.multipart);
/** The `data` part of routes that create their record with its files: fresh fields each time. */
const dataOf: Record<string, () => Promise<unknown>> = {
  createPublicOffer: async () => ({
    haveId: (await newHave(owner, 30_000)).id,
    terms: 'FOB_ORIGIN',
    contactInformation: contact(owner),
    representatives: [owner.company.member.userId],
  }),
};
const recordOf = (route: RouteDefinition) =>
  pathParams(route)[0] ? pathUpTo(route, pathParams(route)[0]!) : undefined;
/** Logos and photos take one image as `file`; documents take `files`. */
const isImage = (route: RouteDefinition) => /Logo|Photo/.test(route.id);
const paths = new Map<string, string>();

beforeAll(async () => {
  await Promise.all([
    link(owner, partner),
    allowAuctions(owner),
    owner.member.ok(NetworkRoutes.acceptGroundRules),
    // Each person accepts the ground rules before their first listing: the uploads are the administrator's.
    owner.admin.ok(NetworkRoutes.acceptGroundRules),
  ]);
  await Promise.all(
    uploadRoutes.map(async (route) => {
      const record = recordOf(route);
      const id = record ? await makers[record]?.() : undefined;
      if (!record || id) paths.set(route.id, route.path.replace(/\{\w+\}/, id ?? ''));
    }),
  );
});

type File = [name: string, data: Buffer, type: string];
async function post(route: RouteDefinition, body: FormData | string): Promise<Answer> {
  const res = await fetch(`${cloud.baseUrl}${paths.get(route.id)}`, {
    method: route.method,
    headers: {
      authorization: `Bearer ${owner.admin.tokens.idToken}`,
      ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
    },
    body,
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json };
}
const formOf = (field: string, files: File[], data?: unknown) => {
  const form = new FormData();
  for (const [name, bytes, type] of files)
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  if (data !== undefined) form.append('data', JSON.stringify(data));
  return form;
};

/** What the bucket holds of what people upload: documents, photos, logos. */
async function storedObjects(): Promise<string[]> {
  const s3 = new S3Client({ forcePathStyle: true });
  const keys: string[] = [];
  for (const prefix of ['files/', 'photos/', 'logos/']) {
    let token: string | undefined;
    do {
      const page = await s3.send(
        new ListObjectsV2Command({
          Bucket: cloud.env.DOCUMENTS_BUCKET,
          Prefix: prefix,
          ContinuationToken: token,
        }),
      );
      keys.push(...(page.Contents ?? []).map((o) => o.Key!));
      token = page.NextContinuationToken;
    } while (token);
  }
  return keys.sort();
}

const MZ = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(64)]);
const padded = (head: Buffer, bytes: number) =>
  Buffer.concat([head, Buffer.alloc(bytes - head.length, 0x20)]);

interface Case {
  label: string;
  body: () => FormData | string;
}
function casesOf(route: RouteDefinition, data?: unknown): Case[] {
  const field = isImage(route) ? 'file' : 'files';
  const files = (label: string, ...list: File[]): Case => ({ label, body: () => formOf(field, list, data) });
  const [name, good, type] = isImage(route)
    ? ['logo.png', PNG, 'image/png']
    : ['report.pdf', PDF, 'application/pdf'];
  const content = [
    files('an executable', ['setup.exe', MZ, 'application/x-msdownload']),
    files('an executable named as the right type', [name, MZ, type]),
    files('text named and declared a PDF', [
      'report.pdf',
      Buffer.from('Just text, no PDF here'),
      'application/pdf',
    ]),
    files('a PDF named and declared a PNG', ['photo.png', PDF, 'image/png']),
    files('a PNG cut inside its signature', ['photo.png', PNG.subarray(0, 5), 'image/png']),
    files('no bytes', [name, Buffer.alloc(0), type]),
    // Where the files are optional, a form without them or the fields alone as JSON are no mistake.
    ...(route.multipart?.orJson
      ? []
      : [
          { label: 'no file', body: () => formOf(field, []) },
          {
            label: 'not multipart',
            body: () => JSON.stringify({ files: [{ name, data: good.toString('base64') }] }),
          },
        ]),
  ];
  const images = [
    files('a PNG cut short after its signature', ['logo.png', PNG.subarray(0, PNG.length - 20), 'image/png']),
    // Documents read every file part; a logo or photo only the one named `file`.
    { label: 'the image under another field', body: () => formOf('files', [[name, good, type]]) },
  ];
  const names = [
    files('a name of 1,000 characters', [`${'a'.repeat(996)}.pdf`, PDF, 'application/pdf']),
    // A multipart file name is a quoted string, where a backslash escapes the next character:
    // a backslash the server is to read is sent doubled.
    ...[
      '../../etc/passwd.pdf',
      'a/b.pdf',
      'a\\\\b.pdf',
      'C:\\\\temp\\\\x.pdf',
      '/report.pdf',
      'a\u0000b.pdf',
    ].map((n) => files(`the name ${JSON.stringify(n)}`, [n, PDF, 'application/pdf'])),
    files(
      '11 files',
      ...Array.from({ length: FILE_RULES.maxFiles + 1 }, (_, i): File => [
        `r${i}.pdf`,
        PDF,
        'application/pdf',
      ]),
    ),
  ];
  const sizes = [
    files('a file past 3 MB', [name, padded(good, FILE_RULES.maxFileBytes + 1), type]),
    files(
      'files past 4 MB together',
      [name, padded(good, 2_200_000), type],
      [`b${name}`, padded(good, 2_200_000), type],
    ),
    files('a body past the upload limit', [name, padded(good, UPLOAD_BODY_LIMIT_BYTES + 1), type]),
  ];
  return [...content, ...(isImage(route) ? images : names), ...sample(sizes, 1, route.id)];
}

describe('every upload route, given files no upload should carry', () => {
  it('has a record of its own for every upload route to name', () => {
    expect(uploadRoutes.map((r) => r.id)).toContain('createPublicOffer');
    expect(uploadRoutes.filter((r) => !paths.has(r.id)).map((r) => `${r.id}: ${recordOf(r)}`)).toEqual([]);
  });

  it.each(uploadRoutes.map((r) => [r.id, r] as const))(
    '%s stores a good file, then refuses each generated bad upload with a 4xx and stores nothing',
    async (_id, route) => {
      announceSeed(`Uploads ${route.id}`);
      const field = isImage(route) ? 'file' : 'files';
      const good: File = isImage(route)
        ? ['logo.png', PNG, 'image/png']
        : ['report.pdf', PDF, 'application/pdf'];
      const fresh = dataOf[route.id];
      const stored = await post(route, formOf(field, [good], await fresh?.()));
      expect(stored.status, stored.text.slice(0, 200)).toBeLessThan(300);

      const data = await fresh?.();
      const before = await storedObjects();
      const problems: string[] = [];
      for (const c of casesOf(route, data)) {
        const problem = refusalProblem(await post(route, c.body()));
        if (problem) problems.push(`${c.label}: ${problem}`);
      }
      expect(problems).toEqual([]);
      expect(await storedObjects()).toEqual(before);
      if (data !== undefined) {
        const taken = await post(route, formOf(field, [good], data));
        expect(taken.status, `the record no refused upload created: ${taken.text.slice(0, 200)}`).toBe(201);
      }
    },
  );
});
