import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Button, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { TextField } from '../../components/form-fields';
import {
  MaterialWeightPrice,
  type MaterialChoices,
  type MeasureSpec,
} from '../../components/MaterialWeightPrice';
import { Section } from '../../components/Section';
import { fieldIn, type GroupPath } from '../../lib/form';
import type { LineValues } from './order-form';

/** An order or a shipment holds at most this many lines; the API refuses more. */
const MAX_LINES = 50;

/** The lines as the form's field array holds them (`useFieldArray`). */
interface Lines<L> {
  fields: readonly ({ id: string } & L)[];
  append: (line: L) => void;
  remove: (index: number) => void;
}

/**
 * The lines of an order (its items) or of a shipment (its manifest): a section with Add, a card per
 * line with Remove (one line always stays), and on each its description, material, weight and the
 * buy and sell prices. `noun` names the lines ("Item 2", "Remove item 2", "Add item"); `lineName`
 * when the card is called otherwise ("Manifest line 2"). A line's weight is the one it ships
 * (an item's weight, a manifest line's net weight); `beforeWeight` and `afterWeight` are the
 * line's own fields beside it (a manifest line's packaging, pieces and tare weight).
 */
export function LineItems<T extends FieldValues, L extends LineValues>(props: {
  control: Control<T>;
  title: string;
  noun: 'item' | 'line';
  lineName?: (n: number) => string;
  lines: Lines<L>;
  empty: () => L;
  at: (index: number) => GroupPath<T, LineValues>;
  materials: MaterialChoices;
  weight: (index: number) => Omit<MeasureSpec<T>, 'required'>;
  beforeWeight?: (index: number) => ReactNode;
  afterWeight?: (index: number) => ReactNode;
  /** What the line came from, after its title (" from GLP-H12"). */
  source?: (line: L) => ReactNode;
  /** The line's own errors under its fields. */
  lineErrors?: (index: number) => ReactNode;
  error?: string;
  gap: string;
  /** Under the lines (the order's totals). */
  children?: ReactNode;
}) {
  const { control, noun, lines } = props;
  const Noun = noun === 'item' ? 'Item' : 'Line';
  return (
    <Section
      title={props.title}
      action={
        <Button
          size="sm"
          variant="outline"
          onClick={() => lines.append(props.empty())}
          disabled={lines.fields.length >= MAX_LINES}
        >
          <LuPlus aria-hidden /> {`Add ${noun}`}
        </Button>
      }
    >
      <Stack gap={props.gap}>
        {lines.fields.map((field, index) => {
          const n = index + 1;
          const name = (f: FieldPath<LineValues>) => fieldIn<T, LineValues>(props.at(index), f);
          return (
            <Stack
              key={field.id}
              gap="3"
              borderWidth="1px"
              borderRadius="md"
              p="3"
              role="group"
              aria-label={props.lineName?.(n) ?? `${Noun} ${n}`}
            >
              <HStack justify="space-between">
                <Text fontWeight="medium">
                  {`${Noun} ${n}`}
                  {props.source?.(field)}
                </Text>
                <IconButton
                  aria-label={`Remove ${noun} ${n}`}
                  size="sm"
                  variant="ghost"
                  onClick={() => lines.remove(index)}
                  disabled={lines.fields.length === 1}
                >
                  <LuTrash2 />
                </IconButton>
              </HStack>
              <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="3">
                <TextField
                  control={control}
                  name={name('description')}
                  label="Description"
                  maxLength={120}
                  helper="Blank: the material's name"
                />
                <MaterialWeightPrice
                  control={control}
                  material={{
                    name: name('materialId'),
                    typeName: name('materialType'),
                    materials: props.materials,
                  }}
                  beforeWeight={props.beforeWeight?.(index)}
                  weight={{ ...props.weight(index), required: true }}
                  afterWeight={props.afterWeight?.(index)}
                  price={[
                    {
                      name: name('buyPrice'),
                      unitName: name('buyUnit'),
                      label: 'Buy price ($)',
                      unitLabel: 'Buy price unit',
                    },
                    {
                      name: name('sellPrice'),
                      unitName: name('sellUnit'),
                      label: 'Sell price ($)',
                      unitLabel: 'Sell price unit',
                    },
                  ]}
                />
              </SimpleGrid>
              {props.lineErrors?.(index)}
            </Stack>
          );
        })}
        {props.error && <Text color="fg.error">{props.error}</Text>}
        {props.children}
      </Stack>
    </Section>
  );
}
