import { useForm } from 'react-hook-form';
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { InventoryRoutes, WEIGHT_UNIT_LABELS, type PriceUnit } from '@polyloop/shared';
import { AdjustmentInput, LotPatch, type Lot } from '@polyloop/shared/inventory/lot';
import { api } from '../../lib/api';
import { bodyKey, clearingBlanks, schemaResolver } from '../../lib/form';
import { useFormSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { FormDialog } from '../../components/FormDialog';
import { DateField, NumberField, TextField } from '../../components/form-fields';
import { MaterialWeightPrice } from '../../components/MaterialWeightPrice';
import { formatWeight } from './format';

interface AdjustValues {
  change: string;
  reason: string;
}
const toAdjustment = (v: AdjustValues) => ({
  change: v.change.trim() === '' ? undefined : Number(v.change),
  reason: v.reason,
});

/** Adds to or takes from the lot's remaining weight, with the reason kept as an adjustment. */
export function AdjustDialog({ lot, onClose }: { lot: Lot; onClose: () => void }) {
  const unit = WEIGHT_UNIT_LABELS[lot.remainingWeight.unit];
  const form = useForm<AdjustValues>({
    resolver: schemaResolver(AdjustmentInput, toAdjustment),
    mode: 'onChange',
    defaultValues: { change: '', reason: '' },
  });
  const submit = useFormSubmit(
    form,
    async (v) =>
      (
        await api(InventoryRoutes.adjustLot, {
          params: { id: lot.id },
          body: AdjustmentInput.parse(toAdjustment(v)),
        })
      ).data,
    {
      success: (l) => `${l.identifier} now holds ${formatWeight(l.remainingWeight)}`,
      description: 'The weight was not adjusted.',
      touches: VIEWS.lot,
      onSuccess: onClose,
    },
  );
  return (
    <FormDialog
      open
      title={`Adjust ${lot.identifier}`}
      submitLabel="Adjust weight"
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="4">
        <NumberField
          control={form.control}
          name="change"
          label={`Change (${unit})`}
          signed
          required
          helper={`Now ${formatWeight(lot.remainingWeight)}. A negative change takes weight away, e.g. -200.`}
        />
        <TextField control={form.control} name="reason" label="Reason" required rows={2} />
      </Stack>
    </FormDialog>
  );
}

interface EditValues {
  cost: string;
  costUnit: PriceUnit;
  lotNumber: string;
  receivedDate: string;
  notes: string;
}
const toPatch = (v: EditValues) => ({
  cost: v.cost.trim() === '' ? undefined : { unitValue: Number(v.cost), unit: v.costUnit },
  lotNumber: v.lotNumber.trim(),
  receivedDate: v.receivedDate,
  notes: v.notes.trim(),
});
const editValuesOf = (lot: Lot): EditValues => ({
  cost: lot.cost ? String(lot.cost.unitValue) : '',
  costUnit: lot.cost?.unit ?? 'POUND',
  lotNumber: lot.lotNumber ?? '',
  receivedDate: lot.receivedDate,
  notes: lot.notes ?? '',
});
const editFieldOf = (path: readonly PropertyKey[]) => {
  const key = bodyKey(path);
  return key.startsWith('cost') ? (key === 'cost.unit' ? 'costUnit' : 'cost') : key;
};

/** Changes what describes the lot (its weight moves through adjustments only). */
export function EditLotDialog({ lot, onClose }: { lot: Lot; onClose: () => void }) {
  const form = useForm<EditValues>({
    resolver: schemaResolver(LotPatch, toPatch, editFieldOf),
    mode: 'onChange',
    defaultValues: editValuesOf(lot),
  });
  const submit = useFormSubmit(
    form,
    async (v) =>
      // A cost the user emptied goes as null, which clears it.
      (
        await api(InventoryRoutes.updateLot, {
          params: { id: lot.id },
          body: clearingBlanks(toPatch(v), toPatch(editValuesOf(lot))),
        })
      ).data,
    {
      fieldOf: (key) => editFieldOf(key.split('.')),
      success: (l) => `${l.identifier} saved`,
      description: 'The lot was not saved.',
      touches: VIEWS.lot,
      onSuccess: onClose,
    },
  );
  return (
    <FormDialog
      open
      title={`Edit ${lot.identifier}`}
      submitLabel="Save lot"
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      onClose={onClose}
      size="lg"
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <MaterialWeightPrice
            control={form.control}
            price={{ name: 'cost', unitName: 'costUnit', label: 'Cost ($)', unitLabel: 'Cost unit' }}
          />
          <TextField control={form.control} name="lotNumber" label="Lot number" />
          <DateField control={form.control} name="receivedDate" label="Received date" required />
        </SimpleGrid>
        <TextField control={form.control} name="notes" label="Notes" rows={3} />
      </Stack>
    </FormDialog>
  );
}
