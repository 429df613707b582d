import type * as z from 'zod';
import type { ActivityItem } from '@polyloop/shared/crm/activity';
import type { Member } from '../../lib/actor.js';
import type { Page } from '../../data/page.js';
import { NotFound } from '../../lib/errors.js';
import { companyOf } from '../company/index.js';
import { commentCount, latestComments } from '../comment/index.js';
import { latestTouchpoints, touchpointCount } from './touchpoint.service.js';

type Activity = z.infer<typeof ActivityItem>;

/**
 * Touchpoints and comments of a company, latest first. Page N needs at most the newest
 * (N + 1) · size of each kind; the two sorted lists are merged and the page cut out.
 */
export async function activity(
  actor: Member,
  companyId: string,
  page: number,
  size: number,
): Promise<Page<Activity>> {
  const { tenantId } = actor;
  if (!(await companyOf(tenantId, companyId))) throw new NotFound();
  const wanted = (page + 1) * size;
  const [touchpoints, comments, touchTotal, commentTotal] = await Promise.all([
    latestTouchpoints(actor, companyId, wanted),
    latestComments(tenantId, companyId, wanted),
    touchpointCount(tenantId, companyId),
    commentCount(tenantId, companyId),
  ]);
  const merged: Activity[] = [
    ...touchpoints.map((t): Activity => ({ kind: 'touchpoint', at: t.date, touchpoint: t })),
    ...comments.map((c): Activity => ({ kind: 'comment', at: c.createdDate, comment: c })),
  ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return { items: merged.slice(page * size, wanted), total: touchTotal + commentTotal };
}
