import {
  OFFER_CANCEL_REASON_LABELS,
  OFFER_DECLINE_REASON_LABELS,
  type OfferSide,
} from '@polyloop/shared/network/offer';
import type { NotificationSubject, NotificationType } from '@polyloop/shared/notifications/notification';
import { CommentEvents, CommentItem } from '../comment/index.js';
import { LinkEvents } from '../link/index.js';
import { NetworkOfferEntity, OfferEvents } from '../network-offer/index.js';
import { NetworkRequestEntity, RequestEvents } from '../network-request/index.js';
import { profileByPublicId } from '../public-company/index.js';
import { adminsOf } from './recipients.js';
import { entry, excerptOf, type CatalogueEntry } from './catalogue-entry.js';
import type { Notice } from './catalogue.js';

/**
 * The network's entries of the notification catalogue: link requests, offers (received, moved,
 * expiring, their conversation) and private requests (received, moved, their conversation). An
 * offer or a request is kept once for each company, so each company is told from its own side, to
 * the people on its side.
 */

/** Whom a side of an offer tells: its representatives, or its administrators when nobody is named. */
const peopleOf = async (tenantId: string, representatives: string[]): Promise<string[]> =>
  representatives.length ? representatives : adminsOf(tenantId);

/** The notice to one company's side of an offer or request, to the people on that side. */
const toSide = async (
  d: { tenantId: string; representatives: string[]; actorId?: string | null },
  type: NotificationType,
  subject: NotificationSubject,
  message: string,
): Promise<Notice[]> => [
  {
    type,
    tenantId: d.tenantId,
    userIds: await peopleOf(d.tenantId, d.representatives),
    actorId: d.actorId,
    subject,
    message,
  },
];
const offerSubject = (d: { offerId: string; materialName: string }): NotificationSubject => ({
  kind: 'networkOffer',
  id: d.offerId,
  label: d.materialName,
});
const requestSubject = (d: { requestId: string; title: string }): NotificationSubject => ({
  kind: 'networkRequest',
  id: d.requestId,
  label: d.title,
});

const VERBS: Record<string, string> = {
  ACCEPT: 'accepted',
  COUNTER: 'countered',
  DECLINE: 'declined',
  CANCEL: 'cancelled',
  CONFIRM: 'confirmed',
};
const otherName = (d: { side: OfferSide; offeringCompanyName: string; receivingCompanyName: string }) =>
  d.side === 'OFFERING' ? d.receivingCompanyName : d.offeringCompanyName;
const reasonLabel = (reason: string | null) =>
  reason
    ? ((OFFER_CANCEL_REASON_LABELS as Record<string, string>)[reason] ??
      (OFFER_DECLINE_REASON_LABELS as Record<string, string>)[reason] ??
      null)
    : null;

/** One company's record of an offer or a private request: the side it keeps, with its people. */
interface Side {
  tenantId: string;
  otherTenantId: string;
  representatives: string[];
}

/**
 * The conversation two companies share on an offer or a private request (kept once, in the
 * partition of the company that made the record, `p.tenantId`): each company's people on the
 * record hear of a comment from its own side, the author and the mentioned aside; a mention names
 * colleagues of the author, and whichever company they belong to keeps the notice.
 */
function sharedConversation<S extends Side>(
  recordType: 'offer' | 'request',
  type: NotificationType,
  sideOf: (tenantId: string, id: string) => Promise<S | undefined>,
  subjectOf: (side: S, id: string) => NotificationSubject,
  named: (side: S) => string,
): CatalogueEntry[] {
  return [
    entry(CommentEvents.posted, async (p) => {
      if (p.recordType !== recordType) return [];
      const [comment, first] = await Promise.all([
        CommentItem.get({ tenantId: p.tenantId, recordId: p.recordId, commentId: p.commentId }),
        sideOf(p.tenantId, p.recordId),
      ]);
      if (!comment || !first) return [];
      const second = await sideOf(first.otherTenantId, p.recordId);
      const mentioned = new Set(comment.mentions);
      return Promise.all(
        [first, ...(second ? [second] : [])].map(async (side) => ({
          type,
          tenantId: side.tenantId,
          userIds: (await peopleOf(side.tenantId, side.representatives)).filter((id) => !mentioned.has(id)),
          actorId: p.authorId,
          actorName: comment.authorName,
          subject: subjectOf(first, p.recordId),
          message: `${comment.authorName} commented on ${named(first)}`,
          excerpt: excerptOf(comment.body),
        })),
      );
    }),
    entry(CommentEvents.mentioned, async (m) => {
      if (m.recordType !== recordType) return [];
      const first = await sideOf(m.tenantId, m.recordId);
      if (!first) return [];
      return [first.tenantId, first.otherTenantId].map((tenantId) => ({
        type,
        tenantId,
        userIds: m.userIds,
        actorId: m.authorId,
        actorName: m.authorName,
        subject: subjectOf(first, m.recordId),
        message: `${m.authorName} mentioned you on ${named(first)}`,
        excerpt: excerptOf(m.body),
      }));
    }),
  ];
}

