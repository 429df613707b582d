import { Link as RouterLink } from 'react-router';
import { Button, Link } from '@chakra-ui/react';
import { NetworkRoutes } from '@polyloop/shared';
import type { StoredFile } from '@polyloop/shared/crm/files';
import { DataTable, type Column } from '../../../components/DataTable';
import { ListStatus } from '../../../components/list/ListTable';
import { useList } from '../../../components/list/use-list';
import { api } from '../../../lib/api';
import { openDocument } from '../../../lib/files';
import { formatDate } from '../../../lib/format';
import { useSubmit } from '../../../lib/use-submit';
import { documentKind } from '../../crm-shared/DocumentsPanel';
import { offerPath } from '../common/paths';

const columns: Column<StoredFile>[] = [
  { key: 'name', header: 'Name', cell: (f) => f.name },
  { key: 'type', header: 'Type', hideBelow: 'md', cell: documentKind },
  {
    key: 'offer',
    header: 'Offer',
    cell: (f) => (
      <Link asChild color="brand.fg">
        <RouterLink to={offerPath(f.recordId)} aria-label={`Open the offer ${f.name} is on`}>
          Open the offer
        </RouterLink>
      </Link>
    ),
  },
  {
    key: 'uploaded',
    header: 'Uploaded',
    hideBelow: 'md',
    cell: (f) => `${formatDate(f.createdDate)} by ${f.uploadedByName}`,
  },
];

/**
 * The documents shared on the network offers of one of my haves (either company added them),
 * newest first, each with the offer it is on: read here, added and deleted on the offer's page.
 */
export function HaveOfferDocuments({ haveId }: { haveId: string }) {
  const list = useList(NetworkRoutes.listHaveOfferFiles, { query: () => ({ 'haveId.equals': haveId }) });
  const downloading = useSubmit();
  const download = (f: StoredFile) =>
    downloading.run(async () =>
      openDocument(
        (await api(NetworkRoutes.downloadOfferFile, { params: { id: f.recordId, fileId: f.id } })).data.url,
        f.name,
      ),
    );
  return (
    <>
      <ListStatus
        list={list}
        errorText="The offers’ documents could not be loaded."
        empty="No documents on this have’s offers yet."
        skeletonHeight="20"
      />
      {!!list.rows?.length && (
        <DataTable
          label="Documents on offers"
          rows={list.rows}
          empty={null}
          columns={columns}
          actions={(f) => (
            <Button
              size="xs"
              variant="outline"
              onClick={() => void download(f)}
              aria-label={`Download ${f.name}`}
            >
              Download
            </Button>
          )}
        />
      )}
    </>
  );
}
