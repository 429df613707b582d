import { CrmRoutes, DocumentRoutes } from '@polyloop/shared';
import { Navigate, Outlet, useLocation, useOutletContext, useParams } from 'react-router';
import { Badge, Button, Stack } from '@chakra-ui/react';
import { LuFileText } from 'react-icons/lu';
import type { Material } from '@polyloop/shared/crm/material';
import { DATASHEET_NEEDS_PROPERTY } from '@polyloop/shared/crm/material';
import { api, ApiError } from '../../lib/api';
import { downloadFile } from '../../lib/files';
import { useSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { ArchiveButton, useRecord } from '../../components/RecordPage';
import { TabLinks, tabsOf } from '../../components/TabLinks';
import { notify } from '../../components/ui/toaster';
import { PageHeader } from '../crm-shared/PageHeader';

export interface MaterialContext {
  material: Material;
}
export const useMaterialContext = () => useOutletContext<MaterialContext>();

const TABS = tabsOf('Details', 'Companies', 'Haves', 'Orders', 'History', 'Documents');

/** One material with its tabs, the datasheet download and archive/restore. */
export default function MaterialLayout() {
  const { id = '', type = '' } = useParams();
  const { pathname } = useLocation();
  const { record: material, fallback } = useRecord(
    CrmRoutes.getMaterial,
    { params: { id } },
    { noun: 'material', back: { label: 'Back to materials', to: '/my-company/materials' } },
  );
  const downloading = useSubmit({
    onError: (e) => {
      if (!(e instanceof ApiError && e.status === 422)) return false;
      // A datasheet needs one property at least: the spec's words when the server gives none.
      notify('error', e.message || DATASHEET_NEEDS_PROPERTY);
      return true;
    },
  });
  if (!material) return fallback;
  // A changed type moves the address with it, so links stay right.
  if (material.type !== type)
    return <Navigate to={pathname.replace(`/materials/${type}/`, `/materials/${material.type}/`)} replace />;

  const datasheet = () =>
    downloading.run(() =>
      downloadFile(
        DocumentRoutes.materialDatasheet,
        { params: { id } },
        { fallbackName: `${material.identifier || material.name}-datasheet.pdf` },
      ),
    );
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
        <Button variant="outline" onClick={() => void datasheet()} loading={downloading.busy}>
          <LuFileText aria-hidden /> Datasheet
        </Button>
        <ArchiveButton
          noun="material"
          record={material}
          archiving="will be archived."
          run={async () =>
            (
              await api(material.archived ? CrmRoutes.restoreMaterial : CrmRoutes.archiveMaterial, {
                params: { id },
              })
            ).data
          }
          touches={VIEWS.material}
        />
      </PageHeader>
      <TabLinks label="Material sections" items={TABS} />
      <Outlet context={{ material } satisfies MaterialContext} />
    </Stack>
  );
}