export const networkNotices: CatalogueEntry[] = [
  // A link request tells the asked company's administrators; its acceptance, the asker's representatives.
  entry(LinkEvents.requested, async (d) => {
    const [other, admins] = await Promise.all([profileByPublicId(d.publicCompanyId), adminsOf(d.tenantId)]);
    if (!other) return [];
    return [
      {
        type: 'LINK_REQUEST',
        tenantId: d.tenantId,
        userIds: admins,
        subject: { kind: 'link', id: d.publicCompanyId, label: other.name },
        message: `${other.name} wants to link with your company`,
        excerpt: d.message,
      },
    ];
  }),
  entry(LinkEvents.accepted, async (d) => {
    const other = await profileByPublicId(d.publicCompanyId);
    if (!other) return [];
    return [
      {
        type: 'LINK_REQUEST',
        tenantId: d.tenantId,
        userIds: d.representatives,
        subject: { kind: 'link', id: d.publicCompanyId, label: other.name },
        message: `${other.name} accepted your link request`,
      },
    ];
  }),
  entry(OfferEvents.received, (d) =>
    toSide(
      d,
      'OFFER_STATUS_CHANGED',
      offerSubject(d),
      d.status === 'PUBLIC_OFFER_BID'
        ? `${d.receivingCompanyName} made an offer on your public offer of ${d.materialName}`
        : d.status === 'REQUEST_BID'
          ? `${d.offeringCompanyName} answered your request with an offer of ${d.materialName}`
          : `${d.offeringCompanyName} sent you an offer of ${d.materialName}`,
    ),
  ),
  // Each move is told to the company that did not make it; a move the system made (a have closed, an expiry) to both.
  entry(OfferEvents.moved, async (d) => {
    if (d.actorId && d.by === d.side) return [];
    const verb = VERBS[d.action] ?? d.status.toLowerCase();
    const reason = reasonLabel(d.reason);
    const message = d.actorId
      ? `${otherName(d)} ${verb} the offer of ${d.materialName}`
      : `The offer of ${d.materialName} with ${otherName(d)} was ${verb}`;
    return toSide(
      d,
      'OFFER_STATUS_CHANGED',
      offerSubject(d),
      reason ? `${message}: ${reason.toLowerCase()}` : message,
    );
  }),
  entry(OfferEvents.expiring, (d) =>
    toSide(
      d,
      'OFFER_EXPIRATION',
      offerSubject(d),
      `The offer of ${d.materialName} with ${otherName(d)} expires on ${d.expirationDate}`,
    ),
  ),
  ...sharedConversation(
    'offer',
    'OFFER_COMMENTS',
    (tenantId, offerId) => NetworkOfferEntity.get({ tenantId, offerId }),
    (offer, id) => offerSubject({ offerId: id, materialName: offer.materialName }),
    (offer) => `the offer of ${offer.materialName}`,
  ),
  ...sharedConversation(
    'request',
    'REQUEST_COMMENTS',
    (tenantId, requestId) => NetworkRequestEntity.get({ tenantId, requestId }),
    (request, id) => requestSubject({ requestId: id, title: request.title }),
    (request) => `the request ${request.title}`,
  ),
  entry(RequestEvents.received, (d) =>
    toSide(d, 'NETWORK_REQUEST', requestSubject(d), `${d.requestingCompanyName} asks for ${d.title}`),
  ),
  entry(RequestEvents.statusChanged, (d) =>
    toSide(
      d,
      'NETWORK_REQUEST',
      requestSubject(d),
      d.status === 'ACTIVE'
        ? `${d.requestingCompanyName} sent the request ${d.title} again`
        : `${d.requestingCompanyName}'s request ${d.title} is ${d.status === 'CANCELLED' ? 'cancelled' : 'expired'}`,
    ),
  ),
];
