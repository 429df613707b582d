import { useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Button, Dialog, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DocumentRoutes, MATERIAL_TYPE_LABELS, WEIGHT_UNIT_LABELS } from '@polyloop/shared';
import {
  DOCUMENT_MESSAGES,
  GenerateShipmentDocument,
  packingWeightsDiffer,
  type PackingLine,
} from '@polyloop/shared/orders/document';
import { lineName, pounds, toMilliPounds } from '@polyloop/shared/orders/order';
import type { Shipment } from '@polyloop/shared/orders/shipment';
import { AppDialog } from '../../components/AppDialog';
import { FormDialog } from '../../components/FormDialog';
import { NumberField } from '../../components/form-fields';
import { api } from '../../lib/api';
import { joinPath, numberOrUndefined, schemaResolver } from '../../lib/form';
import { useSubmit, onInvalidSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { formatWeight } from './format';
import { text } from './order-form';

interface LineValues {
  itemId: string;
  pieceCount: string;
  netWeight: string;
  tareWeight: string;
}
interface PackingValues {
  lines: LineValues[];
}
type Packing = Extract<GenerateShipmentDocument, { type: 'PACKING_LIST' }>;

const valuesOf = (shipment: Shipment): PackingValues => ({
  lines: shipment.manifest.map((m) => ({
    itemId: m.id,
    pieceCount: text(m.pieceCount),
    netWeight: text(m.netWeight.unitValue),
    tareWeight: text(m.tareWeight.unitValue),
  })),
});

/** The form's lines as the API takes them; each keeps its manifest item's unit. */
function packingOf(shipment: Shipment, values: PackingValues): Packing {
  return {
    type: 'PACKING_LIST',
    lines: values.lines.map((l, i) => ({
      itemId: l.itemId,
      pieceCount: numberOrUndefined(l.pieceCount),
      netWeight: {
        unitValue: numberOrUndefined(l.netWeight) as number,
        unit: shipment.manifest[i]!.netWeight.unit,
      },
      tareWeight: numberOrUndefined(l.tareWeight),
    })),
  } as Packing;
}

/** `lines.0.netWeight.unitValue` → `lines.0.netWeight`. */
const fieldOf = (path: readonly PropertyKey[]) => joinPath(path).replace(/\.unitValue$/, '');
const netPounds = (lines: Pick<PackingLine, 'netWeight'>[]) =>
  pounds(lines.reduce((sum, l) => sum + toMilliPounds(l.netWeight), 0));

/** What differs, in words: the net totals, or the tare weights when the nets agree. */
function mismatch(shipment: Shipment, packing: Packing): string {
  const packed = netPounds(packing.lines ?? []);
  const differs =
    packed === shipment.netWeight.unitValue
      ? 'The packing list’s tare weights differ from the manifest’s.'
      : `The packing list weighs ${formatWeight({ unitValue: packed, unit: 'POUND' })} net; the manifest says ${formatWeight(shipment.netWeight)}.`;
  return `${differs} Update the manifest to the packed weights? The shipment’s weight, revenue and cost follow.`;
}

/**
 * The packing list as it was loaded: each manifest item's pieces and weights, prefilled from the
 * manifest and changed where the loading differed. When the weights differ from the manifest's,
 * the user is offered to update the manifest too (spec part 1 §5) before the PDF is written.
 */
export function PackingListDialog({
  shipment,
  open,
  onClose,
}: {
  shipment: Shipment;
  open: boolean;
  onClose: () => void;
}) {
  const form = useForm<PackingValues>({
    resolver: schemaResolver(GenerateShipmentDocument, (v: PackingValues) => packingOf(shipment, v), fieldOf),
    defaultValues: valuesOf(shipment),
  });
  const { fields } = useFieldArray({ control: form.control, name: 'lines' });
  const [differing, setDiffering] = useState<Packing>();
  const generating = useSubmit({ success: DOCUMENT_MESSAGES.generated, touches: VIEWS.shipmentDocument });
  const updating = useSubmit({
    success: DOCUMENT_MESSAGES.generated,
    touches: [...VIEWS.shipmentDocument, ...VIEWS.shipment],
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(valuesOf(shipment));
  }, [open, reset, shipment]);

  const generate = async (packing: Packing, updateManifest: boolean) => {
    const submit = updateManifest ? updating : generating;
    const done = await submit.run(() =>
      api(DocumentRoutes.generateShipmentDocument, {
        params: { id: shipment.id },
        body: { ...packing, updateManifest },
      }),
    );
    if (!done) return;
    setDiffering(undefined);
    onClose();
  };
  const submit = form.handleSubmit(
    async (values) => {
      const packing = packingOf(shipment, values);
      if (packingWeightsDiffer(shipment.manifest, packing.lines ?? [])) setDiffering(packing);
      else await generate(packing, false);
    },
    () => onInvalidSubmit(),
  );

  return (
    <>
      <FormDialog
        open={open && !differing}
        title="Packing list"
        submitLabel="Generate packing list"
        submitting={form.formState.isSubmitting || generating.busy}
        onSubmit={submit}
        onClose={onClose}
        size="lg"
      >
        <Stack gap="5">
          <Text color="fg.muted" fontSize="sm">
            The pieces and weights as loaded. They start as the manifest says; change any that differ.
          </Text>
          {fields.map((field, index) => {
            const item = shipment.manifest[index]!;
            const unit = WEIGHT_UNIT_LABELS[item.netWeight.unit];
            return (
              <Stack key={field.id} gap="2" role="group" aria-label={`Packing line ${index + 1}`}>
                <Text fontWeight="medium">{`${index + 1}. ${lineName(item, (t) => MATERIAL_TYPE_LABELS[t])}`}</Text>
                <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
                  <NumberField
                    control={form.control}
                    name={`lines.${index}.pieceCount`}
                    label="Pieces"
                    step="1"
                  />
                  <NumberField
                    control={form.control}
                    name={`lines.${index}.netWeight`}
                    label={`Net weight (${unit})`}
                    required
                  />
                  <NumberField
                    control={form.control}
                    name={`lines.${index}.tareWeight`}
                    label={`Tare weight (${unit})`}
                  />
                </SimpleGrid>
              </Stack>
            );
          })}
        </Stack>
      </FormDialog>
      <AppDialog
        open={!!differing}
        onClose={() => setDiffering(undefined)}
        role="alertdialog"
        title="Update the manifest?"
        contentProps={{ maxW: '37.5rem' }}
        footer={
          <>
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">Cancel</Button>
            </Dialog.ActionTrigger>
            <Button
              variant="outline"
              loading={generating.busy}
              disabled={updating.busy}
              onClick={() => void generate(differing!, false)}
            >
              Keep the manifest
            </Button>
            <Button
              loading={updating.busy}
              disabled={generating.busy}
              onClick={() => void generate(differing!, true)}
            >
              Update the manifest
            </Button>
          </>
        }
      >
        {differing && <Text>{mismatch(shipment, differing)}</Text>}
      </AppDialog>
    </>
  );
}
