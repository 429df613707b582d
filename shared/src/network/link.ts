import * as z from 'zod';
import { labelledEnum } from '../labelled-enum.js';
import { PageQuery, pageSize } from '../contract/define.js';
import { MaterialType, Service } from '../enums.js';
import { PublicCompany, PublicContact, PublicLocation } from '../identity/admin.js';
import { NearQuery, nearWhole } from '../near.js';

/**
 * The directory and links between companies (spec part 2 §2, §3, §4, §9). A link is kept once for
 * each of the two companies, each seeing it from its own side: a request I sent waits as
 * PENDING_TO on mine and PENDING_FROM on theirs; a request I refused is REJECTED_TO on mine and
 * REJECTED_FROM on theirs. `_FROM` always means the other company did it.
 */

export const [LinkStatus, LINK_STATUS_LABELS] = labelledEnum({
  LINKED: 'Linked',
  PENDING_FROM: 'Wants to link',
  PENDING_TO: 'Request sent',
  REJECTED_FROM: 'Declined your request',
  REJECTED_TO: 'You declined',
});
export type LinkStatus = z.infer<typeof LinkStatus>;

/** Why a link request was refused (part 2 §9). */
export const [LinkRejectReason, LINK_REJECT_REASON_LABELS] = labelledEnum({
  DONT_KNOW_COMPANY: "Don't know company",
  SPAM: 'Spam',
  NOT_INTERESTED: 'Not interested',
  OTHER: 'Other',
});
export type LinkRejectReason = z.infer<typeof LinkRejectReason>;

/** A link's representatives: at least one of the company's users, at most this many. */
export const MAX_LINK_REPRESENTATIVES = 10;
export const LINK_MESSAGE_MAX = 1000;

export const LINK_MESSAGES = {
  sendFailed: 'Link could not be sent',
  acceptFailed: 'Link could not be accepted',
  rejectFailed: 'Link could not be rejected',
  cancelFailed: 'Link could not be cancelled',
  editFailed: 'Link could not be edited',
  loadFailed: 'Failed to fetch Network profiles',
  sent: 'Link request sent',
  accepted: 'You are now linked',
  rejected: 'Link request declined',
  cancelled: 'Link request cancelled',
  edited: 'Representatives saved',
  profileDisabled: "Enable your company's public profile before linking with other companies.",
  self: 'A company cannot link with itself.',
  alreadyLinked: 'You are already linked with this company.',
  alreadyPending: 'A link request to this company is already waiting for an answer.',
  declinedByThem: 'This company declined your link request.',
  notPending: 'There is no link request to answer from this company.',
  notSent: 'There is no link request of yours waiting at this company.',
  notLinked: 'You are not linked with this company.',
  representativesRequired: 'Assign at least one representative',
  representativesMax: `Assign at most ${MAX_LINK_REPRESENTATIVES} representatives`,
  reasonRequired: 'Choose a reason',
  contactsLocked: 'Link with this company to see its contacts.',
} as const;

const Representatives = z
  .array(z.string().min(1).max(64))
  .min(1, LINK_MESSAGES.representativesRequired)
  .max(MAX_LINK_REPRESENTATIVES, LINK_MESSAGES.representativesMax);

/** Sending a request: a note to the other company, and who on my side looks after the link (me when none). */
export const LinkRequestInput = z.object({
  message: z
    .string()
    .trim()
    .max(LINK_MESSAGE_MAX, `Message must be at most ${LINK_MESSAGE_MAX} characters`)
    .optional(),
  representatives: Representatives.optional(),
});
export type LinkRequestInput = z.infer<typeof LinkRequestInput>;

export const LinkAcceptInput = z.object({ representatives: Representatives.optional() });
export type LinkAcceptInput = z.infer<typeof LinkAcceptInput>;

export const LinkRejectInput = z.object({
  reason: z.enum(LinkRejectReason.options, { error: LINK_MESSAGES.reasonRequired }),
  message: z
    .string()
    .trim()
    .max(LINK_MESSAGE_MAX, `Message must be at most ${LINK_MESSAGE_MAX} characters`)
    .optional(),
});
export type LinkRejectInput = z.infer<typeof LinkRejectInput>;

export const LinkRepresentativesInput = z.object({ representatives: Representatives });
export type LinkRepresentativesInput = z.infer<typeof LinkRepresentativesInput>;

/** My side of a link with one company. */
export const Link = z.object({
  status: LinkStatus,
  /** The note that came with the request (either side sees it). */
  message: z.string().nullable(),
  rejectionReason: LinkRejectReason.nullable(),
  rejectionMessage: z.string().nullable(),
  /** My company's users who look after the link. */
  representatives: z.array(z.string()),
  requestedDate: z.string(),
  updatedDate: z.string(),
});
export type Link = z.infer<typeof Link>;

/** Where a company is, as the directory shows it: its primary public location. */
export const DirectoryPlace = z.object({
  city: z.string(),
  stateProvince: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type DirectoryPlace = z.infer<typeof DirectoryPlace>;

/**
 * A row of the directory: the public profile's fields (its id is the public company id, never the
 * company's own id), where the company is, and how it stands with mine.
 */
export const DirectoryCompany = PublicCompany.pick({
  id: true,
  name: true,
  about: true,
  website: true,
  services: true,
  materials: true,
  logoUrl: true,
  linkCount: true,
}).extend({
  place: DirectoryPlace.nullable(),
  /** My link with it; null when there is none. */
  link: Link.nullable(),
  /** Whether it is my own company. */
  own: z.boolean(),
});
export type DirectoryCompany = z.infer<typeof DirectoryCompany>;

/** The public company page: the profile, its locations, and its contacts once linked. */
export const PublicCompanyProfile = DirectoryCompany.extend({
  locations: z.array(PublicLocation),
  /** Null while locked: not linked (part 1 §6). */
  contacts: z.array(PublicContact).nullable(),
});
export type PublicCompanyProfile = z.infer<typeof PublicCompanyProfile>;

/** The directory's views (part 2 §2): everyone, my company's links, links I look after, and requests. */
export const [DirectoryView, DIRECTORY_VIEW_LABELS] = labelledEnum({
  global: 'All companies',
  companyLinks: 'Company links',
  personalLinks: 'Personal links',
  linkRequests: 'Link requests',
});
export type DirectoryView = z.infer<typeof DirectoryView>;

export const DirectoryQuery = nearWhole(
  PageQuery.extend({
    size: pageSize(25),
    view: DirectoryView.default('global'),
    /** Within the link views: one status only (link requests: PENDING_FROM received, PENDING_TO sent). */
    linkStatus: LinkStatus.optional(),
    q: z.string().trim().max(60).optional(),
    service: Service.optional(),
    /** Companies that trade this material type. */
    materialType: MaterialType.optional(),
    ...NearQuery,
  }),
);
export type DirectoryQuery = z.infer<typeof DirectoryQuery>;

/** How many link requests wait for my company's answer (the badge of the link requests view). */
export const LinkCounts = z.object({
  received: z.number().int(),
  sent: z.number().int(),
  linked: z.number().int(),
});
export type LinkCounts = z.infer<typeof LinkCounts>;
