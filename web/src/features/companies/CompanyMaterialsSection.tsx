import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Field, HStack, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { CrmRoutes, LABELS, MATERIAL_TYPE_LABELS } from '@polyloop/shared';
import { CRM_MESSAGES } from '@polyloop/shared/crm/company';
import type { Material } from '@polyloop/shared/crm/material';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListStatus } from '../../components/list/ListTable';
import { useList } from '../../components/list/use-list';
import { Section } from '../../components/Section';
import { api, ApiError, useApi } from '../../lib/api';
import { messageOf, useSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { materialPath } from '../materials/material-path';
import { useCompanyContext } from './company-context';

const facts = (m: Material) =>
  [
    m.identifier,
    MATERIAL_TYPE_LABELS[m.type],
    m.grade && LABELS.grade[m.grade],
    m.form && LABELS.form[m.form],
  ]
    .filter(Boolean)
    .join(' · ');

/** Materials associated with the company; the already-associated answer is shown as the spec words it. */
export function CompanyMaterialsSection() {
  const { companyId } = useCompanyContext();
  const list = useList(CrmRoutes.listCompanyMaterials, { params: { id: companyId } });
  const options = useApi(CrmRoutes.listMaterials, { query: { size: 100 } });
  const [choice, setChoice] = useState('');
  const [problem, setProblem] = useState<string>();
  const [removing, setRemoving] = useState<Material>();
  const associating = useSubmit({
    success: 'Material associated',
    touches: VIEWS.companyMaterial,
    // The spec's own words for a second association, shown under the picker as well.
    onError: (e) =>
      setProblem(
        e instanceof ApiError && e.status === 409
          ? e.message || CRM_MESSAGES.materialAssociated
          : messageOf(e),
      ),
  });
  const removal = useSubmit({ success: 'Material removed', touches: VIEWS.companyMaterial });

  const associate = async () => {
    if (!choice) return setProblem('Choose a material');
    setProblem(undefined);
    if (
      await associating.run(() =>
        api(CrmRoutes.associateCompanyMaterial, { params: { id: companyId }, body: { materialId: choice } }),
      )
    )
      setChoice('');
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
          <Button onClick={() => void associate()} loading={associating.busy}>
            Associate material
          </Button>
        </HStack>
        <ListStatus
          list={list}
          errorText="The materials could not be loaded."
          empty="No materials associated yet."
          skeletonHeight="10"
        />
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Associated materials">
          {list.rows?.map((m) => (
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
                {` · ${facts(m)}`}
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
          await removal.run(() =>
            api(CrmRoutes.dissociateCompanyMaterial, { params: { id: companyId, materialId: removing!.id } }),
          );
          setRemoving(undefined);
        }}
      >
        {`${removing?.name ?? 'The material'} will no longer be associated with this company.`}
      </ConfirmDialog>
    </Section>
  );
}
