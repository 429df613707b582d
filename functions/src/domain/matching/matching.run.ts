import { occurrence, publish } from '../../lib/events.js';
import { factsOf, file, networkFacts, type Matchable } from './candidates.js';
import { forget, keep } from './keeping.js';
import { find, type Pairing } from './matcher.js';
import { recordKeyOf } from './match.entity.js';
import { MatchesFound, type MatchNoticeType } from './matching.events.js';
import type { MatchFacts } from './score.js';

/**
 * One record changed: file it where counterparts find it (or take it out), find its
 * counterparts, keep the pairs, and tell the people of each record that gained matches.
 */
export async function refresh(
  record: Matchable,
  eventId: string,
): Promise<{ compared: number; kept: number; added: number; removed?: number }> {
  const facts = await factsOf(record);
  await file(recordKeyOf(record), facts);
  if (!facts) return { compared: 0, kept: 0, added: 0, removed: await forget(record) };
  const found = await find(facts);
  const added = await keep(facts, found.pairings);
  const told = tell(facts, added);
  if (told.length)
    await publish(
      ...told.map(({ key, notice }) => occurrence(MatchesFound, notice, { id: `${eventId}#matches:${key}` })),
    );
  return { compared: found.compared, kept: found.pairings.length, added: added.length };
}

const NOUN: Record<MatchFacts['kind'], string> = {
  HAVE: 'have',
  NEED: 'need',
  BUY_PROFILE: 'buy profile',
  PUBLIC_OFFER: 'public offer',
  PUBLIC_REQUEST: 'public request',
  NETWORK_OFFER: 'offer',
  NETWORK_REQUEST: 'request',
};

/** A record as a notice names it: a buy profile by its company ("the buy profile of Acme"), anything else by its kind and label. */
const named = (f: Pick<MatchFacts, 'kind' | 'label' | 'companyName'>) =>
  f.kind === 'BUY_PROFILE'
    ? `the buy profile of ${f.companyName ?? 'a partner'}`
    : `${NOUN[f.kind]} ${f.label}`;

/** One of my company's records as a notice names it: a buy profile is a partner's, kept in my CRM. */
const yours = (f: Pick<MatchFacts, 'kind' | 'label' | 'companyName'>) =>
  f.kind === 'BUY_PROFILE' ? named(f) : `your ${named(f)}`;

interface Told {
  key: string;
  notice: MatchesFound;
}

/** What a pairing tells about one of its sides, and of which type (§3.2, §2.7 targets). */
function aboutSide(
  p: Pairing,
  side: 'supply' | 'demand',
):
  | { type: MatchNoticeType; told: MatchFacts; other: MatchFacts; subject: MatchesFound['subject'] }
  | undefined {
  const told = p[side];
  const other = side === 'supply' ? p.demand : p.supply;
  if (told.tenantId !== p.tenantId || !told.representatives.length) return undefined;
  /** The notice of `type`, about the told side's own record or the public listing it matched. */
  const notice = (type: MatchNoticeType, kind: MatchesFound['subject']['kind'], about: MatchFacts) => ({
    type,
    told,
    other,
    subject: { kind, id: about.id, label: about.label },
  });
  switch (p.kind) {
    case 'HAVE_NEED':
    case 'HAVE_BUY_PROFILE':
      if (told.kind === 'HAVE') return notice('HAVE_MATCH', 'have', told);
      if (told.kind === 'NEED') return notice('NEED_MATCH', 'need', told);
      return undefined;
    case 'NEED_PUBLIC_OFFER':
      return notice('PUBLIC_OFFER_MATCH', 'publicOffer', other);
    case 'HAVE_PUBLIC_REQUEST':
      return notice('PUBLIC_REQUEST_MATCH', 'publicRequest', other);
    default:
      return undefined;
  }
}

/**
 * One notice per record that gained matches: the record the run was for hears how many it
 * gained (and the best); each counterpart of its own company hears of the record that matches it.
 */
export function tell(facts: MatchFacts, added: Pairing[]): Told[] {
  const byRecord = new Map<string, { about: NonNullable<ReturnType<typeof aboutSide>>; count: number }>();
  for (const p of added) {
    for (const side of ['supply', 'demand'] as const) {
      const about = aboutSide(p, side);
      if (!about) continue;
      const key = `${about.type}:${recordKeyOf(about.told)}`;
      const seen = byRecord.get(key);
      if (seen) seen.count++;
      else byRecord.set(key, { about, count: 1 });
    }
  }
  return [...byRecord.entries()].map(([key, { about, count }]) => {
    const mine = recordKeyOf(about.told) === recordKeyOf(facts);
    const what = `${NOUN[about.told.kind]} ${about.told.label}`;
    const other = named(about.other);
    const message =
      mine && count > 1
        ? `${count} new matches for your ${what}; the best is ${other}`
        : `${other[0]!.toUpperCase()}${other.slice(1)} matches your ${what}`;
    return {
      key,
      notice: {
        tenantId: about.told.tenantId,
        type: about.type,
        userIds: about.told.representatives,
        subject: about.subject,
        message,
      },
    };
  });
}

/**
 * An offer or request my company received is judged against my own records when it arrives (not
 * kept: its matches tab judges it again when read); if anything of mine fits, its people hear it.
 */
export async function tellReceived(
  kind: 'NETWORK_OFFER' | 'NETWORK_REQUEST',
  tenantId: string,
  id: string,
  eventId: string,
): Promise<number> {
  const facts = await networkFacts(kind, tenantId, id);
  if (!facts?.representatives.length) return 0;
  const { pairings } = await find(facts);
  const best = pairings[0];
  if (!best) return 0;
  const mine = kind === 'NETWORK_OFFER' ? best.demand : best.supply;
  const what = kind === 'NETWORK_OFFER' ? 'offer' : 'request';
  const notice: MatchesFound = {
    tenantId,
    type: kind === 'NETWORK_OFFER' ? 'OFFER_MATCH' : 'REQUEST_MATCH',
    userIds: facts.representatives,
    subject: { kind: kind === 'NETWORK_OFFER' ? 'networkOffer' : 'networkRequest', id, label: facts.label },
    message:
      pairings.length > 1
        ? `The ${what} ${facts.label} from ${facts.companyName ?? 'a linked company'} matches ${pairings.length} of your records, best ${yours(mine)}`
        : `The ${what} ${facts.label} from ${facts.companyName ?? 'a linked company'} matches ${yours(mine)}`,
  };
  await publish(occurrence(MatchesFound, notice, { id: `${eventId}#matches` }));
  return pairings.length;
}
