import type { Tag as TagView, TagInput, TagMergeInput } from '@polyloop/shared/crm/tags';
import { TAG_LIMIT, TAG_MESSAGES } from '@polyloop/shared/crm/tags';
import { batchGetMany, ConditionFailed } from '../../data/entity.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import type { Member } from '../../lib/actor.js';
import { commit, newId, now, retrying, stale } from '../../lib/commit.js';
import { audit } from '../history/index.js';
import {
  listCompaniesTagged,
  listTagsOfTenant,
  TagCount,
  TagEntity,
  TagName,
  tagNameKey,
  type TagItem,
} from '../tag/index.js';
import { Company } from './company.entity.js';

/**
 * The company's tags (spec part 1: admins manage tags). A tag and its folded name key are written in
 * one transaction, so two tags never share a name, case aside. Companies carry tag ids; a merge or
 * a delete reaches the companies carrying a tag through the tag→company index (`TagLink`, kept by
 * the `company.tags` projection) and rewrites each, so its work follows the tag's use, never the
 * number of the tenant's companies.
 */

const view = (t: TagItem, usageCount: number): TagView => ({
  id: t.tagId,
  name: t.name,
  usageCount: Math.max(0, usageCount),
  createdDate: t.createdDate,
  updatedDate: t.updatedDate,
});

const explain = (entity: string) => {
  if (entity === TagName.name) return new Conflict(TAG_MESSAGES.nameTaken, 'TAG_NAME_TAKEN');
  if (entity === TagEntity.name) return new NotFound();
  return undefined;
};

async function counts(tenantId: string, ids: string[]): Promise<Map<string, number>> {
  const found = await batchGetMany(ids.map((tagId) => TagCount.batch({ tenantId, tagId })));
  return new Map(found.flatMap((c) => (c ? [[c.tagId, c.count] as const] : [])));
}

async function find(tenantId: string, tagId: string): Promise<TagItem> {
  const tag = await TagEntity.get({ tenantId, tagId });
  if (!tag) throw new NotFound();
  return tag;
}

async function present(t: TagItem): Promise<TagView> {
  return view(t, (await counts(t.tenantId, [t.tagId])).get(t.tagId) ?? 0);
}

/** The company's tags by name, each with its usage (one Query, one BatchGetItem per 100 tags). */
export async function list(actor: Member): Promise<TagView[]> {
  const tags = await listTagsOfTenant(actor.tenantId);
  const used = await counts(
    actor.tenantId,
    tags.map((t) => t.tagId),
  );
  return tags
    .map((t) => view(t, used.get(t.tagId) ?? 0))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

/** The tag of that name, made if the company has none by it yet (seeding and the migration of free-text tags). */
export async function ensure(tenantId: string, name: string): Promise<string> {
  const key = tagNameKey(name);
  const taken = await TagName.get({ tenantId, nameKey: key }, { consistent: true });
  if (taken) return taken.tagId;
  const tagId = newId();
  const at = now();
  try {
    await commit(
      [
        TagEntity.tx.create({ tenantId, tagId, name: name.trim(), createdDate: at, updatedDate: at }),
        TagName.tx.create({ tenantId, nameKey: key, tagId }),
      ],
      () => undefined,
    );
    return tagId;
  } catch (error) {
    // Made by someone else meanwhile: theirs is the one.
    if (!(error instanceof ConditionFailed)) throw error;
    const made = await TagName.get({ tenantId, nameKey: key }, { consistent: true });
    if (!made) throw error;
    return made.tagId;
  }
}

export async function create(actor: Member, input: TagInput): Promise<TagView> {
  const { tenantId } = actor;
  if ((await listTagsOfTenant(tenantId)).length >= TAG_LIMIT)
    throw new Conflict(`A company keeps at most ${TAG_LIMIT} tags.`, 'TAG_LIMIT');
  const at = now();
  const tag: TagItem = { tenantId, tagId: newId(), name: input.name, createdDate: at, updatedDate: at };
  await commit(
    [
      TagEntity.tx.create(tag),
      TagName.tx.create({ tenantId, nameKey: tagNameKey(input.name), tagId: tag.tagId }),
    ],
    explain,
  );
  return view(tag, 0);
}

export async function rename(actor: Member, tagId: string, input: TagInput): Promise<TagView> {
  const { tenantId } = actor;
  return retrying(async () => {
    const current = await find(tenantId, tagId);
    const from = tagNameKey(current.name);
    const to = tagNameKey(input.name);
    const updatedDate = now();
    await commit(
      [
        TagEntity.tx.update(
          { tenantId, tagId },
          { name: input.name, updatedDate },
          { current, condition: { updatedDate: current.updatedDate } },
        ),
        ...(from === to
          ? []
          : [
              TagName.tx.delete({ tenantId, nameKey: from }, { tagId }),
              TagName.tx.create({ tenantId, nameKey: to, tagId }),
            ]),
      ],
      (entity) => (entity === TagEntity.name ? stale(entity) : explain(entity)),
    );
    return present({ ...current, name: input.name, updatedDate });
  });
}

/**
 * Takes `from` off every company carrying it, putting `into` in its place when given. Each company
 * is rewritten under the condition that it is as read, so a change made meanwhile is read again.
 */
async function retag(actor: Member, from: string, into: string | undefined): Promise<void> {
  const { tenantId } = actor;
  const stamp = await audit(actor);
  for (const companyId of await listCompaniesTagged(tenantId, from)) {
    await retrying(async () => {
      const company = await Company.get({ tenantId, companyId }, { consistent: true });
      if (!company?.tagIds.includes(from)) return;
      const tagIds = [
        ...new Set(company.tagIds.flatMap((id) => (id === from ? (into ? [into] : []) : [id]))),
      ];
      try {
        await Company.update(
          { tenantId, companyId },
          { ...stamp, updatedDate: now(), tagIds },
          { current: company, condition: { updatedDate: company.updatedDate } },
        );
      } catch (error) {
        if (error instanceof ConditionFailed) throw stale(error.entity);
        throw error;
      }
    });
  }
}

/** Deletes a tag and its name; its companies were rewritten first, so a retry after a failure finds the rest. */
async function remove(tenantId: string, tag: TagItem): Promise<void> {
  await commit(
    [
      TagEntity.tx.delete({ tenantId, tagId: tag.tagId }),
      TagName.tx.delete({ tenantId, nameKey: tagNameKey(tag.name) }, { tagId: tag.tagId }),
    ],
    () => undefined,
  );
}

export async function merge(actor: Member, targetId: string, input: TagMergeInput): Promise<TagView> {
  const { tenantId } = actor;
  const sourceIds = [...new Set(input.sourceIds)];
  if (sourceIds.includes(targetId))
    throw new BadRequest(TAG_MESSAGES.mergeIntoItself, { sourceIds: [TAG_MESSAGES.mergeIntoItself] });
  const target = await find(tenantId, targetId);
  const sources = await batchGetMany(sourceIds.map((tagId) => TagEntity.batch({ tenantId, tagId })));
  if (sources.length < sourceIds.length)
    throw new BadRequest(TAG_MESSAGES.unknown, { sourceIds: [TAG_MESSAGES.unknown] });
  for (const source of sources) {
    await retag(actor, source.tagId, targetId);
    await remove(tenantId, source);
  }
  return present(target);
}

export async function destroy(actor: Member, tagId: string): Promise<void> {
  const tag = await find(actor.tenantId, tagId);
  await retag(actor, tagId, undefined);
  await remove(actor.tenantId, tag);
}
