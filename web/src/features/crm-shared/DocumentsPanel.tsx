import { useState } from 'react';
import { Button, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { LABELS, type RouteDefinition } from '@polyloop/shared';
import type { StoredFile } from '@polyloop/shared/crm/files';
import { api, useApi } from '../../lib/api';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FileUpload } from '../../components/FileUpload';
import { notify } from '../../components/ui/toaster';
import { formatBytes } from './file-checks';
import { formatDate, toastErrorOf } from './util';

export interface DocumentRoutes {
  list: RouteDefinition;
  upload: RouteDefinition;
  download: RouteDefinition;
  remove: RouteDefinition;
}

/** Documents of a record: upload, list, download through the short-lived address, delete with confirmation. */
export function DocumentsPanel({ routes, id }: { routes: DocumentRoutes; id: string }) {
  const list = useApi(routes.list, { params: { id } } as never);
  const files = (list.data?.data ?? []) as StoredFile[];
  const [deleting, setDeleting] = useState<StoredFile>();

  const download = async (f: StoredFile) => {
    try {
      const { data } = await api(routes.download, { params: { id, fileId: f.id } } as never);
      const a = document.createElement('a');
      a.href = (data as { url: string }).url;
      a.download = f.name;
      a.rel = 'noopener';
      // The address is on another origin, where `download` is ignored: open it beside the app.
      a.target = '_blank';
      document.body.append(a);
      a.click();
      a.remove();
    } catch (e) {
      toastErrorOf(e);
    }
  };

  return (
    <Stack gap="5">
      <FileUpload route={routes.upload} params={{ id }} onUploaded={() => void list.mutate()} />
      {list.isLoading && <Skeleton height="20" />}
      {list.error && <Text color="fg.error">The documents could not be loaded.</Text>}
      {!list.isLoading && !list.error && !files.length && <Text color="fg.muted">No documents yet.</Text>}
      {files.length > 0 && (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label="Documents">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>Type</Table.ColumnHeader>
                <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>Size</Table.ColumnHeader>
                <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>Uploaded</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {files.map((f) => (
                <Table.Row key={f.id}>
                  <Table.Cell wordBreak="break-all">{f.name}</Table.Cell>
                  <Table.Cell display={{ base: 'none', md: 'table-cell' }}>
                    {f.documentType ? LABELS.documentType[f.documentType] : '—'}
                  </Table.Cell>
                  <Table.Cell display={{ base: 'none', md: 'table-cell' }}>{formatBytes(f.size)}</Table.Cell>
                  <Table.Cell
                    display={{ base: 'none', md: 'table-cell' }}
                  >{`${formatDate(f.createdDate)} by ${f.uploadedByName}`}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <HStack justify="end" gap="1">
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => void download(f)}
                        aria-label={`Download ${f.name}`}
                      >
                        Download
                      </Button>
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        onClick={() => setDeleting(f)}
                        aria-label={`Delete ${f.name}`}
                      >
                        Delete
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Delete document?"
        confirmLabel="Delete"
        destructive
        onClose={() => setDeleting(undefined)}
        onConfirm={async () => {
          try {
            await api(routes.remove, { params: { id, fileId: deleting!.id } } as never);
            notify('success', 'Document deleted');
            await list.mutate();
          } catch (e) {
            toastErrorOf(e);
          }
          setDeleting(undefined);
        }}
      >
        {`${deleting?.name ?? 'The document'} will be deleted.`}
      </ConfirmDialog>
    </Stack>
  );
}
