import { useState, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { Button, HStack, IconButton } from '@chakra-ui/react';
import { LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import type { RouteDefinition } from '@polyloop/shared';
import { useFormSubmit, useSubmit, type FormSubmitOptions } from '../../lib/use-submit';
import { ConfirmDialog } from '../ConfirmDialog';
import { FormDialog } from '../FormDialog';
import { Section } from '../Section';
import { DataTable, Pager, type Column } from '../DataTable';
import { ListStatus, type ErrorText } from './ListTable';
import type { ListView } from './use-list';

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The confirmed action on one record (archive/restore or delete): its wording, the call and what it changes. */
export interface RecordAction<T> {
  title: (record: T) => string;
  confirmLabel: (record: T) => string;
  destructive: (record: T) => boolean;
  body: (record: T) => ReactNode;
  /** The toast after it succeeded. */
  done: (record: T) => string;
  run: (record: T) => Promise<unknown>;
  touches: readonly Pick<RouteDefinition, 'id'>[];
}

/** Archive or restore, by the record's `archived` flag; `noun` is e.g. "contact". */
export function archiveAction<T extends { archived?: boolean }>(
  noun: string,
  action: Pick<RecordAction<T>, 'run' | 'body' | 'touches'>,
): RecordAction<T> {
  return {
    title: (r) => (r.archived ? `Restore ${noun}?` : `Archive ${noun}?`),
    confirmLabel: (r) => (r.archived ? 'Restore' : 'Archive'),
    destructive: (r) => !r.archived,
    done: (r) => `${capitalized(noun)} ${r.archived ? 'restored' : 'archived'}`,
    ...action,
  };
}

/** Delete, after a confirmation; `noun` is e.g. "buy profile". */
export function deleteAction<T>(
  noun: string,
  action: Pick<RecordAction<T>, 'run' | 'body' | 'touches'>,
): RecordAction<T> {
  return {
    title: () => `Delete ${noun}?`,
    confirmLabel: () => 'Delete',
    destructive: () => true,
    done: () => `${capitalized(noun)} deleted`,
    ...action,
  };
}

/** A row's edit and delete buttons (icons, or words with `text`), named after the record for screen readers. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
  text,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  text?: boolean;
}) {
  if (text)
    return (
      <HStack gap="1">
        <Button size="xs" variant="outline" onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </Button>
        <Button size="xs" variant="ghost" colorPalette="red" onClick={onDelete} aria-label={`Delete ${name}`}>
          Delete
        </Button>
      </HStack>
    );
  return (
    <>
      <IconButton size="sm" variant="ghost" aria-label={`Edit ${name}`} onClick={onEdit}>
        <LuPencil />
      </IconButton>
      <IconButton size="sm" variant="ghost" aria-label={`Delete ${name}`} onClick={onDelete}>
        <LuTrash2 />
      </IconButton>
    </>
  );
}

/** What a list's rows can ask the section for. */
export interface RecordRowActions<T> {
  edit: (record: T) => void;
  /** Opens the confirmation of the section's action (archive/restore or delete). */
  confirm: (record: T) => void;
}

/**
 * A record page's list of sub-records (contacts, locations, buy profiles…) in a titled card: the
 * add button and the list's filters (`filters`, e.g. "Show archived"), the loading, error and
 * empty states, the rows, the pages, the add/edit dialog and the confirmation of the row action.
 * The list is a `useList`, so its state is in the URL like any list's (see use-list.ts).
 */
export function RecordsSection<T extends { id: string }>(props: {
  /** Singular and plural in lower case: "contact" / "contacts"; the section is titled by the plural. */
  noun: string;
  plural: string;
  list: ListView<T>;
  filters?: ReactNode;
  /** What the empty list says when filters hide every row. */
  emptyFiltered?: string;
  errorText?: ErrorText;
  skeletonHeight?: string;
  action: RecordAction<T>;
  /** The rows as a table of these columns, with `rowActions` in the last… */
  columns?: Column<T>[];
  rowActions?: (record: T, actions: RecordRowActions<T>) => ReactNode;
  /** …or drawn by the section's owner. */
  children?: (records: T[], actions: RecordRowActions<T>) => ReactNode;
  dialog: (editing: T | 'new', close: () => void) => ReactNode;
}) {
  const { list, noun, plural, action } = props;
  const [editing, setEditing] = useState<T | 'new'>();
  const [confirming, setConfirming] = useState<T>();
  const act = useSubmit<T>({ touches: action.touches, success: action.done });
  const run = async () => {
    const record = confirming!;
    await act.run(async () => (await action.run(record), record));
    setConfirming(undefined);
  };
  const records = list.rows ?? [];
  const rowActions: RecordRowActions<T> = { edit: setEditing, confirm: setConfirming };
  return (
    <Section
      title={capitalized(plural)}
      action={
        <HStack gap="3">
          {props.filters}
          <Button size="sm" onClick={() => setEditing('new')}>
            <LuPlus aria-hidden /> Add {noun}
          </Button>
        </HStack>
      }
    >
      <ListStatus
        list={list}
        errorText={props.errorText ?? `The ${plural} could not be loaded.`}
        empty={`No ${plural} yet.`}
        emptyFiltered={props.emptyFiltered}
        skeletonHeight={props.skeletonHeight}
      />
      {records.length > 0 &&
        (props.columns ? (
          <DataTable<T>
            label={capitalized(plural)}
            rows={records}
            empty={null}
            columns={props.columns}
            actions={props.rowActions && ((r) => props.rowActions!(r, rowActions))}
          />
        ) : (
          props.children?.(records, rowActions)
        ))}
      {list.state.size !== undefined && (
        <Pager page={list.state.page} size={list.state.size} total={list.total} onChange={list.setPage} />
      )}
      {editing && props.dialog(editing, () => setEditing(undefined))}
      <ConfirmDialog
        open={!!confirming}
        title={confirming ? action.title(confirming) : ''}
        confirmLabel={confirming ? action.confirmLabel(confirming) : ''}
        destructive={confirming ? action.destructive(confirming) : false}
        onClose={() => setConfirming(undefined)}
        onConfirm={run}
      >
        {confirming && action.body(confirming)}
      </ConfirmDialog>
    </Section>
  );
}

/**
 * The form of a record's dialog (`RecordFormDialog`): the blank row for a new record, else the
 * record's own, checked as it changes.
 */
export function useRecordForm<Row extends FieldValues, R>(
  resolver: Resolver<Row>,
  record: R | 'new',
  empty: () => Row,
  rowOf: (record: R) => Row,
): UseFormReturn<Row> {
  return useForm<Row>({
    resolver,
    mode: 'onChange',
    defaultValues: (record === 'new' ? empty() : rowOf(record)) as DefaultValues<Row>,
  });
}

/**
 * The add/edit dialog of one sub-record: "Add …"/"Edit …", "Save …", the save through
 * `useFormSubmit` (toasts, server field errors on the fields, the views it touches), then closed.
 */
export function RecordFormDialog<Row extends FieldValues, Result>(props: {
  noun: string;
  isNew: boolean;
  form: UseFormReturn<Row>;
  save: (row: Row) => Promise<Result>;
  options: FormSubmitOptions<Row, Result>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { form, noun } = props;
  const submit = useFormSubmit(form, props.save, {
    success: `${capitalized(noun)} saved`,
    onSuccess: props.onClose,
    ...props.options,
  });
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
