import { useState } from 'react';
import { Button, Skeleton, Text } from '@chakra-ui/react';
import { LuArchive, LuArchiveRestore } from 'react-icons/lu';
import type { SWRConfiguration } from 'swr';
import type { RouteDefinition, RouteOutput } from '@polyloop/shared';
import { useApi, type ApiError, type ApiInput, type ApiResult } from '../lib/api';
import { useSubmit } from '../lib/use-submit';
import { MessagePage } from '../features/system/MessagePage';
import { ConfirmDialog } from './ConfirmDialog';

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** How a record page speaks of its record when it is not there: its noun, and the way back to its list. */
interface Absent {
  noun: string;
  missing?: string;
  back: { label: string; to: string };
}

/**
 * What a record's page shows until the record is there: a skeleton while it loads, the not-found
 * page (with the way back to its list) for a 404, the error otherwise. Not found says "This
 * {noun} does not exist." unless `missing` says more.
 */
export function RecordFallback({
  error,
  noun,
  missing = `This ${noun} does not exist.`,
  back,
}: { error: ApiError | undefined } & Absent) {
  if (!error) return <Skeleton height="40" />;
  if (error.status === 404) return <MessagePage title="Oops, nothing here" message={missing} action={back} />;
  return <Text color="fg.error">{`The ${noun} could not be loaded.`}</Text>;
}

/**
 * A record page's record as `useApi` reads it, and `fallback`, what the page shows until it is
 * there (see `RecordFallback`).
 */
export function useRecord<R extends RouteDefinition>(
  route: R,
  input: Omit<ApiInput<R>, 'body' | 'signal'>,
  absent: Absent,
  options?: SWRConfiguration<ApiResult<RouteOutput<R>>, ApiError>,
) {
  const result = useApi(route, input, options);
  return { record: result.data?.data, fallback: <RecordFallback error={result.error} {...absent} /> };
}

interface ArchiveProps<R extends { archived: boolean }> {
  noun: string;
  record: { name: string; archived: boolean };
  /** What archiving means ("will be hidden from lists and pickers."). */
  archiving: string;
  run: () => Promise<R>;
  touches: readonly Pick<RouteDefinition, 'id'>[];
}

/** "Archive have" or "Restore have": the action's name, on a button or in a "More" menu. */
export const archiveLabel = (noun: string, archived: boolean) =>
  `${archived ? 'Restore' : 'Archive'} ${noun}`;

/** The question before a record is archived or restored, and the move once confirmed. */
export function ArchiveDialog<R extends { archived: boolean }>(
  props: ArchiveProps<R> & { open: boolean; onClose: () => void },
) {
  const { noun, record } = props;
  const act = useSubmit<R>({
    touches: props.touches,
    success: (r) => `${capitalized(noun)} ${r.archived ? 'archived' : 'restored'}`,
  });
  const verb = record.archived ? 'Restore' : 'Archive';
  return (
    <ConfirmDialog
      open={props.open}
      title={`${verb} ${noun}?`}
      confirmLabel={verb}
      destructive={!record.archived}
      onClose={props.onClose}
      onConfirm={async () => {
        await act.run(props.run);
        props.onClose();
      }}
    >
      {record.archived
        ? `${record.name} will be active again.`
        : `${record.name} ${props.archiving} You can restore it later.`}
    </ConfirmDialog>
  );
}

/**
 * Archive or restore a whole record from its page header, after a confirmation (a header with
 * more than two actions puts it in its "More" menu with `ArchiveDialog` instead).
 */
export function ArchiveButton<R extends { archived: boolean }>(props: ArchiveProps<R>) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        {props.record.archived ? <LuArchiveRestore aria-hidden /> : <LuArchive aria-hidden />}
        {archiveLabel(props.noun, props.record.archived)}
      </Button>
      <ArchiveDialog {...props} open={confirming} onClose={() => setConfirming(false)} />
    </>
  );
}
