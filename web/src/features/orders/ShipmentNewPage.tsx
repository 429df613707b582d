import { useEffect, useMemo, useRef } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { OrderRoutes, SHIPMENT_WEIGHT_UNITS } from '@polyloop/shared';
import { ShipmentInput, ShipmentPatch } from '@polyloop/shared/orders/shipment';
import { api, useApi } from '../../lib/api';
import { schemaResolver } from '../../lib/form';
import { useFormSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import {
  CheckboxField,
  DateField,
  NumberField,
  SelectField,
  SubmitButton,
  TextField,
} from '../../components/form-fields';
import { PackagingField } from '../../components/PackagingField';
import { Section } from '../../components/Section';
import { RecordFallback } from '../../components/RecordPage';
import { PageHeader } from '../crm-shared/PageHeader';
import { LineItems } from './LineItems';
import { useMaterialOptions } from '../inventory/use-pickers';
import {
  emptyManifestLine,
  orderFieldOf,
  shipmentFormOf,
  toShipmentInput,
  toShipmentPatch,
  type ManifestValues,
  type ShipmentFormValues,
} from './order-form';
import { SHIPMENTS_BASE } from './format';

const SHIPMENT_UNITS = SHIPMENT_WEIGHT_UNITS.filter(
  (u): u is ManifestValues['netUnit'] => u !== ('GRAM' as string),
);

const emptyForm = (orderId: string): ShipmentFormValues => ({
  orderId,
  carrierName: '',
  trailerNumber: '',
  sealNumber: '',
  number: '',
  pickupDate: '',
  deliveryDate: '',
  contactName: '',
  contactPhone: '',
  appointment: '',
  pickupDetails: '',
  deliveryDetails: '',
  blindShipment: false,
  manifest: [emptyManifestLine()],
});

/**
 * New shipment (spec part 1 §2 orders/{orderId}/shipments/new and shipments/new): the carrier,
 * dates, contact and the manifest, which starts as the order's items. At shipments/{id}/edit the
 * same form changes a shipment; a field left blank is cleared.
 */
export default function ShipmentNewPage() {
  const navigate = useNavigate();
  const params = useParams();
  const editing = params.id;
  const form = useForm<ShipmentFormValues>({
    resolver: editing
      ? schemaResolver(ShipmentPatch, toShipmentPatch, orderFieldOf)
      : schemaResolver(ShipmentInput, toShipmentInput, orderFieldOf),
    mode: 'onChange',
    defaultValues: emptyForm(params.orderId ?? ''),
  });
  const current = useApi(OrderRoutes.getShipment, editing ? { params: { id: editing } } : null);
  const { control, formState, reset, getValues } = form;
  const manifest = useFieldArray({ control, name: 'manifest' });
  const orderId = useWatch({ control, name: 'orderId' });
  const orders = useApi(
    OrderRoutes.listOrders,
    params.orderId || editing ? null : { query: { size: 100, statuses: ['OPEN'] } },
  );
  const order = useApi(OrderRoutes.getOrder, orderId ? { params: { id: orderId } } : null);
  const materials = useMaterialOptions();
  const orderChoices = useMemo(() => {
    const rows = orders.data?.data ?? [];
    return {
      ids: rows.map((o) => o.id),
      labels: Object.fromEntries(
        rows.map((o) => [o.id, `${o.identifier} — ${o.supplier.name} → ${o.receiver.name}`]),
      ),
    };
  }, [orders.data]);

  // A shipment being changed fills the form once; its manifest is its own, not its order's items.
  const filledFor = useRef('');
  const loaded = current.data?.data;
  useEffect(() => {
    if (!loaded || filledFor.current) return;
    filledFor.current = loaded.order.id;
    reset(shipmentFormOf(loaded));
  }, [loaded, reset]);

  // A new shipment's manifest starts as the chosen order's items.
  useEffect(() => {
    if (editing) return;
    const o = order.data?.data;
    if (!o || filledFor.current === o.id) return;
    filledFor.current = o.id;
    reset({
      ...getValues(),
      orderId: o.id,
      manifest: o.items.map((i) => ({
        ...emptyManifestLine(),
        description: i.description ?? '',
        materialId: i.materialId ?? '',
        materialType: i.materialType,
        packaging: i.packaging ?? '',
        netWeight: String(i.weight.unitValue),
        netUnit: i.weight.unit === 'GRAM' ? 'KILOGRAM' : i.weight.unit,
        buyPrice: i.buyPrice ? String(i.buyPrice.unitValue) : '',
        buyUnit: i.buyPrice?.unit ?? 'POUND',
        sellPrice: i.sellPrice ? String(i.sellPrice.unitValue) : '',
        sellUnit: i.sellPrice?.unit ?? 'POUND',
      })),
    });
  }, [order.data, reset, getValues, editing]);

  const submit = useFormSubmit(
    form,
    async (v) =>
      editing
        ? (await api(OrderRoutes.updateShipment, { params: { id: editing }, body: toShipmentPatch(v) })).data
        : (await api(OrderRoutes.createShipment, { body: toShipmentInput(v) })).data,
    {
      fieldOf: (key) => orderFieldOf(key.split('.')),
      success: (s) => `Shipment ${s.identifier} saved`,
      description: 'The shipment was not saved.',
      touches: VIEWS.shipment,
      onSuccess: async (s) => {
        await navigate(`${SHIPMENTS_BASE}/${s.id}/details`);
      },
    },
  );
  const o = order.data?.data;
  if (editing && !loaded)
    return (
      <RecordFallback
        error={current.error}
        noun="shipment"
        back={{ label: 'Back to shipments', to: SHIPMENTS_BASE }}
      />
    );
  return (
    <Stack gap="4">
      <PageHeader
        title={
          loaded
            ? `Edit shipment ${loaded.identifier}`
            : o
              ? `New shipment of ${o.identifier}`
              : 'New shipment'
        }
      />
      <form onSubmit={submit} noValidate aria-label="Shipment">
        <Stack gap="5">
          {!params.orderId && !editing && (
            <Section title="Order">
              <SelectField
                control={control}
                name="orderId"
                label="Order"
                required
                choices={orderChoices}
                placeholder="Choose an order"
              />
            </Section>
          )}
          {o && <Text color="fg.muted">{`${o.supplier.name} → ${o.receiver.name}`}</Text>}
          <Section title="Carrier and dates">
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
              <TextField control={control} name="carrierName" label="Carrier name" maxLength={60} />
              <TextField control={control} name="trailerNumber" label="Trailer number" maxLength={60} />
              <TextField control={control} name="sealNumber" label="Seal number" maxLength={60} />
              <TextField
                control={control}
                name="number"
                label="Shipment number"
                helper="A bill of lading number, for example."
                maxLength={330}
              />
              <DateField control={control} name="pickupDate" label="Pickup date" />
              <DateField control={control} name="deliveryDate" label="Delivery date" />
              <TextField control={control} name="contactName" label="Contact name" maxLength={60} />
              <TextField
                control={control}
                name="contactPhone"
                label="Contact phone"
                type="tel"
                helper="10 digits"
              />
              <TextField control={control} name="appointment" label="Appointment" maxLength={60} />
              <CheckboxField
                control={control}
                name="blindShipment"
                label="Blind shipment (the receiver's papers do not name the supplier)"
              />
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="4">
              <TextField control={control} name="pickupDetails" label="Pickup details" rows={2} />
              <TextField control={control} name="deliveryDetails" label="Delivery details" rows={2} />
            </SimpleGrid>
          </Section>
          <LineItems
            control={control}
            title="Manifest"
            noun="line"
            lineName={(n) => `Manifest line ${n}`}
            lines={manifest}
            empty={emptyManifestLine}
            at={(index) => `manifest.${index}`}
            materials={materials}
            beforeWeight={(index) => (
              <>
                <PackagingField control={control} name={`manifest.${index}.packaging`} />
                <NumberField
                  control={control}
                  name={`manifest.${index}.pieceCount`}
                  label="Pieces"
                  step="1"
                />
              </>
            )}
            weight={(index) => ({
              name: `manifest.${index}.netWeight`,
              unitName: `manifest.${index}.netUnit`,
              label: 'Net weight',
              unitLabel: 'Net weight unit',
              units: SHIPMENT_UNITS,
            })}
            afterWeight={(index) => (
              <NumberField
                control={control}
                name={`manifest.${index}.tareWeight`}
                label="Tare weight"
                helper="In the net weight's unit"
              />
            )}
            error={formState.errors.manifest?.message}
            gap="4"
          />
          <SubmitButton busy={formState.isSubmitting}>Save shipment</SubmitButton>
        </Stack>
      </form>
    </Stack>
  );
}
