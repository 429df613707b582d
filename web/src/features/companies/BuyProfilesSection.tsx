import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button, HStack, Input, SimpleGrid, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import {
  Color,
  Form,
  Grade,
  LABELS,
  MATERIAL_TYPE_LABELS,
  MaterialType,
  PRICE_UNIT_LABELS,
  PRICE_UNITS,
  WEIGHT_UNIT_LABELS,
  WEIGHT_UNITS,
  type PriceUnit,
  type WeightUnit,
} from '@polyloop/shared';
import { BuyProfileInput, type BuyProfile } from '@polyloop/shared/crm/company';
import { api, useApi } from '../../lib/api';
import { onInvalidSubmit } from '../../lib/form';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormDialog } from '../../components/FormDialog';
import { FormField } from '../../components/ui/form-field';
import { notify } from '../../components/ui/toaster';
import { CheckGroup, SelectField } from '../crm-shared/fields';
import { messageOf } from '../crm-shared/http';
import { payloadResolver } from '../crm-shared/resolver';
import { Crm } from '../crm-shared/routes';
import { useCompanyContext } from './company-context';
import { Section } from '../crm-shared/Section';
import { emptyBuyProfile, type BuyProfileRow } from './wizard/wizard';

const toPayload = (b: BuyProfileRow) => ({
  materialType: b.materialType || undefined,
  grades: b.grades,
  forms: b.forms,
  colors: b.colors,
  minWeight: b.minWeight.trim() ? { unitValue: Number(b.minWeight), unit: b.minWeightUnit } : undefined,
  priceTarget: b.priceTarget.trim() ? { unitValue: Number(b.priceTarget), unit: b.priceUnit } : undefined,
  notes: b.notes.trim() || undefined,
});
const rowOf = (p: BuyProfile): BuyProfileRow => ({
  materialType: p.materialType,
  grades: p.grades,
  forms: p.forms,
  colors: p.colors,
  minWeight: p.minWeight ? String(p.minWeight.unitValue) : '',
  minWeightUnit: (p.minWeight?.unit ?? 'POUND') as WeightUnit,
  priceTarget: p.priceTarget ? String(p.priceTarget.unitValue) : '',
  priceUnit: (p.priceTarget?.unit ?? 'POUND') as PriceUnit,
  notes: p.notes ?? '',
});
const summary = (p: BuyProfile) =>
  [
    p.grades.map((g) => LABELS.grade[g]).join('/'),
    p.forms.map((f) => LABELS.form[f]).join('/'),
    p.colors.map((c) => LABELS.color[c]).join('/'),
    p.minWeight && `min ${p.minWeight.unitValue} ${WEIGHT_UNIT_LABELS[p.minWeight.unit]}`,
    p.priceTarget && `$${p.priceTarget.unitValue.toFixed(2)} ${PRICE_UNIT_LABELS[p.priceTarget.unit]}`,
  ]
    .filter(Boolean)
    .join(' · ');

