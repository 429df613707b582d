import { useState, type ReactNode } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { CrmRoutes, DocumentRoutes, LABELS, NetworkRoutes, SupplyRoutes } from '@polyloop/shared';
import type { StoredFile } from '@polyloop/shared/crm/files';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { Column } from '../../components/DataTable';
import { FileUpload } from '../../components/FileUpload';
import { useList } from '../../components/list/use-list';
import { api } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { formatBytes } from './file-checks';
import { FileTable } from './FileTable';

/** The documents of a company, a material, a have, a need, an order, a shipment and the network's records answer the same calls. */
const ROUTES = {
  company: {
    list: CrmRoutes.listCompanyFiles,
    upload: CrmRoutes.uploadCompanyFiles,
    download: CrmRoutes.downloadCompanyFile,
    remove: CrmRoutes.deleteCompanyFile,
    touches: VIEWS.companyFile,
  },
  material: {
    list: CrmRoutes.listMaterialFiles,
    upload: CrmRoutes.uploadMaterialFiles,
    download: CrmRoutes.downloadMaterialFile,
    remove: CrmRoutes.deleteMaterialFile,
    touches: VIEWS.materialFile,
  },
  have: {
    list: SupplyRoutes.listHaveFiles,
    upload: SupplyRoutes.uploadHaveFiles,
    download: SupplyRoutes.downloadHaveFile,
    remove: SupplyRoutes.deleteHaveFile,
    touches: VIEWS.haveFile,
  },
  need: {
    list: SupplyRoutes.listNeedFiles,
    upload: SupplyRoutes.uploadNeedFiles,
    download: SupplyRoutes.downloadNeedFile,
    remove: SupplyRoutes.deleteNeedFile,
    touches: VIEWS.needFile,
  },
  order: {
    list: DocumentRoutes.listOrderDocuments,
    upload: DocumentRoutes.uploadOrderDocuments,
    download: DocumentRoutes.downloadOrderDocument,
    remove: DocumentRoutes.deleteOrderDocument,
    touches: VIEWS.orderDocument,
  },
  shipment: {
    list: DocumentRoutes.listShipmentDocuments,
    upload: DocumentRoutes.uploadShipmentDocuments,
    download: DocumentRoutes.downloadShipmentDocument,
    remove: DocumentRoutes.deleteShipmentDocument,
    touches: VIEWS.shipmentDocument,
  },
  /** A network offer's documents: both companies read them, each deletes what its own people added. */
  offer: {
    list: NetworkRoutes.listOfferFiles,
    upload: NetworkRoutes.uploadOfferFiles,
    download: NetworkRoutes.downloadOfferFile,
    remove: NetworkRoutes.deleteOfferFile,
    touches: VIEWS.offerFile,
  },
  /** A private request's documents: both companies read them, each deletes what its own people added. */
  networkRequest: {
    list: NetworkRoutes.listNetworkRequestFiles,
    upload: NetworkRoutes.uploadNetworkRequestFiles,
    download: NetworkRoutes.downloadNetworkRequestFile,
    remove: NetworkRoutes.deleteNetworkRequestFile,
    touches: VIEWS.requestFile,
  },
  /** A public offer's or request's documents: whoever reads the listing reads them; its company adds and deletes. */
  publicOffer: {
    list: NetworkRoutes.listPublicOfferFiles,
    upload: NetworkRoutes.uploadPublicOfferFiles,
    download: NetworkRoutes.downloadPublicOfferFile,
    remove: NetworkRoutes.deletePublicOfferFile,
    touches: VIEWS.publicOfferFile,
  },
  publicRequest: {
    list: NetworkRoutes.listPublicRequestFiles,
    upload: NetworkRoutes.uploadPublicRequestFiles,
    download: NetworkRoutes.downloadPublicRequestFile,
    remove: NetworkRoutes.deletePublicRequestFile,
    touches: VIEWS.publicRequestFile,
  },
};

/** "Scale ticket (Heavy)", "Bill of lading (Shipper copy)", "Invoice", or a dash. */
export function documentKind(f: Pick<StoredFile, 'documentType' | 'scaleType' | 'billOfLadingType'>): string {
  if (!f.documentType) return '—';
  const variant = f.scaleType
    ? LABELS.scaleType[f.scaleType]
    : f.billOfLadingType
      ? LABELS.billOfLadingType[f.billOfLadingType]
      : undefined;
  return variant
    ? `${LABELS.documentType[f.documentType]} (${variant})`
    : LABELS.documentType[f.documentType];
}

const columns: Column<StoredFile>[] = [
  { key: 'name', header: 'Name', cell: (f) => f.name },
  { key: 'type', header: 'Type', hideBelow: 'md', cell: documentKind },
  { key: 'size', header: 'Size', hideBelow: 'md', cell: (f) => formatBytes(f.size) },
  {
    key: 'uploaded',
    header: 'Uploaded',
    hideBelow: 'md',
    cell: (f) => `${formatDate(f.createdDate)} by ${f.uploadedByName}`,
  },
];

/**
 * Documents of a record: upload, list, download through the short-lived address, delete with
 * confirmation. `children` go above the upload: the buttons that write a record's own documents.
 * `canDelete` hides Delete on the documents the person may not remove (another company's);
 * `canUpload` false leaves the upload out (another company's public listing, read only).
 */
export function DocumentsPanel({
  of,
  id,
  children,
  canDelete,
  canUpload = true,
}: {
  of: keyof typeof ROUTES;
  id: string;
  children?: ReactNode;
  canDelete?: (f: StoredFile) => boolean;
  canUpload?: boolean;
}) {
  const routes = ROUTES[of];
  const list = useList(routes.list, { params: { id } });
  const [deleting, setDeleting] = useState<StoredFile>();
  const removal = useSubmit({ success: 'Document deleted', touches: routes.touches });

  return (
    <Stack gap="5">
      {children}
      {canUpload && <FileUpload route={routes.upload} params={{ id }} touches={routes.touches} />}
      <FileTable
        list={list}
        label="Documents"
        columns={columns}
        errorText="The documents could not be loaded."
        empty="No documents yet."
        urlOf={async (f) => (await api(routes.download, { params: { id, fileId: f.id } })).data.url}
        actions={(f) =>
          (!canDelete || canDelete(f)) && (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={() => setDeleting(f)}
              aria-label={`Delete ${f.name}`}
            >
              Delete
            </Button>
          )
        }
      />
      <ConfirmDialog
        open={!!deleting}
        title="Delete document?"
        confirmLabel="Delete"
        destructive
        onClose={() => setDeleting(undefined)}
        onConfirm={async () => {
          await removal.run(() => api(routes.remove, { params: { id, fileId: deleting!.id } }));
          setDeleting(undefined);
        }}
      >
        {`${deleting?.name ?? 'The document'} will be deleted.`}
      </ConfirmDialog>
    </Stack>
  );
}
