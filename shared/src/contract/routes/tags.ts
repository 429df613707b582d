import * as z from 'zod';
import { defineRoutes, PathParams as P } from '../define.js';
import { creation, deletion } from '../kinds.js';
import { Tag, TagInput, TagMergeInput } from '../../crm/tags.js';

const manage = {
  authority: 'ROLE_USER_ADMIN',
  permission: 'TAGS_AND_SETTINGS_MANAGEMENT',
  tags: ['Administration'],
} as const;

/**
 * The company's tags, served by the admin function: every member reads the list (records pick
 * from it), administrators create, rename, merge and delete them.
 */
export const TagRoutes = defineRoutes(
  'admin',
  {},
  {
    listTags: {
      permission: 'COMPANY_READ',
      tags: ['Tags'],
      method: 'GET',
      path: '/api/tags',
      summary: "The company's tags by name, each with how many companies carry it.",
      response: z.array(Tag),
    },
    createTag: creation(Tag, {
      ...manage,
      path: '/api/admin/tags',
      summary: 'Adds a tag; its name is unique in the company, case aside.',
      body: TagInput,
    }),
    renameTag: {
      ...manage,
      method: 'PATCH',
      path: '/api/admin/tags/{id}',
      summary: 'Renames a tag; the records carrying it show the new name at once.',
      params: P.id,
      body: TagInput,
      response: Tag,
    },
    mergeTags: {
      ...manage,
      method: 'POST',
      path: '/api/admin/tags/{id}/merge',
      summary:
        'Merges the source tags into this one: every company that carried a source carries this tag instead, and the sources are deleted.',
      params: P.id,
      body: TagMergeInput,
      response: Tag,
    },
    deleteTag: deletion({
      ...manage,
      path: '/api/admin/tags/{id}',
      summary: 'Deletes a tag and takes it off every company that carried it.',
      params: P.id,
    }),
  },
);
