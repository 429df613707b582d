import type * as z from 'zod';
import type { BuyProfile as BuyProfileView, BuyProfileInput } from '@polyloop/shared/crm/company';
import type { TxItem } from '../../data/entity.js';
import { unset, type Clearing } from '../../data/patch.js';
import { NotFound } from '../../lib/errors.js';
import type { Member } from '../../lib/actor.js';
import { audit, actorName, type Audit } from '../history/index.js';
import { Company, load as loadCompany } from '../company/index.js';
import { commit, newId } from '../../lib/commit.js';
import { BuyProfile, listBuyProfilesOfCompany, type BuyProfileItem } from './buy-profile.entity.js';

type Input = z.infer<typeof BuyProfileInput>;

export function view(p: BuyProfileItem): BuyProfileView {
  return {
    id: p.profileId,
    companyId: p.companyId,
    materialType: p.materialType,
    grades: p.grades,
    forms: p.forms,
    colors: p.colors,
    minWeight: p.minWeight,
    priceTarget: p.priceTarget,
    notes: p.notes,
    createdDate: p.createdDate,
  };
}

export function newProfile(tenantId: string, companyId: string, input: Input, stamp: Audit): BuyProfileItem {
  return BuyProfile.schema.parse({
    ...input,
    tenantId,
    companyId,
    profileId: newId(),
    createdDate: stamp.updatedDate,
    ...stamp,
  });
}

export const createTx = (p: BuyProfileItem): TxItem => BuyProfile.tx.create(p);

/** A company's buy profiles, oldest first (a handful per company: one Query). */
export async function list(actor: Member, companyId: string): Promise<BuyProfileView[]> {
  const { tenantId } = actor;
  await loadCompany(tenantId, companyId);
  return (await listBuyProfilesOfCompany(tenantId, companyId)).map(view);
}

async function find(tenantId: string, companyId: string, profileId: string): Promise<BuyProfileItem> {
  const p = await BuyProfile.get({ tenantId, companyId, profileId });
  if (!p) throw new NotFound();
  return p;
}

/** The company's buyProfileCount moves in the same transaction: it is what makes the company an active buyer. */
export async function create(actor: Member, companyId: string, input: Input): Promise<BuyProfileView> {
  const { tenantId } = actor;
  await loadCompany(tenantId, companyId);
  const p = newProfile(tenantId, companyId, input, await audit(actor));
  await commit(
    [createTx(p), Company.tx.update({ tenantId, companyId }, {}, { add: { buyProfileCount: 1 } })],
    () => new NotFound(),
  );
  return view(p);
}

export async function update(
  actor: Member,
  companyId: string,
  profileId: string,
  body: Clearing<Input>,
): Promise<BuyProfileView> {
  const { tenantId } = actor;
  await find(tenantId, companyId, profileId);
  const patch = unset(body);
  const remove = (['minWeight', 'priceTarget', 'notes'] as const).filter(
    (k) => k in patch && patch[k] === undefined,
  );
  return view(
    await BuyProfile.update(
      { tenantId, companyId, profileId },
      { ...patch, ...(await audit(actor)) },
      { remove },
    ),
  );
}

export async function remove(actor: Member, companyId: string, profileId: string): Promise<void> {
  const { tenantId } = actor;
  await find(tenantId, companyId, profileId);
  // Stamped first so the stream's REMOVE record names who deleted (see history/audit.ts).
  await BuyProfile.update(
    { tenantId, companyId, profileId },
    { deletedBy: actor.userId, deletedByName: await actorName(actor) },
  );
  await commit(
    [
      BuyProfile.tx.delete({ tenantId, companyId, profileId }, (w) => w.exists()),
      Company.tx.update({ tenantId, companyId }, {}, { add: { buyProfileCount: -1 } }),
    ],
    () => new NotFound(),
  );
}
