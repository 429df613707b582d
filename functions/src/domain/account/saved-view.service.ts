import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import type { RankInput, SavedView, SavedViewInput, SavedViewType as ViewTypes } from '@polyloop/shared';
import type { Actor } from '../../lib/actor.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { rankBetween } from './rank.js';
import { listViewsOfUser, SavedViewRecord, type SavedViewItem } from './saved-view.entity.js';

export const MAX_VIEWS_PER_TYPE = 50;
/** Far below DynamoDB's 400 KB item limit, which would otherwise surface as a server error. */
export const MAX_STATE_CHARS = 20_000;

type SavedViewType = z.infer<typeof ViewTypes>;

const toView = (item: SavedViewItem): SavedView => ({
  id: item.viewId,
  type: item.type,
  name: item.name,
  state: item.state,
  rank: item.rank,
  createdDate: item.createdDate,
});
const byRank = (a: SavedViewItem, b: SavedViewItem) =>
  a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : a.viewId < b.viewId ? -1 : 1;

async function viewsOf(userId: string, type?: SavedViewType): Promise<SavedViewItem[]> {
  const all = await listViewsOfUser(userId);
  return all.filter((v) => !type || v.type === type).sort(byRank);
}

export async function list(actor: Actor, type: SavedViewType): Promise<SavedView[]> {
  return (await viewsOf(actor.userId, type)).map(toView);
}

/** Saves a view after the user's other views of the same list. */
export async function create(actor: Actor, input: z.output<typeof SavedViewInput>): Promise<SavedView> {
  if (JSON.stringify(input.state).length > MAX_STATE_CHARS)
    throw new BadRequest('Some fields are not valid.', { 'body.state': ['This view is too large to save.'] });
  const siblings = await viewsOf(actor.userId, input.type);
  if (siblings.length >= MAX_VIEWS_PER_TYPE)
    throw new BadRequest(`You can save at most ${MAX_VIEWS_PER_TYPE} views of one list. Delete one first.`);
  const item = await SavedViewRecord.create({
    userId: actor.userId,
    viewId: randomUUID(),
    type: input.type,
    name: input.name,
    state: input.state,
    rank: rankBetween(siblings.at(-1)?.rank),
    createdDate: new Date().toISOString(),
  });
  return toView(item);
}

/** Only the caller's own views can be reached: anyone else's id answers 404. */
export async function remove(actor: Actor, viewId: string): Promise<void> {
  const deleted = await SavedViewRecord.delete({ userId: actor.userId, viewId });
  if (!deleted) throw new NotFound();
}

/**
 * Moves a view between two neighbours of the same list (`lowerId` before it, `upperId` after
 * it; either absent at an end). Only the moved view is rewritten.
 */
export async function rank(
  actor: Actor,
  viewId: string,
  input: z.output<typeof RankInput>,
): Promise<SavedView> {
  if (input.lowerId === viewId || input.upperId === viewId)
    throw new BadRequest('A view cannot be its own neighbour.');
  const all = await viewsOf(actor.userId);
  const view = all.find((v) => v.viewId === viewId);
  if (!view) throw new NotFound();
  const siblings = all.filter((v) => v.type === view.type && v.viewId !== viewId);
  const neighbour = (id: string | undefined) => {
    if (id === undefined) return undefined;
    const found = siblings.find((v) => v.viewId === id);
    if (!found) throw new NotFound();
    return found;
  };
  let lower = neighbour(input.lowerId);
  let upper = neighbour(input.upperId);
  if (!lower && !upper) {
    if (siblings.length)
      throw new BadRequest('Say which views this view goes between.', {
        body: ['Give lowerId, upperId or both'],
      });
    return toView(view);
  }
  if (lower && upper && byRank(lower, upper) >= 0)
    throw new BadRequest('The lower neighbour must come before the upper one.', {
      'body.lowerId': ['Must come before upperId'],
    });
  // One neighbour given: the view goes right next to it, so the other one is whoever is there now.
  if (!upper) upper = siblings[siblings.indexOf(lower!) + 1];
  if (!lower) lower = siblings[siblings.indexOf(upper!) - 1];
  // Two views saved at the same instant can share a rank; there is no room between them.
  if (lower && upper && lower.rank >= upper.rank)
    throw new Conflict('These views changed meanwhile. Reload and try again.');
  const updated = await SavedViewRecord.update(
    { userId: actor.userId, viewId },
    { rank: rankBetween(lower?.rank, upper?.rank) },
  );
  return toView(updated);
}
