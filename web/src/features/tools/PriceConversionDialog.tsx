import { useId, useState } from 'react';
import { HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import {
  DEFAULT_PRICE_UNIT,
  DEFAULT_RESULT_UNIT,
  DEFAULT_WEIGHT_UNIT,
  PRICE_UNIT_LABELS,
  PRICE_UNITS,
  WEIGHT_UNIT_LABELS,
  WEIGHT_UNITS,
  convertPrice,
  dollarsOf,
  lineValueCents,
  toAmount,
  type PriceUnit,
  type WeightUnit,
} from '@polyloop/shared/conversions';
import { NumberField, SelectField } from './ConversionField';
import { ToolDialog } from './ToolDialog';

/** A price per unit, to the micro-dollar it is kept in. */
const perUnit = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 6 });
/** An amount of money, in dollars and cents. */
const money = (cents: number) =>
  dollarsOf(cents).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function Result({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <Stack gap="1" bg="brand.subtle" borderRadius="md" p="3">
      <Text fontSize="sm" color="fg.muted" id={id}>
        {label}
      </Text>
      <Text as="output" fontSize="xl" fontWeight="semibold" aria-labelledby={id} aria-live="polite">
        {value}
      </Text>
    </Stack>
  );
}

/** A choice of price unit ("$/lb"). */
function PriceUnitField(props: { label: string; value: PriceUnit; onChange: (unit: PriceUnit) => void }) {
  return <SelectField {...props} options={PRICE_UNITS} optionLabel={(u) => PRICE_UNIT_LABELS[u]} />;
}

/** A price and the unit it is per, side by side; both tabs start from one. */
function usePriceInput() {
  const [price, setPrice] = useState('');
  const [unit, setUnit] = useState<PriceUnit>(DEFAULT_PRICE_UNIT);
  const input = (
    <HStack align="flex-end">
      <NumberField label="Price" value={price} onChange={setPrice} />
      <PriceUnitField label="Price unit" value={unit} onChange={setUnit} />
    </HStack>
  );
  return { price, unit, input };
}

function UnitsTab() {
  const { price, unit: from, input } = usePriceInput();
  const [to, setTo] = useState<PriceUnit>(DEFAULT_RESULT_UNIT);
  return (
    <Stack gap="4">
      {input}
      <PriceUnitField label="Result unit" value={to} onChange={setTo} />
      <Result
        label="Converted price"
        value={`${perUnit(convertPrice(toAmount(price), from, to))} ${PRICE_UNIT_LABELS[to]}`}
      />
    </Stack>
  );
}

function TotalTab() {
  const { price, unit: priceUnit, input } = usePriceInput();
  const [weight, setWeight] = useState('');
  const [weightUnit, setWeightUnit] = useState<WeightUnit>(DEFAULT_WEIGHT_UNIT);
  return (
    <Stack gap="4">
      {input}
      <HStack align="flex-end">
        <NumberField label="Weight" value={weight} onChange={setWeight} />
        <SelectField
          label="Weight unit"
          value={weightUnit}
          options={WEIGHT_UNITS}
          optionLabel={(u) => WEIGHT_UNIT_LABELS[u]}
          onChange={setWeightUnit}
        />
      </HStack>
      <Result
        label="Total price"
        value={money(
          lineValueCents(
            { unitValue: toAmount(price), unit: priceUnit },
            { unitValue: toAmount(weight), unit: weightUnit },
          ),
        )}
      />
    </Stack>
  );
}

/** Price conversion tool with the Units and Total tabs (spec part 3 §2.4, §5.5). */
export default function PriceConversionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ToolDialog title="Price conversion" open={open} onClose={onClose}>
      <Tabs.Root defaultValue="units" variant="enclosed" fitted lazyMount unmountOnExit>
        <Tabs.List>
          <Tabs.Trigger value="units">Units</Tabs.Trigger>
          <Tabs.Trigger value="total">Total</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="units">
          <UnitsTab />
        </Tabs.Content>
        <Tabs.Content value="total">
          <TotalTab />
        </Tabs.Content>
      </Tabs.Root>
    </ToolDialog>
  );
}
