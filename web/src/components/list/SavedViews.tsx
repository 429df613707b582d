import { useState } from 'react';
import type * as z from 'zod';
import { Button, HStack, IconButton, Menu, Stack, Text } from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp, LuBookmark, LuTrash2 } from 'react-icons/lu';
import { IdentityRoutes, SavedViewInput, type SavedView, type SavedViewType } from '@polyloop/shared';

type ViewType = z.infer<typeof SavedViewType>;
import { api, useApi } from '../../lib/api';
import { useSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { AppDialog } from '../AppDialog';
import { NameDialog } from '../NameDialog';
import { ActionMenu } from '../ui/menu';

/** What a list (or any page whose state is its address) hands its saved views: the state to keep, and how to apply a kept one. */
interface Viewable {
  viewState: () => Record<string, string>;
  applyView: (state: Record<string, unknown>) => void;
}

const same = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

const NameOnly = SavedViewInput.pick({ name: true });

const LIST_HELPER = 'The filters and sort of the list as it is now.';

function SaveViewDialog(props: { type: ViewType; list: Viewable; helper: string; onClose: () => void }) {
  const { type, list, helper, onClose } = props;
  return (
    <NameDialog
      title="Save view"
      submitLabel="Save view"
      label="Name"
      helper={helper}
      schema={NameOnly}
      save={(name) => api(IdentityRoutes.createView, { body: { type, name, state: list.viewState() } })}
      options={{ success: 'View saved', touches: VIEWS.savedViews }}
      onClose={onClose}
    />
  );
}

function ManageViewsDialog({ views, onClose }: { views: SavedView[]; onClose: () => void }) {
  const act = useSubmit({ touches: VIEWS.savedViews });
  // Moving up puts a view right before the one above it; moving down, right after the one below.
  const move = (i: number, by: -1 | 1) =>
    act.run(() =>
      api(IdentityRoutes.rankView, {
        params: { id: views[i]!.id },
        body: by < 0 ? { upperId: views[i - 1]!.id } : { lowerId: views[i + 1]!.id },
      }),
    );
  const remove = (view: SavedView) =>
    act.run(() => api(IdentityRoutes.deleteView, { params: { id: view.id } }));
  return (
    <AppDialog open title="Saved views" onClose={onClose} footer={<Button onClick={onClose}>Done</Button>}>
      {views.length ? (
        <Stack as="ol" listStyleType="none" gap="2" aria-label="Saved views">
          {views.map((view, i) => (
            <HStack
              as="li"
              key={view.id}
              justify="space-between"
              borderWidth="1px"
              borderRadius="md"
              px="3"
              py="1"
            >
              <Text>{view.name}</Text>
              <HStack gap="1">
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={`Move ${view.name} up`}
                  disabled={i === 0 || act.busy}
                  onClick={() => void move(i, -1)}
                >
                  <LuArrowUp />
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={`Move ${view.name} down`}
                  disabled={i === views.length - 1 || act.busy}
                  onClick={() => void move(i, 1)}
                >
                  <LuArrowDown />
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Delete ${view.name}`}
                  disabled={act.busy}
                  onClick={() => void remove(view)}
                >
                  <LuTrash2 />
                </IconButton>
              </HStack>
            </HStack>
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted">No saved views.</Text>
      )}
    </AppDialog>
  );
}

/**
 * The saved views of one list (`IdentityRoutes.listViews`, in the user's order): apply one, save
 * the current filters and sort under a name, reorder or delete them. The button names the view
 * the list shows, when it shows one.
 */
export function SavedViews({
  type,
  list,
  helper = LIST_HELPER,
}: {
  type: ViewType;
  list: Viewable;
  /** What a saved view keeps, as the save dialog says it. */
  helper?: string;
}) {
  const views =
    useApi(IdentityRoutes.listViews, { query: { type } }, { revalidateOnFocus: false }).data?.data ?? [];
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  const current = views.find((v) => same(v.state, list.viewState()));
  return (
    <>
      <ActionMenu
        onSelect={(value) => {
          if (value === 'save' || value === 'manage') return setDialog(value);
          const view = views.find((v) => v.id === value);
          if (view) list.applyView(view.state);
        }}
        trigger={
          <Button variant="outline">
            <LuBookmark aria-hidden /> {current ? `View: ${current.name}` : 'Saved views'}
          </Button>
        }
      >
        {views.map((v) => (
          <Menu.Item key={v.id} value={v.id}>
            {v.name}
          </Menu.Item>
        ))}
        {views.length > 0 && <Menu.Separator />}
        <Menu.Item value="save">Save current view…</Menu.Item>
        {views.length > 0 && <Menu.Item value="manage">Manage views…</Menu.Item>}
      </ActionMenu>
      {dialog === 'save' && (
        <SaveViewDialog type={type} list={list} helper={helper} onClose={() => setDialog(null)} />
      )}
      {dialog === 'manage' && <ManageViewsDialog views={views} onClose={() => setDialog(null)} />}
    </>
  );
}
