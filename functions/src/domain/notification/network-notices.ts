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
  // An offer's conversation: both companies' people on the offer hear of a comment (the author and the mentioned aside).
  entry(CommentEvents.posted, async (p) => {
    if (p.recordType !== 'offer') return [];
    const [comment, offering] = await Promise.all([
      CommentItem.get({ tenantId: p.tenantId, recordId: p.recordId, commentId: p.commentId }),
      NetworkOfferEntity.get({ tenantId: p.tenantId, offerId: p.recordId }),
    ]);
    if (!comment || !offering) return [];
    const receiving = await NetworkOfferEntity.get({ tenantId: offering.otherTenantId, offerId: p.recordId });
    const mentioned = new Set(comment.mentions);
    const sides = [offering, ...(receiving ? [receiving] : [])];
    return Promise.all(
      sides.map(async (side) => ({
        type: 'OFFER_COMMENTS' as NotificationType,
        tenantId: side.tenantId,
        userIds: (await peopleOf(side.tenantId, side.representatives)).filter((id) => !mentioned.has(id)),
        actorId: p.authorId,
        actorName: comment.authorName,
        subject: { kind: 'networkOffer' as const, id: p.recordId, label: offering.materialName },
        message: `${comment.authorName} commented on the offer of ${offering.materialName}`,
        excerpt: excerptOf(comment.body),
      })),
    );
  }),
  // A mention names colleagues of the author: whichever company they belong to keeps the notice.
  entry(CommentEvents.mentioned, async (m) => {
    if (m.recordType !== 'offer') return [];
    const offering = await NetworkOfferEntity.get({ tenantId: m.tenantId, offerId: m.recordId });
    if (!offering) return [];
    return [offering.tenantId, offering.otherTenantId].map((tenantId) => ({
      type: 'OFFER_COMMENTS' as NotificationType,
      tenantId,
      userIds: m.userIds,
      actorId: m.authorId,
      actorName: m.authorName,
      subject: { kind: 'networkOffer' as const, id: m.recordId, label: offering.materialName },
      message: `${m.authorName} mentioned you on the offer of ${offering.materialName}`,
      excerpt: excerptOf(m.body),
    }));
  }),
  // A private request's conversation: both companies' people on the request hear of a comment (the author and the mentioned aside).
  entry(CommentEvents.posted, async (p) => {
    if (p.recordType !== 'request') return [];
    const [comment, requesting] = await Promise.all([
      CommentItem.get({ tenantId: p.tenantId, recordId: p.recordId, commentId: p.commentId }),
      NetworkRequestEntity.get({ tenantId: p.tenantId, requestId: p.recordId }),
    ]);
    if (!comment || !requesting) return [];
    const receiving = await NetworkRequestEntity.get({
      tenantId: requesting.otherTenantId,
      requestId: p.recordId,
    });
    const mentioned = new Set(comment.mentions);
    const sides = [requesting, ...(receiving ? [receiving] : [])];
    return Promise.all(
      sides.map(async (side) => ({
        type: 'REQUEST_COMMENTS' as NotificationType,
        tenantId: side.tenantId,
        userIds: (await peopleOf(side.tenantId, side.representatives)).filter((id) => !mentioned.has(id)),
        actorId: p.authorId,
        actorName: comment.authorName,
        subject: requestSubject({ requestId: p.recordId, title: requesting.title }),
        message: `${comment.authorName} commented on the request ${requesting.title}`,
        excerpt: excerptOf(comment.body),
      })),
    );
  }),
  entry(CommentEvents.mentioned, async (m) => {
    if (m.recordType !== 'request') return [];
    const requesting = await NetworkRequestEntity.get({ tenantId: m.tenantId, requestId: m.recordId });
    if (!requesting) return [];
    return [requesting.tenantId, requesting.otherTenantId].map((tenantId) => ({
      type: 'REQUEST_COMMENTS' as NotificationType,
      tenantId,
      userIds: m.userIds,
      actorId: m.authorId,
      actorName: m.authorName,
      subject: requestSubject({ requestId: m.recordId, title: requesting.title }),
      message: `${m.authorName} mentioned you on the request ${requesting.title}`,
      excerpt: excerptOf(m.body),
    }));
  }),
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
