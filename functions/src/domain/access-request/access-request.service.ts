import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import {
  ACCESS_KIND_LABELS,
  type AccessKind,
  type AccessRequestResult,
} from '@polyloop/shared/identity/platform';
import { ConditionFailed, batchGet } from '../../data/entity.js';
import type { Actor } from '../../lib/actor.js';
import { sendEmail } from '../../lib/email.js';
import { env } from '../../lib/env.js';
import { Forbidden } from '../../lib/errors.js';
import { Tenant } from '../tenant/index.js';
import { User } from '../user/index.js';
import { AccessRequest, type AccessRequestItem } from './access-request.entity.js';

type Result = z.infer<typeof AccessRequestResult>;

const toResult = (item: AccessRequestItem): Result => ({
  id: item.requestId,
  kind: item.kind,
  status: item.status,
  createdDate: item.createdDate,
});

/**
 * Asks the platform team for a capability on behalf of the caller's company.
 * 1. A new request takes the company's slot for this kind unless one is already pending
 *    (a conditional write, so two clicks at once still make one request).
 * 2. The platform team is e-mailed once per request; if that failed before, asking again sends it.
 */
export async function requestAccess(actor: Actor, kind: AccessKind, message?: string): Promise<Result> {
  const tenantId = actor.tenantId;
  if (!tenantId) throw new Forbidden('Complete onboarding first.');
  const fresh = {
    requestId: randomUUID(),
    userId: actor.userId,
    message: message || undefined,
    status: 'PENDING' as const,
    createdDate: new Date().toISOString(),
    notifiedAt: undefined,
    decidedAt: undefined,
    decidedBy: undefined,
    note: undefined,
  };
  let item: AccessRequestItem | undefined;
  try {
    item = await AccessRequest.create({ tenantId, kind, ...fresh });
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
  }
  // The slot exists: reuse it for a new request unless the one in it is still pending.
  try {
    item ??= await AccessRequest.update({ tenantId, kind }, fresh, {
      condition: (w) => w.ne('status', 'PENDING'),
    });
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    item = await AccessRequest.get({ tenantId, kind }, { consistent: true });
    if (!item) throw error;
  }
  if (!item.notifiedAt) await notifyPlatform(item);
  return toResult(item);
}

async function notifyPlatform(item: AccessRequestItem): Promise<void> {
  const [tenant, user] = await batchGet([
    Tenant.batch({ tenantId: item.tenantId }),
    User.batch({ userId: item.userId }),
  ]);
  const company = tenant?.name ?? item.tenantId;
  const who = user ? `${user.firstName} ${user.lastName} <${user.email}>` : item.userId;
  await sendEmail({
    to: [env().PLATFORM_OPS_EMAIL],
    subject: `Access request: ${ACCESS_KIND_LABELS[item.kind]} for ${company}`,
    text: [
      `${company} asks for access to ${ACCESS_KIND_LABELS[item.kind].toLowerCase()} (${item.kind}).`,
      '',
      `Company: ${company} (${item.tenantId})`,
      `Requested by: ${who}`,
      `Requested on: ${item.createdDate}`,
      `Request: ${item.requestId}`,
      ...(item.message ? ['', 'Message:', item.message] : []),
      '',
      `Approve or decline it: ${env().APP_URL}/platform/access-requests`,
    ].join('\n'),
  });
  try {
    await AccessRequest.update(
      { tenantId: item.tenantId, kind: item.kind },
      { notifiedAt: new Date().toISOString() },
      {
        condition: { requestId: item.requestId },
      },
    );
  } catch (error) {
    // The request was decided or replaced meanwhile; the e-mail went out all the same.
    if (!(error instanceof ConditionFailed)) throw error;
  }
}
