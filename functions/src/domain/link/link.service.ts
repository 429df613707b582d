import type { Page } from '../../data/page.js';
import { pageFrom } from '../../data/page.js';
import { batchGet, batchGetMany, transact, type TxItem } from '../../data/entity.js';
import { Conflict, NotFound } from '../../lib/errors.js';
import type { Member } from '../../lib/actor.js';
import { now, refusedAs } from '../../lib/commit.js';
import { milesBetween } from '@polyloop/shared/conversions';
import {
  LINK_MESSAGES,
  type DirectoryCompany,
  type DirectoryQuery,
  type Link,
  type LinkAcceptInput,
  type LinkCounts,
  type LinkRejectInput,
  type LinkRequestInput,
  type PublicCompanyProfile,
} from '@polyloop/shared/network/link';
import { checkRepresentatives } from '../company/index.js';
import {
  listDirectory,
  profileByPublicId,
  PublicProfile,
  type PublicProfileItem,
  requireProfile,
  listPublicContacts,
  listPublicLocations,
  profileFacts,
  publicContactView,
} from '../public-company/index.js';
import { LinkEntity, listLinksOfTenant, type LinkItem } from './link.entity.js';

export function linkView(item: LinkItem): Link {
  return {
    status: item.status,
    message: item.message ?? null,
    rejectionReason: item.rejectionReason ?? null,
    rejectionMessage: item.rejectionMessage ?? null,
    representatives: item.representatives,
    requestedDate: item.requestedDate,
    updatedDate: item.updatedDate,
  };
}

async function companyView(
  actor: Member,
  profile: PublicProfileItem,
  link: LinkItem | undefined,
): Promise<DirectoryCompany> {
  return {
    ...(await profileFacts(profile)),
    place: profile.place ?? null,
    link: link ? linkView(link) : null,
    own: profile.tenantId === actor.tenantId,
  };
}

/** Which of my links a directory view shows. */
function inView(actor: Member, query: DirectoryQuery, link: LinkItem | undefined): boolean {
  if (query.linkStatus && link?.status !== query.linkStatus) return false;
  switch (query.view) {
    case 'global':
      return true;
    case 'companyLinks':
      return link?.status === 'LINKED';
    case 'personalLinks':
      return link?.status === 'LINKED' && link.representatives.includes(actor.userId);
    case 'linkRequests':
      return link?.status === 'PENDING_FROM' || link?.status === 'PENDING_TO';
  }
}

/**
 * The directory: the enabled profiles by name (one Query of the directory index) or the companies
 * of my links (their profiles in one BatchGetItem per 100), with my link on each (one Query of my
 * links), searched and filtered in memory: the network holds thousands of profiles, not millions.
 */
export async function directory(actor: Member, query: DirectoryQuery): Promise<Page<DirectoryCompany>> {
  const links = await listLinksOfTenant(actor.tenantId);
  const linkOf = new Map(links.map((l) => [l.publicCompanyId, l]));
  let profiles: PublicProfileItem[];
  if (query.view === 'global') {
    profiles = await listDirectory();
  } else {
    const shown = links.filter((l) => inView(actor, query, l));
    const found = await batchGetMany(shown.map((l) => PublicProfile.batch({ tenantId: l.otherTenantId })));
    profiles = found.filter((p): p is PublicProfileItem => !!p).sort((a, b) => a.name.localeCompare(b.name));
  }
  const q = query.q?.toLowerCase();
  const near =
    query.radius !== undefined
      ? { latitude: query.latitude!, longitude: query.longitude!, radius: query.radius }
      : undefined;
  const matching = profiles.filter(
    (p) =>
      inView(actor, query, linkOf.get(p.publicCompanyId)) &&
      (!q || p.name.toLowerCase().includes(q)) &&
      (!query.service || p.services.includes(query.service)) &&
      (!query.materialType || p.materials.includes(query.materialType)) &&
      (!near || (!!p.place && milesBetween(near, p.place) <= near.radius)),
  );
  const page = pageFrom(matching, query.page, query.size);
  return {
    items: await Promise.all(page.items.map((p) => companyView(actor, p, linkOf.get(p.publicCompanyId)))),
    total: page.total,
  };
}

export async function counts(actor: Member): Promise<LinkCounts> {
  const links = await listLinksOfTenant(actor.tenantId);
  const count = (status: LinkItem['status']) => links.filter((l) => l.status === status).length;
  return { received: count('PENDING_FROM'), sent: count('PENDING_TO'), linked: count('LINKED') };
}

/**
 * A company as I may see it: a hidden (disabled) profile only when we already have a link, and
 * its contacts only when we are linked, it is my own, or my plan unlocks them (part 1 §6).
 */
