import * as z from 'zod';
import { Authority, FunctionalRole } from '@polyloop/shared/permissions';
import type { ItemChange } from '../../data/changes.js';
import { defineEvent, type Occurrence } from '../../lib/events.js';
import { derived, images, type Derivation } from '../../lib/lifecycle.js';
import { User } from './user.entity.js';

const Ref = z.object({
  userId: z.string(),
  tenantId: z.string().nullable(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

/** People: signed up or invited, joined a company (onboarding), changed, archived or restored. */
export const UserEvents = {
  created: defineEvent('user.created', 1, Ref.extend({ invitedBy: z.string().nullable() })),
  joined: defineEvent('user.joined', 1, Ref.extend({ tenantId: z.string() })),
  changed: defineEvent(
    'user.changed',
    1,
    Ref.extend({
      fields: z.array(z.string()),
      authorities: z.array(Authority),
      functionalRoles: z.array(FunctionalRole),
    }),
  ),
  archived: defineEvent('user.archived', 1, Ref),
  restored: defineEvent('user.restored', 1, Ref),
};

const WATCHED = ['firstName', 'lastName', 'authorities', 'functionalRoles'] as const;

export const userEvents: Derivation = (change: ItemChange) => {
  const { before, after } = images(User.decode, change);
  if (!after) return [];
  const ref = {
    userId: after.userId,
    tenantId: after.tenantId ?? null,
    email: after.email,
    firstName: after.firstName,
    lastName: after.lastName,
  };
  const out: Occurrence[] = [];
  const emit = <E extends (typeof UserEvents)[keyof typeof UserEvents]>(event: E, data: z.input<E['data']>) =>
    out.push(derived(change, event, data, change.at));
  if (!before) emit(UserEvents.created, { ...ref, invitedBy: after.invitedBy ?? null });
  if (after.tenantId && before?.tenantId !== after.tenantId && (before || !after.invitedBy))
    emit(UserEvents.joined, { ...ref, tenantId: after.tenantId });
  if (before && before.archived !== after.archived)
    emit(after.archived ? UserEvents.archived : UserEvents.restored, ref);
  const fields = before ? WATCHED.filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f])) : [];
  if (fields.length)
    emit(UserEvents.changed, {
      ...ref,
      fields,
      authorities: after.authorities,
      functionalRoles: after.functionalRoles,
    });
  return out;
};
