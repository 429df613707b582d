import { CrmRoutes } from '@polyloop/shared';
import { useNavigate } from 'react-router';
import { Stack } from '@chakra-ui/react';
import { api } from '../../lib/api';
import { notify } from '../../components/ui/toaster';
import { messageOf } from '../crm-shared/http';
import { PageHeader } from '../crm-shared/PageHeader';
import { MaterialForm } from './MaterialForm';

export default function MaterialNewPage() {
  const navigate = useNavigate();
  return (
    <Stack gap="4">
      <PageHeader title="New material" />
      <MaterialForm
        submitLabel="Create material"
        onSubmit={async (input) => {
          try {
            const { data } = await api(CrmRoutes.createMaterial, { body: input });
            notify('success', 'Material created');
            navigate(`/materials/${data.type}/${data.id}/details`);
          } catch (e) {
            notify('error', messageOf(e), { description: 'The material was not created.' });
          }
        }}
      />
    </Stack>
  );
}
