import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuFolderInput, LuFolderPlus } from 'react-icons/lu';
import { SupplyRoutes } from '@polyloop/shared';
import {
  HaveGroupChoice,
  HaveGroupInput,
  HaveGroupRename,
  type HaveGroupDetail,
} from '@polyloop/shared/supply/have-group';
import type { Have } from '@polyloop/shared/supply/listing';
import { api, useApi } from '../../lib/api';
import { schemaResolver } from '../../lib/form';
import { useFormSubmit, useSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { FormDialog } from '../../components/FormDialog';
import { NameDialog } from '../../components/NameDialog';
import { SelectField } from '../../components/form-fields';
import { Section } from '../../components/Section';
import { useListingContext } from './ListingLayout';
import { listingColumns } from './ListingsListPage';

const GROUP_OPTIONS = 100;
const NameOnly = HaveGroupInput.pick({ name: true });

/** A new group, made with this have in it (it leaves the group it was in). */
function NewGroupDialog({ have, onClose }: { have: Have; onClose: () => void }) {
  return (
    <NameDialog
      title="New group"
      submitLabel="Create group"
      label="Group name"
      helper={`${have.identifier} goes in it.`}
      schema={NameOnly}
      save={async (name) =>
        (await api(SupplyRoutes.createHaveGroup, { body: { name, haveId: have.id } })).data
      }
      options={{
        success: (g) => `${have.identifier} is in the new group ${g.name}`,
        description: 'The group was not created.',
        touches: VIEWS.haveGroup,
      }}
      onClose={onClose}
    />
  );
}

/** Puts this have in one of the tenant's groups (the newest hundred). */
function JoinGroupDialog({ have, onClose }: { have: Have; onClose: () => void }) {
  const groups = useApi(SupplyRoutes.listHaveGroups, { query: { size: GROUP_OPTIONS } });
  const options = (groups.data?.data ?? []).filter((g) => g.id !== have.group?.id);
  const form = useForm<{ groupId: string }>({
    resolver: schemaResolver(HaveGroupChoice),
    mode: 'onChange',
    defaultValues: { groupId: '' },
  });
  const submit = useFormSubmit(
    form,
    async ({ groupId }) =>
      (await api(SupplyRoutes.changeHaveGroup, { params: { id: have.id }, body: { groupId } })).data,
    {
      success: (h) => `${h.identifier} joined ${h.group?.name ?? 'the group'}`,
      description: 'The have did not join the group.',
      touches: VIEWS.haveGroup,
      onSuccess: onClose,
    },
  );
  return (
    <FormDialog
      open
      title={have.group ? 'Move to another group' : 'Join a group'}
      submitLabel="Join group"
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      {groups.isLoading ? (
        <Skeleton height="10" />
      ) : options.length === 0 ? (
        <Text color="fg.muted">There is no other group yet. Make a new one instead.</Text>
      ) : (
        <SelectField
          control={form.control}
          name="groupId"
          label="Group"
          required
          options={options.map((g) => g.id)}
          labels={Object.fromEntries(
            options.map((g) => [g.id, `${g.name} (${g.haveCount} ${g.haveCount === 1 ? 'have' : 'haves'})`]),
          )}
          placeholder="Choose a group"
          helper={have.group ? `${have.identifier} leaves ${have.group.name}.` : undefined}
        />
      )}
    </FormDialog>
  );
}

function RenameGroupDialog({ group, onClose }: { group: HaveGroupDetail; onClose: () => void }) {
  return (
    <NameDialog
      title="Rename group"
      submitLabel="Rename"
      label="Group name"
      initial={group.name}
      schema={HaveGroupRename}
      save={async (name) =>
        (await api(SupplyRoutes.renameHaveGroup, { params: { id: group.id }, body: { name } })).data
      }
      options={{
        success: 'Group renamed',
        description: 'The group was not renamed.',
        touches: VIEWS.haveGroup,
      }}
      onClose={onClose}
    />
  );
}

type Dialog = 'new' | 'join' | 'rename' | 'leave' | 'delete';

/** A have's group tab (spec part 1 §2): the haves sold with it, joining, leaving, a new group. */
export function HaveGroupTab() {
  const { record } = useListingContext();
  const have = record as Have;
  const navigate = useNavigate();
  const [open, setOpen] = useState<Dialog>();
  const close = () => setOpen(undefined);
  const group = useApi(SupplyRoutes.getHaveGroup, have.group ? { params: { id: have.group.id } } : null);
  const leave = useSubmit({ success: `${have.identifier} left the group`, touches: VIEWS.haveGroup });
  const removal = useSubmit({ success: 'Group deleted', touches: VIEWS.haveGroup });
  const detail = group.data?.data;
  const locked = have.archived;

  return (
    <Section title={have.group ? `Group ${have.group.name}` : 'Group'}>
      <Stack gap="4">
        {!have.group ? (
          <Text color="fg.muted">{`${have.identifier} is in no group. Group haves that are sold together, such as the bales of one lot.`}</Text>
        ) : group.error ? (
          <Text color="fg.error">The group could not be loaded.</Text>
        ) : (
          <DataTable
            label={`Haves in ${have.group.name}`}
            columns={listingColumns('have')}
            rows={detail?.haves}
            loading={!detail}
            empty="No haves in this group."
            onRowClick={(r) => void navigate(`/haves/${r.id}`)}
          />
        )}
        {locked && <Text color="fg.muted">Restore the have to change its group.</Text>}
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" onClick={() => setOpen('join')} disabled={locked}>
            <LuFolderInput aria-hidden /> {have.group ? 'Move to another group' : 'Join a group'}
          </Button>
          <Button variant="outline" onClick={() => setOpen('new')} disabled={locked}>
            <LuFolderPlus aria-hidden /> New group
          </Button>
          {have.group && (
            <>
              <Button variant="outline" onClick={() => setOpen('leave')} disabled={locked}>
                Leave group
              </Button>
              <Button variant="outline" onClick={() => setOpen('rename')} disabled={!detail}>
                Rename group
              </Button>
              <Button
                variant="outline"
                colorPalette="red"
                onClick={() => setOpen('delete')}
                disabled={!detail}
              >
                Delete group
              </Button>
            </>
          )}
        </HStack>
      </Stack>
      {open === 'new' && <NewGroupDialog have={have} onClose={close} />}
      {open === 'join' && <JoinGroupDialog have={have} onClose={close} />}
      {open === 'rename' && detail && <RenameGroupDialog group={detail} onClose={close} />}
      <ConfirmDialog
        open={open === 'leave'}
        title={`Take ${have.identifier} out of ${have.group?.name ?? 'its group'}?`}
        confirmLabel="Leave group"
        onClose={close}
        onConfirm={async () => {
          await leave.run(
            async () =>
              (await api(SupplyRoutes.changeHaveGroup, { params: { id: have.id }, body: { groupId: null } }))
                .data,
          );
          close();
        }}
      >
        {`${have.identifier} will be in no group. The group's other haves stay in it.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'delete'}
        title={`Delete the group ${have.group?.name ?? ''}?`}
        confirmLabel="Delete group"
        destructive
        onClose={close}
        onConfirm={async () => {
          const id = have.group?.id;
          if (id) await removal.run(() => api(SupplyRoutes.deleteHaveGroup, { params: { id } }));
          close();
        }}
      >
        {detail?.haveCount === 1
          ? 'Its have stays, in no group.'
          : `Its ${detail?.haveCount ?? ''} haves stay, in no group.`}
      </ConfirmDialog>
    </Section>
  );
}