function ProfileDialog({
  profile,
  onClose,
  onSaved,
}: {
  profile: BuyProfile | 'new';
  onClose: () => void;
  onSaved: () => void;
}) {
  const { companyId } = useCompanyContext();
  const form = useForm<BuyProfileRow>({
    resolver: payloadResolver(BuyProfileInput, toPayload, (p) => String(p[0])),
    mode: 'onChange',
    defaultValues: profile === 'new' ? emptyBuyProfile() : rowOf(profile),
  });
  const { control, register, formState } = form;
  const e = formState.errors;
  const submit = form.handleSubmit(
    async (row) => {
      const body = BuyProfileInput.parse(toPayload(row));
      try {
        if (profile === 'new') await api(Crm.createBuyProfile, { params: { id: companyId }, body });
        else await api(Crm.updateBuyProfile, { params: { id: companyId, profileId: profile.id }, body });
        notify('success', 'Buy profile saved');
        onSaved();
      } catch (err) {
        notify('error', messageOf(err));
      }
    },
    () => onInvalidSubmit(),
  );
  return (
    <FormDialog
      open
      size="lg"
      title={profile === 'new' ? 'Add buy profile' : 'Edit buy profile'}
      submitLabel="Save buy profile"
      submitting={formState.isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="3">
        <Controller
          control={control}
          name="materialType"
          render={({ field }) => (
            <SelectField
              label="Material type"
              required
              value={field.value}
              onChange={field.onChange}
              options={MaterialType.options}
              labels={MATERIAL_TYPE_LABELS}
              placeholder="Choose"
              error={e.materialType?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="grades"
          render={({ field }) => (
            <CheckGroup
              legend="Grades"
              value={field.value}
              onChange={field.onChange}
              options={Grade.options}
              label={(g) => LABELS.grade[g as Grade]}
              columns={2}
            />
          )}
        />
        <Controller
          control={control}
          name="forms"
          render={({ field }) => (
            <CheckGroup
              legend="Forms"
              value={field.value}
              onChange={field.onChange}
              options={Form.options}
              label={(g) => LABELS.form[g as Form]}
              columns={3}
            />
          )}
        />
        <Controller
          control={control}
          name="colors"
          render={({ field }) => (
            <CheckGroup
              legend="Colors"
              value={field.value}
              onChange={field.onChange}
              options={Color.options}
              label={(g) => LABELS.color[g as Color]}
              columns={3}
            />
          )}
        />
        <SimpleGrid columns={2} gap="3">
          <FormField label="Minimum weight" error={e.minWeight?.message}>
            <Input type="number" min={0} step="any" {...register('minWeight')} />
          </FormField>
          <Controller
            control={control}
            name="minWeightUnit"
            render={({ field }) => (
              <SelectField
                label="Weight unit"
                value={field.value}
                onChange={field.onChange}
                options={WEIGHT_UNITS}
                labels={WEIGHT_UNIT_LABELS}
              />
            )}
          />
          <FormField label="Price target ($)" error={e.priceTarget?.message}>
            <Input type="number" min={0} step="0.01" {...register('priceTarget')} />
          </FormField>
          <Controller
            control={control}
            name="priceUnit"
            render={({ field }) => (
              <SelectField
                label="Price unit"
                value={field.value}
                onChange={field.onChange}
                options={PRICE_UNITS}
                labels={PRICE_UNIT_LABELS}
              />
            )}
          />
        </SimpleGrid>
        <FormField label="Notes" error={e.notes?.message}>
          <Textarea rows={2} {...register('notes')} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}

/** What the company buys. */
export function BuyProfilesSection() {
  const { companyId } = useCompanyContext();
  const list = useApi(Crm.listBuyProfiles, { params: { id: companyId } });
  const [editing, setEditing] = useState<BuyProfile | 'new'>();
  const [deleting, setDeleting] = useState<BuyProfile>();
  const profiles = list.data?.data ?? [];
  return (
    <Section
      title="Buy profiles"
      action={
        <Button size="sm" onClick={() => setEditing('new')}>
          <LuPlus aria-hidden /> Add buy profile
        </Button>
      }
    >
      {list.isLoading && <Skeleton height="10" />}
      {list.error && <Text color="fg.error">The buy profiles could not be loaded.</Text>}
      {!list.isLoading && !list.error && !profiles.length && (
        <Text color="fg.muted">No buy profiles yet.</Text>
      )}
      <Stack as="ul" listStyleType="none" gap="2">
        {profiles.map((p) => (
          <HStack
            as="li"
            key={p.id}
            justify="space-between"
            borderWidth="1px"
            borderRadius="md"
            p="2"
            wrap="wrap"
          >
            <Text>
              <strong>{MATERIAL_TYPE_LABELS[p.materialType]}</strong> {summary(p) && `· ${summary(p)}`}
            </Text>
            <HStack gap="1">
              <Button
                size="xs"
                variant="outline"
                onClick={() => setEditing(p)}
                aria-label={`Edit ${MATERIAL_TYPE_LABELS[p.materialType]} buy profile`}
              >
                Edit
              </Button>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                onClick={() => setDeleting(p)}
                aria-label={`Delete ${MATERIAL_TYPE_LABELS[p.materialType]} buy profile`}
              >
                Delete
              </Button>
            </HStack>
          </HStack>
        ))}
      </Stack>
      {editing && (
        <ProfileDialog
          profile={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void list.mutate();
          }}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Delete buy profile?"
        confirmLabel="Delete"
        destructive
        onClose={() => setDeleting(undefined)}
        onConfirm={async () => {
          try {
            await api(Crm.deleteBuyProfile, { params: { id: companyId, profileId: deleting!.id } });
            notify('success', 'Buy profile deleted');
            await list.mutate();
          } catch (err) {
            notify('error', messageOf(err));
          }
          setDeleting(undefined);
        }}
      >
        This buy profile will be removed.
      </ConfirmDialog>
    </Section>
  );
}
