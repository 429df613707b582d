import { useState } from 'react';
import { HStack, Stack } from '@chakra-ui/react';
import {
  CONVERSION_TYPE_LABELS,
  CONVERSION_TYPES,
  INITIAL_UNIT_CONVERTER,
  UNITS_BY_TYPE,
  convertUnit,
  toAmount,
  unitConverterFor,
  unitLabel,
  type ConversionType,
} from '@polyloop/shared/conversions';
import { NumberField, SelectField, show } from './ConversionField';
import { ToolDialog } from './ToolDialog';

type Units = (typeof UNITS_BY_TYPE)[ConversionType][number];

/** Unit conversion tool (spec part 3 §2.10, §3.11, §5.5): editing either side converts the other. */
export default function UnitConversionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [type, setType] = useState<ConversionType>(INITIAL_UNIT_CONVERTER.type);
  const [from, setFrom] = useState<Units>(INITIAL_UNIT_CONVERTER.from);
  const [to, setTo] = useState<Units>(INITIAL_UNIT_CONVERTER.to);
  const [value1, setValue1] = useState(show(INITIAL_UNIT_CONVERTER.value1));
  const [value2, setValue2] = useState(show(INITIAL_UNIT_CONVERTER.value2));

  const convert = (value: number, a: Units, b: Units) => convertUnit<ConversionType>(type, value, a, b);
  const units = UNITS_BY_TYPE[type] as readonly Units[];
  const label = (u: Units) => unitLabel(type, u);

  return (
    <ToolDialog title="Unit conversion" open={open} onClose={onClose}>
      <Stack gap="4">
        <SelectField
          label="Conversion type"
          value={type}
          options={CONVERSION_TYPES}
          optionLabel={(t) => CONVERSION_TYPE_LABELS[t]}
          onChange={(t) => {
            const next = unitConverterFor(t);
            setType(t);
            setFrom(next.from);
            setTo(next.to);
            setValue1(show(next.value1));
            setValue2(show(next.value2));
          }}
        />
        <HStack align="flex-end">
          <NumberField
            label="Value"
            value={value1}
            onChange={(v) => {
              setValue1(v);
              setValue2(show(convert(toAmount(v), from, to)));
            }}
          />
          <SelectField
            label="From unit"
            value={from}
            options={units}
            optionLabel={label}
            onChange={(u) => {
              setFrom(u);
              setValue2(show(convert(toAmount(value1), u, to)));
            }}
          />
        </HStack>
        <HStack align="flex-end">
          <NumberField
            label="Converted value"
            value={value2}
            onChange={(v) => {
              setValue2(v);
              setValue1(show(convert(toAmount(v), to, from)));
            }}
          />
          <SelectField
            label="To unit"
            value={to}
            options={units}
            optionLabel={label}
            onChange={(u) => {
              setTo(u);
              setValue2(show(convert(toAmount(value1), from, u)));
            }}
          />
        </HStack>
      </Stack>
    </ToolDialog>
  );
}
