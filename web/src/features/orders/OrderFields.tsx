import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { CheckboxField, DateField, SelectField, TextField } from '../../components/form-fields';
import type { Choices } from '../../components/ui/options-select';
import type { OrderTermValues } from './order-form';

const termOf = <T extends FieldValues>(name: keyof OrderTermValues) => name as FieldPath<T>;

/** The supplier's place the order leaves from and the receiver's it goes to: two cells of the form's grid. */
export function OrderPlaceFields<T extends FieldValues & OrderTermValues>(props: {
  control: Control<T>;
  sources: Choices;
  destinations: Choices;
  sourcePlaceholder: string;
  destinationPlaceholder: string;
}) {
  return (
    <>
      <SelectField
        control={props.control}
        name={termOf<T>('sourceLocationId')}
        label="Source location"
        choices={props.sources}
        placeholder={props.sourcePlaceholder}
      />
      <SelectField
        control={props.control}
        name={termOf<T>('destinationLocationId')}
        label="Destination location"
        choices={props.destinations}
        placeholder={props.destinationPlaceholder}
      />
    </>
  );
}

/** The order's numbers, its dates and whether the receiver picks up: cells of the form's grid. */
export function OrderNumberDateFields<T extends FieldValues & OrderTermValues>({
  control,
}: {
  control: Control<T>;
}) {
  return (
    <>
      <TextField
        control={control}
        name={termOf<T>('salesOrderNumber')}
        label="Sales order number"
        maxLength={330}
      />
      <TextField
        control={control}
        name={termOf<T>('customerPoNumber')}
        label="Customer PO number"
        maxLength={330}
      />
      <DateField control={control} name={termOf<T>('orderDate')} label="Order date" required />
      <DateField control={control} name={termOf<T>('pickupDate')} label="Pickup date" />
      <DateField control={control} name={termOf<T>('deliveryDate')} label="Delivery date" />
      <CheckboxField control={control} name={termOf<T>('pickup')} label="The receiver picks up" />
    </>
  );
}