export async function publicCompany(actor: Member, publicCompanyId: string): Promise<PublicCompanyProfile> {
  const [profile, link] = await Promise.all([
    profileByPublicId(publicCompanyId),
    LinkEntity.get({ tenantId: actor.tenantId, publicCompanyId }),
  ]);
  const own = profile?.tenantId === actor.tenantId;
  if (!profile || (!profile.enabled && !own && !link)) throw new NotFound();
  const unlocked = own || link?.status === 'LINKED' || actor.effectiveTier !== 'PLATFORM';
  const [locations, contacts] = await Promise.all([
    listPublicLocations(profile.tenantId),
    unlocked ? listPublicContacts(profile.tenantId) : undefined,
  ]);
  return {
    ...(await companyView(actor, profile, link)),
    locations: locations.map(({ tenantId: _t, locationId, createdAt: _c, name, ...address }) => ({
      ...address,
      id: locationId,
      name: name ?? null,
    })),
    contacts: contacts?.map(publicContactView) ?? null,
  };
}

interface Parties {
  mine: PublicProfileItem;
  theirs: PublicProfileItem;
  /** My side and theirs, read consistently: the writes are conditioned on them. */
  myLink: LinkItem | undefined;
  theirLink: LinkItem | undefined;
}

/** Both companies of a link and both sides of it; a company I cannot see is not found. */
async function parties(actor: Member, publicCompanyId: string): Promise<Parties> {
  const theirs = await profileByPublicId(publicCompanyId);
  if (!theirs) throw new NotFound();
  if (theirs.tenantId === actor.tenantId) throw new Conflict(LINK_MESSAGES.self, 'LINK_SELF');
  const mine = await requireProfile(actor.tenantId);
  const [myLink, theirLink] = await batchGet(
    [
      LinkEntity.batch({ tenantId: actor.tenantId, publicCompanyId }),
      LinkEntity.batch({ tenantId: theirs.tenantId, publicCompanyId: mine.publicCompanyId }),
    ],
    { consistent: true },
  );
  if (!theirs.enabled && !myLink) throw new NotFound();
  return { mine, theirs, myLink, theirLink };
}

/** Runs the transaction; a lost condition means the other company (or a colleague) moved first. */
async function commitLink(items: TxItem[], message: string): Promise<void> {
  await refusedAs(
    () => transact(items),
    () => new Conflict(`${message}: it changed meanwhile. Reload and try again.`, 'LINK_CHANGED'),
  );
}

const representativesOf = async (actor: Member, ids: string[] | undefined) =>
  ids ? checkRepresentatives(actor.tenantId, ids) : [actor.userId];

/** Both sides as they are, pinned: the write holds only if neither moved since it was read. */
const unchanged = (item: LinkItem | undefined) =>
  item ? { status: item.status, updatedDate: item.updatedDate } : undefined;

export async function send(actor: Member, publicCompanyId: string, input: LinkRequestInput): Promise<Link> {
  const p = await parties(actor, publicCompanyId);
  if (!p.mine.enabled) throw new Conflict(LINK_MESSAGES.profileDisabled, 'PROFILE_DISABLED');
  switch (p.myLink?.status) {
    case 'LINKED':
      throw new Conflict(LINK_MESSAGES.alreadyLinked, 'LINKED');
    case 'PENDING_TO':
      throw new Conflict(LINK_MESSAGES.alreadyPending, 'PENDING');
    case 'REJECTED_FROM':
      throw new Conflict(LINK_MESSAGES.declinedByThem, 'DECLINED');
    case 'PENDING_FROM':
      // They asked first: asking back is saying yes.
      return accept(actor, publicCompanyId, { representatives: input.representatives });
  }
  const representatives = await representativesOf(actor, input.representatives);
  const at = now();
  const common = { message: input.message, updatedBy: actor.userId, requestedDate: at, updatedDate: at };
  const mine: LinkItem = {
    ...common,
    tenantId: actor.tenantId,
    publicCompanyId,
    otherTenantId: p.theirs.tenantId,
    status: 'PENDING_TO',
    representatives,
  };
  const theirs: LinkItem = {
    ...common,
    tenantId: p.theirs.tenantId,
    publicCompanyId: p.mine.publicCompanyId,
    otherTenantId: actor.tenantId,
    status: 'PENDING_FROM',
    representatives: p.theirLink?.representatives ?? [],
  };
  const write = (item: LinkItem, current: LinkItem | undefined): TxItem =>
    current
      ? LinkEntity.tx.update(
          { tenantId: item.tenantId, publicCompanyId: item.publicCompanyId },
          { ...item },
          {
            condition: unchanged(current),
            remove: ['rejectionReason', 'rejectionMessage', ...(item.message ? [] : ['message' as const])],
          },
        )
      : LinkEntity.tx.create(item);
  await commitLink([write(mine, p.myLink), write(theirs, p.theirLink)], LINK_MESSAGES.sendFailed);
  return linkView(mine);
}

