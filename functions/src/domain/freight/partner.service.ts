import { randomUUID } from 'node:crypto';
import type { FreightPartner } from '@polyloop/shared/freight/freight';
import { WEBHOOK_LIMITS } from '@polyloop/shared/freight/partner-api';
import type {
  FreightPartnerAdmin,
  FreightPartnerInput,
  FreightPartnerSecretIssued,
  NewFreightPartnerInput,
} from '@polyloop/shared/freight/partners';
import { refusedAs } from '../../lib/commit.js';
import { Conflict, fieldError, NotFound } from '../../lib/errors.js';
import { webhookRule, webhookUrlProblem } from '../../lib/webhook-targets.js';
import { partnerView } from './partner.view.js';
import {
  FreightPartnerEntity,
  listPartners,
  type FreightPartnerItem,
  type PartnerSecret,
} from './partner.entity.js';
import { newSecret, secretPreview } from './signing.js';

/**
 * Freight partners, as platform administrators manage them (spec part 3 §7.1, issue: partners
 * with rotating secrets), and as users and the quote search see them.
 */

const adminView = (p: FreightPartnerItem): FreightPartnerAdmin => ({
  ...partnerView(p),
  webhookUrl: p.webhookUrl,
  active: p.active,
  secrets: p.secrets.map((s) => ({ id: s.id, preview: secretPreview(s.key), createdDate: s.createdDate })),
  createdDate: p.createdDate,
  updatedDate: p.updatedDate,
});

const issue = (key = newSecret()): PartnerSecret => ({
  id: randomUUID(),
  key,
  createdDate: new Date().toISOString(),
});

/** The partners users may ask, by name. */
export async function listActive(): Promise<FreightPartner[]> {
  return (await listPartners())
    .filter((p) => p.active)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(partnerView);
}

export async function listAll(): Promise<FreightPartnerAdmin[]> {
  return (await listPartners()).sort((a, b) => a.name.localeCompare(b.name)).map(adminView);
}

async function found(partnerId: string): Promise<FreightPartnerItem> {
  const partner = await FreightPartnerEntity.get({ partnerId }, { consistent: true });
  if (!partner) throw new NotFound('No freight partner has this id.');
  return partner;
}

/** A webhook address the configured rule allows (https to the public internet in AWS), else a 400 on the field. */
function webhookOf(url: string): string {
  const problem = webhookUrlProblem(url, webhookRule());
  if (problem) throw fieldError('body.webhookUrl', problem);
  return url;
}

const fields = (input: FreightPartnerInput) => ({
  name: input.name,
  logoUrl: input.logoUrl,
  bookingDisclaimer: input.bookingDisclaimer,
  regions: [...new Set(input.regions)],
  webhookUrl: webhookOf(input.webhookUrl),
  active: input.active,
});

/** Adds a partner with its first secret, shown once. `secret` lets the local cloud give its sandbox partners theirs. */
export async function create(
  input: NewFreightPartnerInput,
  secret?: string,
): Promise<FreightPartnerSecretIssued> {
  const at = new Date().toISOString();
  const first = issue(secret);
  const partner = await refusedAs(
    () =>
      FreightPartnerEntity.create({
        partnerId: input.id,
        ...fields(input),
        sandbox: input.sandbox,
        secrets: [first],
        createdDate: at,
        updatedDate: at,
        version: 1,
      }),
    () => new Conflict('A freight partner with this id exists already.', 'PARTNER_EXISTS'),
  );
  return { partner: adminView(partner), secret: first.key };
}

/** Writes the partner's next version, on the condition that it is still the version read. */
const saveVersion = (partner: FreightPartnerItem, changes: Partial<FreightPartnerItem>) =>
  refusedAs(
    () =>
      FreightPartnerEntity.update(
        { partnerId: partner.partnerId },
        { ...changes, version: partner.version + 1 },
        { condition: { version: partner.version } },
      ),
    () => new Conflict('The partner changed meanwhile. Reload it and try again.', 'PARTNER_CHANGED'),
  );

export async function update(partnerId: string, input: FreightPartnerInput): Promise<FreightPartnerAdmin> {
  const partner = await found(partnerId);
  return adminView(await saveVersion(partner, { ...fields(input), updatedDate: new Date().toISOString() }));
}

/** A new secret, first; the newest one before it stays valid until retired, and any older one ends. */
export async function rotate(partnerId: string): Promise<FreightPartnerSecretIssued> {
  const partner = await found(partnerId);
  const fresh = issue();
  const secrets = [fresh, ...partner.secrets].slice(0, WEBHOOK_LIMITS.maxSecrets);
  const saved = await saveVersion(partner, { secrets, updatedDate: fresh.createdDate });
  return { partner: adminView(saved), secret: fresh.key };
}

/** Ends one secret once the partner signs with the new one; its last secret stays. */
export async function retire(partnerId: string, secretId: string): Promise<FreightPartnerAdmin> {
  const partner = await found(partnerId);
  if (!partner.secrets.some((s) => s.id === secretId)) throw new NotFound('This partner has no such secret.');
  if (partner.secrets.length === 1)
    throw new Conflict('A partner keeps at least one secret: make a new one first.', 'LAST_SECRET');
  const secrets = partner.secrets.filter((s) => s.id !== secretId);
  return adminView(await saveVersion(partner, { secrets, updatedDate: new Date().toISOString() }));
}

/**
 * The local cloud's sandbox partners at every start: created with their secret, or brought up to
 * date (their webhook moves with the ports). Their secret is put back if it changed.
 */
export async function ensure(input: NewFreightPartnerInput, secret: string): Promise<void> {
  const partner = await FreightPartnerEntity.get({ partnerId: input.id }, { consistent: true });
  if (!partner) {
    await create(input, secret).catch((error: unknown) => {
      if (!(error instanceof Conflict)) throw error;
    });
    return;
  }
  const secrets = partner.secrets.some((s) => s.key === secret) ? partner.secrets : [issue(secret)];
  await FreightPartnerEntity.update(
    { partnerId: input.id },
    {
      ...fields(input),
      sandbox: input.sandbox,
      secrets,
      updatedDate: new Date().toISOString(),
      version: partner.version + 1,
    },
    { condition: { version: partner.version } },
  );
}
