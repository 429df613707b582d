import { useNavigate } from 'react-router';
import { Stack } from '@chakra-ui/react';
import { CrmRoutes } from '@polyloop/shared';
import { api } from '../../lib/api';
import { VIEWS } from '../../lib/views';
import { PageHeader } from '../crm-shared/PageHeader';
import { MaterialForm } from './MaterialForm';
import { materialPath } from './material-path';

export default function MaterialNewPage() {
  const navigate = useNavigate();
  return (
    <Stack gap="4">
      <PageHeader title="New material" />
      <MaterialForm
        submitLabel="Create material"
        save={async (input) => (await api(CrmRoutes.createMaterial, { body: input })).data}
        options={{
          success: 'Material created',
          description: 'The material was not created.',
          touches: VIEWS.material,
          onSuccess: (material) => navigate(materialPath(material)),
        }}
      />
    </Stack>
  );
}
