import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Field, HStack, Link, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { CrmRoutes, LABELS, MATERIAL_TYPE_LABELS } from '@polyloop/shared';
import { CRM_MESSAGES } from '@polyloop/shared/crm/company';
import type { Material } from '@polyloop/shared/crm/material';
import { api, ApiError, useApi } from '../../lib/api';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify } from '../../components/ui/toaster';
import { messageOf } from '../crm-shared/http';
import { useCompanyContext } from './company-context';
import { Section } from '../crm-shared/Section';

export const materialPath = (m: Pick<Material, 'id' | 'type'>) => `/materials/${m.type}/${m.id}/details`;

/** Materials associated with the company; the already-associated answer is shown as the spec words it. */
export function CompanyMaterialsSection() {
  const { companyId } = useCompanyContext();
  const list = useApi(CrmRoutes.listCompanyMaterials, { params: { id: companyId } });
  const options = useApi(CrmRoutes.listMaterials, { query: { size: 100 } });
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [removing, setRemoving] = useState<Material>();
  const materials = list.data?.data ?? [];

  const associate = async () => {
    if (!choice) return setProblem('Choose a material');
    setBusy(true);
    setProblem(undefined);
    try {
      await api(CrmRoutes.associateCompanyMaterial, { params: { id: companyId }, body: { materialId: choice } });
      notify('success', 'Material associated');
      setChoice('');
      await list.mutate();
    } catch (e) {
      const message =
        e instanceof ApiError && e.status === 409
          ? e.message || CRM_MESSAGES.materialAssociated
          : messageOf(e);
      setProblem(message);
      notify('error', message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title="Materials">
      <Stack gap="4">
        <HStack align="end" gap="2" wrap="wrap">
          <Field.Root maxW="sm" invalid={!!problem}>
            <Field.Label>Material to associate</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={choice}
                onChange={(e) => (setChoice(e.target.value), setProblem(undefined))}
              >
                <option value="">Choose a material</option>
                {(options.data?.data ?? []).map((m) => (
                  <option key={m.id} value={m.id}>
                    {`${m.name} (${m.identifier})`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{problem}</Field.ErrorText>
          </Field.Root>
          <Button onClick={() => void associate()} loading={busy}>
            Associate material
          </Button>
        </HStack>
        {list.isLoading && <Skeleton height="10" />}
        {list.error && <Text color="fg.error">The materials could not be loaded.</Text>}
        {!list.isLoading && !list.error && !materials.length && (
          <Text color="fg.muted">No materials associated yet.</Text>
        )}
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Associated materials">
          {materials.map((m) => (
            <HStack
              as="li"
              key={m.id}
              justify="space-between"
              borderWidth="1px"
              borderRadius="md"
              p="2"
              wrap="wrap"
            >
              <Text>
                <Link asChild color="brand.fg">
                  <RouterLink to={materialPath(m)}>{m.name}</RouterLink>
                </Link>
                {` · ${m.identifier} · ${MATERIAL_TYPE_LABELS[m.type]}${m.grade ? ` · ${LABELS.grade[m.grade]}` : ''}${m.form ? ` · ${LABELS.form[m.form]}` : ''}`}
              </Text>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                onClick={() => setRemoving(m)}
                aria-label={`Remove ${m.name}`}
              >
                Remove
              </Button>
            </HStack>
          ))}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={!!removing}
        title="Remove material?"
        confirmLabel="Remove"
        destructive
        onClose={() => setRemoving(undefined)}
        onConfirm={async () => {
          try {
            await api(CrmRoutes.dissociateCompanyMaterial, { params: { id: companyId, materialId: removing!.id } });
            notify('success', 'Material removed');
            await list.mutate();
          } catch (e) {
            notify('error', messageOf(e));
          }
          setRemoving(undefined);
        }}
      >
        {`${removing?.name ?? 'The material'} will no longer be associated with this company.`}
      </ConfirmDialog>
    </Section>
  );
}
