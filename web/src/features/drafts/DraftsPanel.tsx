import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Badge,
  Box,
  Button,
  Checkbox,
  HStack,
  IconButton,
  Link,
  Spinner,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { LuTrash2 } from 'react-icons/lu';
import { DraftRoutes } from '@polyloop/shared';
import { counted, DRAFT_MESSAGES, type DraftSummary } from '@polyloop/shared/supply/draft';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SidePanel } from '../../components/panel/SidePanel';
import { DeleteChosen, SelectAll } from '../../components/Selection';
import { notify } from '../../components/ui/toaster';
import { api, useApi, useRevalidate } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useSelection } from '../../lib/use-selection';
import { VIEWS } from '../../lib/views';
import { AssistantAddress } from './AssistantAddress';
import { DRAFT_TABS, draftPath, rowDetail, typeOfTab, type DraftTab } from './drafts';

const PAGE_SIZE = 20;

/** Deletes drafts and says so with the spec's counted messages (part 1 §8). */
function useDeleteDrafts() {
  const revalidate = useRevalidate();
  return async (ids: string[]): Promise<boolean> => {
    try {
      const { data } =
        ids.length === 1
          ? { data: await deleteOne(ids[0]!) }
          : await api(DraftRoutes.bulkDeleteDrafts, { query: { ids } });
      if (data.deleted) notify('success', counted(DRAFT_MESSAGES.deleted, data.deleted));
      if (data.failed) notify('error', counted(DRAFT_MESSAGES.deleteFailed, data.failed));
      return data.failed === 0;
    } catch {
      notify('error', counted(DRAFT_MESSAGES.deleteFailed, ids.length));
      return false;
    } finally {
      void revalidate(VIEWS.draft);
    }
  };
}

async function deleteOne(id: string) {
  await api(DraftRoutes.deleteDraft, { params: { id } });
  return { deleted: 1, failed: 0 };
}

function DraftRow(props: {
  draft: DraftSummary;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const { draft } = props;
  const to = draftPath(draft);
  if (!to) return null;
  return (
    <HStack as="li" gap="3" py="2" borderBottomWidth="1px" align="start">
      <Checkbox.Root checked={props.selected} onCheckedChange={(d) => props.onSelect(!!d.checked)} mt="1">
        <Checkbox.HiddenInput aria-label={`Select ${draft.subject}`} />
        <Checkbox.Control />
      </Checkbox.Root>
      <Stack gap="0" flex="1" minW="0">
        <HStack gap="2">
          <Badge colorPalette={draft.type === 'HAVE' ? 'green' : 'purple'}>
            {draft.type === 'HAVE' ? 'Have' : 'Need'}
          </Badge>
          <Link asChild fontWeight="medium" truncate>
            <RouterLink to={to} onClick={props.onOpen}>
              {draft.subject}
            </RouterLink>
          </Link>
        </HStack>
        <Text fontSize="sm" color="fg.muted" truncate>
          {rowDetail(draft) || '—'}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {formatDateTime(draft.createdAt)}
        </Text>
      </Stack>
      <IconButton aria-label={`Delete ${draft.subject}`} size="sm" variant="ghost" onClick={props.onDelete}>
        <LuTrash2 />
      </IconButton>
    </HStack>
  );
}

/** The drafts side panel (spec part 3 §2.9): All / Haves / Needs, select all, bulk delete, rows opening the draft forms. */
export default function DraftsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [tab, setTab] = useState<DraftTab>('ALL');
  const [page, setPage] = useState(0);
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const drafts = useApi(DraftRoutes.listDrafts, { query: { type: typeOfTab(tab), page, size: PAGE_SIZE } });
  const count = useApi(DraftRoutes.countDrafts);
  const remove = useDeleteDrafts();
  const rows = (drafts.data?.data ?? []).filter((d) => draftPath(d));
  const shown = rows.map((d) => d.id);
  const total = drafts.data?.totalCount ?? 0;
  const selection = useSelection(shown);
  const tabCount = {
    ALL: count.data?.data.total,
    HAVE: count.data?.data.haves,
    NEED: count.data?.data.needs,
  };

  const changeTab = (value: DraftTab) => {
    setTab(value);
    setPage(0);
    selection.clear();
  };
  const confirmDelete = async () => {
    if (!confirming) return;
    await remove(confirming);
    selection.drop(confirming);
    setConfirming(null);
  };

  return (
    <SidePanel
      open={open}
      onClose={onClose}
      title={
        <>
          Drafts{' '}
          <Badge colorPalette="orange" variant="subtle">
            Beta
          </Badge>
        </>
      }
      closeLabel="Close drafts"
      dialogs={
        <ConfirmDialog
          open={!!confirming}
          title={
            confirming?.length === 1 ? 'Delete this draft?' : `Delete ${confirming?.length ?? 0} drafts?`
          }
          confirmLabel="Delete"
          destructive
          onConfirm={confirmDelete}
          onClose={() => setConfirming(null)}
        >
          {confirming?.length === 1
            ? 'The draft will be deleted. The e-mail it came from stays with the assistant.'
            : 'The drafts will be deleted. The e-mails they came from stay with the assistant.'}
        </ConfirmDialog>
      }
    >
      <Stack gap="4">
        <AssistantAddress />
        <Tabs.Root value={tab} onValueChange={(e) => changeTab(e.value as DraftTab)} variant="line">
          <Tabs.List>
            {DRAFT_TABS.map((t) => (
              <Tabs.Trigger key={t.value} value={t.value}>
                {t.label}
                {tabCount[t.value] ? ` (${tabCount[t.value]})` : ''}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {DRAFT_TABS.map((t) => (
            <Tabs.Content key={t.value} value={t.value} pt="4" pb="0">
              {t.value === tab && (
                <Stack gap="4">
                  <HStack justify="space-between">
                    <SelectAll selection={selection} />
                    <DeleteChosen selection={selection} onDelete={setConfirming} />
                  </HStack>
                  {drafts.error ? (
                    <Text role="alert" color="fg.error">
                      {DRAFT_MESSAGES.loadFailed}
                    </Text>
                  ) : !drafts.data ? (
                    <Spinner aria-label="Loading drafts" />
                  ) : rows.length === 0 ? (
                    <Text color="fg.muted">{DRAFT_MESSAGES.empty}</Text>
                  ) : (
                    <Box as="ul" listStyleType="none" aria-label="Drafts">
                      {rows.map((d) => (
                        <DraftRow
                          key={d.id}
                          draft={d}
                          selected={selection.has(d.id)}
                          onSelect={(on) => selection.select(d.id, on)}
                          onOpen={onClose}
                          onDelete={() => setConfirming([d.id])}
                        />
                      ))}
                    </Box>
                  )}
                  {total > PAGE_SIZE && (
                    <HStack justify="space-between">
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={page === 0}
                        onClick={() => setPage((p) => p - 1)}
                      >
                        Previous
                      </Button>
                      <Text fontSize="sm">
                        Page {page + 1} of {Math.ceil(total / PAGE_SIZE)}
                      </Text>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={(page + 1) * PAGE_SIZE >= total}
                        onClick={() => setPage((p) => p + 1)}
                      >
                        Next
                      </Button>
                    </HStack>
                  )}
                </Stack>
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
    </SidePanel>
  );
}
