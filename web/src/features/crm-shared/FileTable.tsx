import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react';
import type { StoredFile } from '@polyloop/shared/crm/files';
import { DataTable, type Column } from '../../components/DataTable';
import { ListStatus, type ErrorText } from '../../components/list/ListTable';
import type { ListView } from '../../components/list/use-list';
import { openDocument } from '../../lib/files';
import { useSubmit } from '../../lib/use-submit';

/**
 * A record's documents as a table: the list's loading, error and empty states, then a row per
 * document with its Download button (the address `urlOf` asks for, opened as the file) and any
 * further `actions` of the row.
 */
export function FileTable(props: {
  list: Pick<ListView<StoredFile>, 'error' | 'retry' | 'isLoading' | 'rows' | 'filtered'>;
  label: string;
  columns: Column<StoredFile>[];
  errorText: ErrorText;
  empty: ReactNode;
  urlOf: (f: StoredFile) => Promise<string>;
  actions?: (f: StoredFile) => ReactNode;
}) {
  const downloading = useSubmit();
  const download = (f: StoredFile) => downloading.run(async () => openDocument(await props.urlOf(f), f.name));
  return (
    <>
      <ListStatus list={props.list} errorText={props.errorText} empty={props.empty} skeletonHeight="20" />
      {!!props.list.rows?.length && (
        <DataTable
          label={props.label}
          rows={props.list.rows}
          empty={null}
          columns={props.columns}
          actions={(f) => (
            <>
              <Button
                size="xs"
                variant="outline"
                onClick={() => void download(f)}
                aria-label={`Download ${f.name}`}
              >
                Download
              </Button>
              {props.actions?.(f)}
            </>
          )}
        />
      )}
    </>
  );
}
