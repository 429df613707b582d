import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { NumberField } from '../../../components/form-fields';

/** An auction amount in dollars per unit (a bid, the increment, the reserve, an agreed price), to four decimals. */
export function BidAmountField<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  helper?: string;
}) {
  return <NumberField {...props} currency decimals={4} />;
}
