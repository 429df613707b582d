import { useState } from 'react';
import { Alert, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { TagRoutes } from '@polyloop/shared';
import { TagInput, TagName, type Tag } from '@polyloop/shared/crm/tags';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type Column } from '../../../components/DataTable';
import { NameDialog } from '../../../components/NameDialog';
import { api, useApi } from '../../../lib/api';
import { useSubmit } from '../../../lib/use-submit';
import { VIEWS } from '../../../lib/views';
import { TagMergeDialog } from './TagMergeDialog';

/** A tag's name edited in its row: Enter or Save keeps it, Escape or Cancel leaves it as it was. */
function RenameInline({ tag, onDone }: { tag: Tag; onDone: () => void }) {
  const [name, setName] = useState(tag.name);
  const renaming = useSubmit({ success: 'Tag renamed.', touches: VIEWS.tag });
  const parsed = TagName.safeParse(name);
  const save = async () => {
    if (!parsed.success) return;
    if (parsed.data === tag.name) return onDone();
    if (
      await renaming.run(() =>
        api(TagRoutes.renameTag, { params: { id: tag.id }, body: { name: parsed.data } }),
      )
    )
      onDone();
  };
  return (
    <Stack gap="1">
      <HStack gap="2">
        <Input
          size="sm"
          aria-label={`New name for ${tag.name}`}
          value={name}
          autoFocus
          aria-invalid={!parsed.success}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void save();
            if (e.key === 'Escape') onDone();
          }}
        />
        <Button size="sm" onClick={() => void save()} loading={renaming.busy} disabled={!parsed.success}>
          Save
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </HStack>
      {!parsed.success && (
        <Text color="fg.error" fontSize="sm">
          {parsed.error.issues[0]?.message}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Administration › Tags: the tags the company's records pick from, with how many companies carry
 * each. Administrators add, rename (in the row), merge and delete them.
 */
export default function TagsPage() {
  const { data, error, isLoading, mutate } = useApi(TagRoutes.listTags);
  const [creating, setCreating] = useState(false);
  const [merging, setMerging] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const removal = useSubmit({ success: 'Tag deleted.', touches: VIEWS.tag });
  const tags = data?.data;

  const columns: Column<Tag>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (t) => (renaming === t.id ? <RenameInline tag={t} onDone={() => setRenaming(null)} /> : t.name),
    },
    {
      key: 'usage',
      header: 'Companies',
      align: 'end',
      cell: (t) => t.usageCount,
    },
  ];

  if (error)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>The tags could not be loaded.</Alert.Title>
        <Button size="xs" variant="outline" ms="auto" onClick={() => void mutate()}>
          Try again
        </Button>
      </Alert.Root>
    );
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text color="fg.muted">Tags are picked from this list on companies.</Text>
        <HStack gap="2">
          <Button variant="outline" onClick={() => setMerging(true)} disabled={!tags || tags.length < 2}>
            Merge tags
          </Button>
          <Button onClick={() => setCreating(true)}>New tag</Button>
        </HStack>
      </HStack>
      <DataTable
        label="Tags"
        columns={columns}
        rows={tags}
        loading={isLoading}
        empty="No tags yet. Add the first with New tag."
        actions={(t) =>
          renaming === t.id ? null : (
            <>
              <Button
                size="xs"
                variant="ghost"
                aria-label={`Rename ${t.name}`}
                onClick={() => setRenaming(t.id)}
              >
                Rename
              </Button>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={`Delete ${t.name}`}
                onClick={() => setDeleting(t)}
              >
                Delete
              </Button>
            </>
          )
        }
      />
      {creating && (
        <NameDialog
          title="New tag"
          submitLabel="Add tag"
          label="Tag name"
          schema={TagInput}
          save={(name) => api(TagRoutes.createTag, { body: { name } })}
          options={{ success: 'Tag added.', touches: VIEWS.tag }}
          onClose={() => setCreating(false)}
        />
      )}
      {merging && tags && <TagMergeDialog tags={tags} onClose={() => setMerging(false)} />}
      <ConfirmDialog
        open={!!deleting}
        title="Delete tag"
        confirmLabel="Delete"
        destructive
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          if (await removal.run(() => api(TagRoutes.deleteTag, { params: { id: deleting.id } })))
            setDeleting(null);
        }}
      >
        {deleting &&
          (deleting.usageCount
            ? `Delete “${deleting.name}”? It is taken off the ${deleting.usageCount === 1 ? 'company' : `${deleting.usageCount} companies`} carrying it.`
            : `Delete “${deleting.name}”? No company carries it.`)}
      </ConfirmDialog>
    </Stack>
  );
}