/** Moves both sides in one transaction, each only from the status it was read in. */
async function move(
  actor: Member,
  p: Parties,
  mine: Partial<LinkItem>,
  theirs: Partial<LinkItem>,
  extra: TxItem[],
  failed: string,
): Promise<Link> {
  const at = now();
  const myKey = { tenantId: actor.tenantId, publicCompanyId: p.theirs.publicCompanyId };
  const theirKey = { tenantId: p.theirs.tenantId, publicCompanyId: p.mine.publicCompanyId };
  await commitLink(
    [
      LinkEntity.tx.update(
        myKey,
        { ...mine, updatedBy: actor.userId, updatedDate: at },
        { condition: unchanged(p.myLink) },
      ),
      LinkEntity.tx.update(
        theirKey,
        { ...theirs, updatedBy: actor.userId, updatedDate: at },
        { condition: unchanged(p.theirLink) },
      ),
      ...extra,
    ],
    failed,
  );
  return linkView({ ...p.myLink!, ...mine, updatedBy: actor.userId, updatedDate: at });
}

export async function accept(actor: Member, publicCompanyId: string, input: LinkAcceptInput): Promise<Link> {
  const p = await parties(actor, publicCompanyId);
  if (p.myLink?.status !== 'PENDING_FROM' || p.theirLink?.status !== 'PENDING_TO')
    throw new Conflict(LINK_MESSAGES.notPending, 'NOT_PENDING');
  const representatives = await representativesOf(actor, input.representatives);
  const count = (tenantId: string) =>
    PublicProfile.tx.update({ tenantId }, { updatedAt: now() }, { add: { linkCount: 1 } });
  return move(
    actor,
    p,
    { status: 'LINKED', representatives },
    { status: 'LINKED' },
    [count(actor.tenantId), count(p.theirs.tenantId)],
    LINK_MESSAGES.acceptFailed,
  );
}

export async function reject(actor: Member, publicCompanyId: string, input: LinkRejectInput): Promise<Link> {
  const p = await parties(actor, publicCompanyId);
  if (p.myLink?.status !== 'PENDING_FROM' || p.theirLink?.status !== 'PENDING_TO')
    throw new Conflict(LINK_MESSAGES.notPending, 'NOT_PENDING');
  const reason = { rejectionReason: input.reason, rejectionMessage: input.message };
  return move(
    actor,
    p,
    { status: 'REJECTED_TO', ...reason },
    { status: 'REJECTED_FROM', ...reason },
    [],
    LINK_MESSAGES.rejectFailed,
  );
}

/** Withdraws my request: both sides go, as if it was never sent. */
export async function cancel(actor: Member, publicCompanyId: string): Promise<void> {
  const p = await parties(actor, publicCompanyId);
  if (p.myLink?.status !== 'PENDING_TO' || !p.theirLink)
    throw new Conflict(LINK_MESSAGES.notSent, 'NOT_SENT');
  await commitLink(
    [
      LinkEntity.tx.delete({ tenantId: actor.tenantId, publicCompanyId }, unchanged(p.myLink)),
      LinkEntity.tx.delete(
        { tenantId: p.theirs.tenantId, publicCompanyId: p.mine.publicCompanyId },
        unchanged(p.theirLink),
      ),
    ],
    LINK_MESSAGES.cancelFailed,
  );
}

/** Who at my company looks after the link: my side only. */
export async function setRepresentatives(
  actor: Member,
  publicCompanyId: string,
  ids: string[],
): Promise<Link> {
  const link = await LinkEntity.get({ tenantId: actor.tenantId, publicCompanyId }, { consistent: true });
  if (!link) throw new NotFound();
  if (link.status !== 'LINKED') throw new Conflict(LINK_MESSAGES.notLinked, 'NOT_LINKED');
  const representatives = await checkRepresentatives(actor.tenantId, ids);
  const updated = await refusedAs(
    () =>
      LinkEntity.update(
        { tenantId: actor.tenantId, publicCompanyId },
        { representatives, updatedDate: now() },
        { condition: { status: 'LINKED' } },
      ),
    () => new Conflict(LINK_MESSAGES.notLinked, 'NOT_LINKED'),
  );
  return linkView(updated);
}

/** Whether two companies are linked (offers and requests need it). */
export async function linkedWith(tenantId: string, publicCompanyId: string): Promise<LinkItem | undefined> {
  const link = await LinkEntity.get({ tenantId, publicCompanyId });
  return link?.status === 'LINKED' ? link : undefined;
}
