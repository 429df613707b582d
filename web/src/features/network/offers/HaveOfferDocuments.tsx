import { Link as RouterLink } from 'react-router';
import { Link } from '@chakra-ui/react';
import { NetworkRoutes } from '@polyloop/shared';
import type { StoredFile } from '@polyloop/shared/crm/files';
import type { Column } from '../../../components/DataTable';
import { useList } from '../../../components/list/use-list';
import { api } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { documentKind } from '../../crm-shared/DocumentsPanel';
import { FileTable } from '../../crm-shared/FileTable';
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
  return (
    <FileTable
      list={list}
      label="Documents on offers"
      columns={columns}
      errorText="The offers’ documents could not be loaded."
      empty="No documents on this have’s offers yet."
      urlOf={async (f) =>
        (await api(NetworkRoutes.downloadOfferFile, { params: { id: f.recordId, fileId: f.id } })).data.url
      }
    />
  );
}
