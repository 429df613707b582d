import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button, Checkbox, HStack, Skeleton, Text } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import { onInvalidSubmit } from '../../lib/form';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormDialog } from '../../components/FormDialog';
import { notify } from '../../components/ui/toaster';
import { messageOf } from './http';
import { Section } from './Section';

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The confirmed action on one record (archive/restore or delete): its wording and the call. */
export interface RecordAction<T> {
  title: (record: T) => string;
  confirmLabel: (record: T) => string;
  destructive: (record: T) => boolean;
  body: (record: T) => ReactNode;
  /** The toast after it succeeded. */
  done: (record: T) => string;
  run: (record: T) => Promise<unknown>;
}

/** Archive or restore, by the record's `archived` flag; `noun` is e.g. "contact". */
export function archiveAction<T extends { archived?: boolean }>(
  noun: string,
  run: (record: T) => Promise<unknown>,
  body: (record: T) => ReactNode,
): RecordAction<T> {
  return {
    title: (r) => (r.archived ? `Restore ${noun}?` : `Archive ${noun}?`),
    confirmLabel: (r) => (r.archived ? 'Restore' : 'Archive'),
    destructive: (r) => !r.archived,
    body,
    done: (r) => `${capitalized(noun)} ${r.archived ? 'restored' : 'archived'}`,
    run,
  };
}

/** What a list's rows can ask the section for. */
export interface RecordRowActions<T> {
  edit: (record: T) => void;
  /** Opens the confirmation of the section's action (archive/restore or delete). */
  confirm: (record: T) => void;
  reload: () => Promise<unknown>;
}

/**
 * A section listing a record's sub-records (contacts, locations, buy profiles…): the add button,
 * optionally the "show archived" box, the loading, error and empty states, the add/edit dialog and
 * the confirmation of the row action.
 */
export function RecordsSection<T>(props: {
  title: string;
  /** Singular and plural in lower case: "contact" / "contacts". */
  noun: string;
  plural: string;
  list: { data?: { data: T[] }; error?: unknown; isLoading: boolean; mutate: () => Promise<unknown> };
  /** With the archived flag and its setter, the section shows "Show archived …". */
  archived?: [boolean, (archived: boolean) => void];
  skeletonHeight?: string;
  action: RecordAction<T>;
  children: (records: T[], actions: RecordRowActions<T>) => ReactNode;
  dialog: (editing: T | 'new', done: { close: () => void; saved: () => void }) => ReactNode;
}) {
  const { list, noun, plural } = props;
  const [archived, setArchived] = props.archived ?? [false, undefined];
  const [editing, setEditing] = useState<T | 'new'>();
  const [confirming, setConfirming] = useState<T>();
  const records = list.data?.data ?? [];
  const add = (
    <Button size="sm" onClick={() => setEditing('new')}>
      <LuPlus aria-hidden /> Add {noun}
    </Button>
  );
  const run = async () => {
    const r = confirming!;
    try {
      await props.action.run(r);
      notify('success', props.action.done(r));
      await list.mutate();
    } catch (e) {
      notify('error', messageOf(e));
    }
    setConfirming(undefined);
  };
  return (
    <Section
      title={props.title}
      action={
        setArchived ? (
          <HStack gap="3">
            <Checkbox.Root size="sm" checked={archived} onCheckedChange={(d) => setArchived(!!d.checked)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Show archived {plural}</Checkbox.Label>
            </Checkbox.Root>
            {add}
          </HStack>
        ) : (
          add
        )
      }
    >
      {list.isLoading && <Skeleton height={props.skeletonHeight ?? '16'} />}
      {!!list.error && <Text color="fg.error">The {plural} could not be loaded.</Text>}
      {!list.isLoading && !list.error && !records.length && (
        <Text color="fg.muted">{archived ? `No archived ${plural}.` : `No ${plural} yet.`}</Text>
      )}
      {props.children(records, { edit: setEditing, confirm: setConfirming, reload: list.mutate })}
      {editing &&
        props.dialog(editing, {
          close: () => setEditing(undefined),
          saved: () => {
            setEditing(undefined);
            void list.mutate();
          },
        })}
      <ConfirmDialog
        open={!!confirming}
        title={confirming ? props.action.title(confirming) : ''}
        confirmLabel={confirming ? props.action.confirmLabel(confirming) : ''}
        destructive={confirming ? props.action.destructive(confirming) : false}
        onClose={() => setConfirming(undefined)}
        onConfirm={run}
      >
        {confirming && props.action.body(confirming)}
      </ConfirmDialog>
    </Section>
  );
}

/**
 * The add/edit dialog of one sub-record: "Add …"/"Edit …", "Save …", the save call, the toasts;
 * `onError` may put server errors on the fields first.
 */
export function RecordFormDialog<Row extends FieldValues>(props: {
  noun: string;
  isNew: boolean;
  form: UseFormReturn<Row>;
  save: (row: Row) => Promise<unknown>;
  onError?: (error: unknown) => void;
  /** The toast's description when saving failed. */
  failure?: string;
  onClose: () => void;
  onSaved: () => void;
  children: ReactNode;
}) {
  const { form, noun } = props;
  const submit = form.handleSubmit(
    async (row) => {
      try {
        await props.save(row);
        notify('success', `${capitalized(noun)} saved`);
        props.onSaved();
      } catch (e) {
        props.onError?.(e);
        notify('error', messageOf(e), props.failure ? { description: props.failure } : undefined);
      }
    },
    () => onInvalidSubmit(),
  );
  return (
    <FormDialog
      open
      size="lg"
      title={props.isNew ? `Add ${noun}` : `Edit ${noun}`}
      submitLabel={`Save ${noun}`}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      onClose={props.onClose}
    >
      {props.children}
    </FormDialog>
  );
}
