import { useFieldArray, type Control } from 'react-hook-form';
import { Button, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import {
  MATERIAL_TYPE_LABELS,
  MaterialType,
  PRICE_UNIT_LABELS,
  PRICE_UNITS,
  SHIPMENT_WEIGHT_UNITS,
  WEIGHT_UNIT_LABELS,
} from '@polyloop/shared';
import { PAYMENT_TERMS_LABELS, PaymentTerms } from '@polyloop/shared/finance/invoice';
import { DateField, NumberField, SelectField, TextField } from '../../components/form-fields';
import { Section } from '../../components/Section';
import { emptyItem, type DocumentValues } from './invoice-form';

const MAX_ITEMS = 50;

/** The dates, terms, tax and texts of an invoice or bill. */
export function DocumentFields({ control }: { control: Control<DocumentValues> }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <DateField control={control} name="invoiceDate" label="Date" helper="Today unless set" />
      <SelectField
        control={control}
        name="paymentTerms"
        label="Payment terms"
        required
        options={PaymentTerms.options}
        labels={PAYMENT_TERMS_LABELS}
      />
      <NumberField control={control} name="taxRate" label="Tax rate (%)" step="0.001" />
      <TextField control={control} name="description" label="Description" rows={2} />
      <TextField control={control} name="paymentInstructions" label="Payment instructions" rows={2} />
      <TextField control={control} name="termsAndConditions" label="Terms and conditions" rows={2} />
    </SimpleGrid>
  );
}

/** The items by hand: description, material type, quantity and unit, price and unit. */
export function ItemFields({ control, error }: { control: Control<DocumentValues>; error?: string }) {
  const items = useFieldArray({ control, name: 'items' });
  return (
    <Section
      title="Items"
      action={
        <Button
          size="sm"
          variant="outline"
          onClick={() => items.append(emptyItem())}
          disabled={items.fields.length >= MAX_ITEMS}
        >
          <LuPlus aria-hidden /> Add item
        </Button>
      }
    >
      <Stack gap="4">
        {error && <Text color="fg.error">{error}</Text>}
        {items.fields.map((field, i) => (
          <Stack
            key={field.id}
            gap="3"
            borderWidth="1px"
            borderRadius="md"
            p="3"
            role="group"
            aria-label={`Item ${i + 1}`}
          >
            <HStack justify="space-between">
              <Text fontWeight="medium">{`Item ${i + 1}`}</Text>
              <IconButton
                aria-label={`Remove item ${i + 1}`}
                size="sm"
                variant="ghost"
                disabled={items.fields.length <= 1}
                onClick={() => items.remove(i)}
              >
                <LuTrash2 />
              </IconButton>
            </HStack>
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="3">
              <TextField control={control} name={`items.${i}.description`} label="Description" required />
              <SelectField
                control={control}
                name={`items.${i}.materialType`}
                label="Material type"
                placeholder="None"
                options={MaterialType.options}
                labels={MATERIAL_TYPE_LABELS}
              />
              <span />
              <NumberField control={control} name={`items.${i}.quantity`} label="Quantity" required />
              <SelectField
                control={control}
                name={`items.${i}.weightUnit`}
                label="Quantity unit"
                options={SHIPMENT_WEIGHT_UNITS}
                labels={WEIGHT_UNIT_LABELS}
              />
              <span />
              <NumberField control={control} name={`items.${i}.price`} label="Price" required />
              <SelectField
                control={control}
                name={`items.${i}.priceUnit`}
                label="Price unit"
                options={PRICE_UNITS}
                labels={PRICE_UNIT_LABELS}
              />
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </Section>
  );
}
