import { MatchingRoutes } from '@polyloop/shared';
import { MATCH_RULES } from '@polyloop/shared/matching/match';
import type { AnyOffer, AnyRequest } from '@polyloop/shared/network/resolve';
import { Section } from '../../components/Section';
import { MatchList } from './MatchList';
import type { MatchListRoute } from './use-matches';

const MILES = MATCH_RULES.maxMiles;

/**
 * What each kind of offer or request is matched against, and why there may be none, for my company
 * (`mine`: it published or sent it) and for the other side: a public listing of mine against the
 * market's other side, someone else's against my own records; a network record received against my
 * records, one sent by the kept matches of the have or need it came from.
 */
const KINDS: Record<
  (AnyOffer | AnyRequest)['kind'],
  { route: MatchListRoute; mine: string; theirs: string }
> = {
  PUBLIC_OFFER: {
    route: MatchingRoutes.listPublicOfferMatches,
    mine: `No public request of another company within ${MILES} miles asks for this material now.`,
    theirs: `None of your open needs matches this offer. A need for this material within ${MILES} miles would show here.`,
  },
  PUBLIC_REQUEST: {
    route: MatchingRoutes.listPublicRequestMatches,
    mine: `No public offer of another company within ${MILES} miles offers this material now.`,
    theirs: `None of your open haves matches this request. A have of this material within ${MILES} miles would show here.`,
  },
  NETWORK_OFFER: {
    route: MatchingRoutes.listNetworkOfferMatches,
    mine: `No needs or buy profiles match the have this offer was made from yet. They appear when one within ${MILES} miles wants its material.`,
    theirs: `None of your open needs or buy profiles matches this offer. One for this material within ${MILES} miles would show here.`,
  },
  NETWORK_REQUEST: {
    route: MatchingRoutes.listNetworkRequestMatches,
    mine: `No haves match the need this request was made from yet. They appear when one within ${MILES} miles offers its material.`,
    theirs: `None of your open haves matches this request. A have of this material within ${MILES} miles would show here.`,
  },
};

/** The record's id, and whether my company published or sent it. */
function subjectOf(record: AnyOffer | AnyRequest): { id: string; mine: boolean } {
  switch (record.kind) {
    case 'PUBLIC_OFFER':
      return { id: record.publicOffer.id, mine: record.publicOffer.own };
    case 'PUBLIC_REQUEST':
      return { id: record.publicRequest.id, mine: record.publicRequest.own };
    case 'NETWORK_OFFER':
      return { id: record.networkOffer.id, mine: record.networkOffer.side === 'OFFERING' };
    case 'NETWORK_REQUEST':
      return { id: record.networkRequest.id, mine: record.networkRequest.side === 'REQUESTING' };
  }
}

/** An offer's or a request's Matches tab (part 2 §2 offers/{id}/matches, requests/{id}/matches). */
export function NetworkMatches({ of, noun }: { of: AnyOffer | AnyRequest; noun: 'offer' | 'request' }) {
  const { id, mine } = subjectOf(of);
  const kind = KINDS[of.kind];
  return (
    <Section title="Matches">
      <MatchList
        source={{ route: kind.route, params: { id } }}
        focusId={id}
        label={`Matches of this ${noun}`}
        empty={mine ? kind.mine : kind.theirs}
      />
    </Section>
  );
}
