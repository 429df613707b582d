import { CrmRoutes } from '@polyloop/shared';
import { useState } from 'react';
import { Navigate, Outlet, useLocation, useOutletContext, useParams } from 'react-router';
import { Badge, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuArchive, LuArchiveRestore, LuFileText } from 'react-icons/lu';
import type { KeyedMutator } from 'swr';
import type { Material } from '@polyloop/shared/crm/material';
import { DATASHEET_NEEDS_PROPERTY } from '@polyloop/shared/crm/material';
import { api, ApiError, useApi, type ApiResult } from '../../lib/api';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TabLinks } from '../../components/TabLinks';
import { notify } from '../../components/ui/toaster';
import { MessagePage } from '../system/MessagePage';
import { downloadFile, messageOf } from '../crm-shared/http';
import { PageHeader } from '../crm-shared/PageHeader';

export interface MaterialContext {
  material: Material;
  refresh: KeyedMutator<ApiResult<Material>>;
}
export const useMaterialContext = () => useOutletContext<MaterialContext>();

const TABS = [
  { to: 'details', label: 'Details' },
  { to: 'companies', label: 'Companies' },
  { to: 'haves', label: 'Haves' },
  { to: 'orders', label: 'Orders' },
  { to: 'history', label: 'History' },
  { to: 'documents', label: 'Documents' },
];

/** One material with its tabs, the datasheet download and archive/restore. */
export default function MaterialLayout() {
  const { id = '', type = '' } = useParams();
  const { pathname } = useLocation();
  const result = useApi(CrmRoutes.getMaterial, { params: { id } });
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  if (result.error)
    return result.error.status === 404 ? (
      <MessagePage
        title="Oops, nothing here"
        message="This material does not exist."
        action={{ label: 'Back to materials', to: '/my-company/materials' }}
      />
    ) : (
      <Text color="fg.error">The material could not be loaded.</Text>
    );
  const material = result.data?.data;
  if (!material) return <Skeleton height="40" />;
  // A changed type moves the address with it, so links stay right.
  if (material.type !== type)
    return <Navigate to={pathname.replace(`/materials/${type}/`, `/materials/${material.type}/`)} replace />;

  const datasheet = async () => {
    setDownloading(true);
    try {
      await downloadFile(
        CrmRoutes.materialDatasheet,
        { params: { id } },
        { fallbackName: `${material.identifier || material.name}-datasheet.pdf` },
      );
    } catch (e) {
      notify(
        'error',
        e instanceof ApiError && e.status === 422 ? e.message || DATASHEET_NEEDS_PROPERTY : messageOf(e),
      );
    } finally {
      setDownloading(false);
    }
  };
  const archive = async () => {
    try {
      await api(material.archived ? CrmRoutes.restoreMaterial : CrmRoutes.archiveMaterial, { params: { id } });
      notify('success', material.archived ? 'Material restored' : 'Material archived');
      await result.mutate();
    } catch (e) {
      notify('error', messageOf(e));
    }
    setConfirming(false);
  };
  return (
    <Stack gap="4">
      <PageHeader
        title={material.name}
        badge={
          <>
            <Badge variant="outline">{material.identifier}</Badge>
            {material.archived && <Badge>Archived</Badge>}
          </>
        }
      >
        <Button variant="outline" onClick={() => void datasheet()} loading={downloading}>
          <LuFileText aria-hidden /> Datasheet
        </Button>
        <Button variant="outline" onClick={() => setConfirming(true)}>
          {material.archived ? <LuArchiveRestore aria-hidden /> : <LuArchive aria-hidden />}
          {material.archived ? 'Restore material' : 'Archive material'}
        </Button>
      </PageHeader>
      <TabLinks label="Material sections" items={TABS} />
      <Outlet context={{ material, refresh: result.mutate } satisfies MaterialContext} />
      <ConfirmDialog
        open={confirming}
        title={material.archived ? 'Restore material?' : 'Archive material?'}
        confirmLabel={material.archived ? 'Restore' : 'Archive'}
        destructive={!material.archived}
        onClose={() => setConfirming(false)}
        onConfirm={archive}
      >
        {material.archived
          ? `${material.name} will be active again.`
          : `${material.name} will be archived. You can restore it later.`}
      </ConfirmDialog>
    </Stack>
  );
}
