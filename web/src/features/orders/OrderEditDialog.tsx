import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { OrderRoutes } from '@polyloop/shared';
import { OrderPatch, type Order } from '@polyloop/shared/orders/order';
import { FormDialog } from '../../components/FormDialog';
import { TextField } from '../../components/form-fields';
import { api } from '../../lib/api';
import { schemaResolver } from '../../lib/form';
import { useFormSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { OrderNumberDateFields, OrderPlaceFields } from './OrderFields';
import { orderFieldOf, type OrderTermValues } from './order-form';
import { useCompanyLocations } from './use-companies';

const valuesOf = (o: Order): OrderTermValues => ({
  salesOrderNumber: o.salesOrderNumber ?? '',
  customerPoNumber: o.customerPoNumber ?? '',
  sourceLocationId: o.source?.locationId ?? '',
  destinationLocationId: o.destination?.locationId ?? '',
  orderDate: o.orderDate,
  pickupDate: o.pickupDate ?? '',
  deliveryDate: o.deliveryDate ?? '',
  pickup: o.pickup,
  notes: o.notes ?? '',
});

/** The change: blank numbers, dates and notes go as null, which clears them; a place is changed, never cleared. */
const toPatch = (v: OrderTermValues): OrderPatch => ({
  salesOrderNumber: v.salesOrderNumber.trim() || null,
  customerPoNumber: v.customerPoNumber.trim() || null,
  ...(v.sourceLocationId ? { sourceLocationId: v.sourceLocationId } : {}),
  ...(v.destinationLocationId ? { destinationLocationId: v.destinationLocationId } : {}),
  orderDate: v.orderDate,
  pickupDate: v.pickupDate || null,
  deliveryDate: v.deliveryDate || null,
  pickup: v.pickup,
  notes: v.notes.trim() || null,
});

/**
 * Changes an order's numbers, places, dates and notes. Its companies and items stay as made: they
 * decide whose weight the order took, so a different deal is a new order.
 */
export function OrderEditDialog({
  order,
  open,
  onClose,
}: {
  order: Order;
  open: boolean;
  onClose: () => void;
}) {
  const form = useForm<OrderTermValues>({
    resolver: schemaResolver(OrderPatch, toPatch, orderFieldOf),
    mode: 'onChange',
    defaultValues: valuesOf(order),
  });
  const { control, reset } = form;
  useEffect(() => {
    if (open) reset(valuesOf(order));
  }, [open, order, reset]);
  const sources = useCompanyLocations(open ? order.supplier.id : '');
  const destinations = useCompanyLocations(open ? order.receiver.id : '');
  const submit = useFormSubmit(
    form,
    async (v) => (await api(OrderRoutes.updateOrder, { params: { id: order.id }, body: toPatch(v) })).data,
    {
      fieldOf: (key) => orderFieldOf(key.split('.')),
      success: (o) => `Order ${o.identifier} saved`,
      description: 'The order was not saved.',
      touches: VIEWS.order,
      onSuccess: onClose,
    },
  );
  return (
    <FormDialog
      open={open}
      title={`Edit order ${order.identifier}`}
      submitLabel="Save order"
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      onClose={onClose}
      size="lg"
    >
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          {`${order.supplier.name} → ${order.receiver.name}. The companies and items stay as the order was made.`}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <OrderPlaceFields
            control={control}
            sources={sources}
            destinations={destinations}
            sourcePlaceholder="Not set"
            destinationPlaceholder="Not set"
          />
          <OrderNumberDateFields control={control} />
        </SimpleGrid>
        <TextField control={control} name="notes" label="Notes" rows={3} />
      </Stack>
    </FormDialog>
  );
}
