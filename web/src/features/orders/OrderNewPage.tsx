import { useEffect, useRef } from 'react';
import { useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { OrderRoutes, SupplyRoutes } from '@polyloop/shared';
import { OrderInput } from '@polyloop/shared/orders/order';
import { api, useApi } from '../../lib/api';
import { schemaResolver } from '../../lib/form';
import { useFormSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { SubmitButton, TextField } from '../../components/form-fields';
import { FieldsSection, Section } from '../../components/Section';
import { PageHeader } from '../crm-shared/PageHeader';
import { LineItems } from './LineItems';
import { OrderNumberDateFields, OrderPlaceFields } from './OrderFields';
import { useMaterialOptions } from '../inventory/use-pickers';
import {
  emptyItem,
  emptyOrderForm,
  itemTotals,
  orderFieldOf,
  toOrderInput,
  type OrderFormValues,
} from './order-form';
import { formatMoney, ORDERS_BASE } from './format';
import { useCompanyLocations } from './use-companies';
import { CompanyField } from './CompanyLocationFields';

const today = () => new Date().toISOString().slice(0, 10);

function Totals({ control }: { control: Control<OrderFormValues> }) {
  const items = useWatch({ control, name: 'items' });
  const t = itemTotals(items);
  return (
    <HStack gap="6" wrap="wrap" aria-live="polite" aria-label="Order totals">
      <Text>{`Total weight: ${t.pounds.toLocaleString('en-US', { maximumFractionDigits: 3 })} lbs`}</Text>
      <Text>{`Total sales: ${formatMoney(t.sales)}`}</Text>
      <Text>{`Cost: ${formatMoney(t.cost)}`}</Text>
      <Text>{`Margin: ${formatMoney(t.sales - t.cost)}`}</Text>
    </HStack>
  );
}

/**
 * New order (spec part 1 §2 orders/new): the supplier and receiver with their places, numbers,
 * dates and items. `?haveId=` or `?needId=` starts it from that record: its company, place,
 * material, remaining weight and price fill the form, and the item takes its weight on save.
 */
export default function OrderNewPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const haveId = (params.get('haveId') ?? '').slice(0, 64);
  const needId = (params.get('needId') ?? '').slice(0, 64);
  const have = useApi(SupplyRoutes.getHave, haveId ? { params: { id: haveId } } : null);
  const need = useApi(SupplyRoutes.getNeed, needId ? { params: { id: needId } } : null);
  const form = useForm<OrderFormValues>({
    resolver: schemaResolver(OrderInput, toOrderInput, orderFieldOf),
    mode: 'onChange',
    defaultValues: emptyOrderForm(today()),
  });
  const { control, setValue, formState, reset } = form;
  const items = useFieldArray({ control, name: 'items' });
  const supplier = useWatch({ control, name: 'supplyingCompanyId' });
  const receiver = useWatch({ control, name: 'receivingCompanyId' });
  const sources = useCompanyLocations(supplier);
  const destinations = useCompanyLocations(receiver);
  const materials = useMaterialOptions();

  // Started from a have or a need: what it holds fills the form once.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current) return;
    const h = have.data?.data;
    const n = need.data?.data;
    if ((haveId && !h) || (needId && !n)) return;
    if (!h && !n) return;
    prefilled.current = true;
    const from = h ?? n!;
    reset({
      ...emptyOrderForm(today()),
      supplyingCompanyId: h ? h.companyId : '',
      receivingCompanyId: n ? n.companyId : '',
      sourceLocationId: h?.location?.locationId ?? '',
      destinationLocationId: n?.location?.locationId ?? '',
      items: [
        {
          ...emptyItem(),
          haveId: h?.id ?? '',
          needId: n?.id ?? '',
          source: from.identifier,
          description: from.name ?? '',
          materialId: from.materialId ?? '',
          materialType: from.materialType,
          weight: String(from.remainingWeight.unitValue),
          weightUnit: from.remainingWeight.unit,
          buyPrice: h?.price ? String(h.price.unitValue) : '',
          buyUnit: h?.price?.unit ?? 'POUND',
          sellPrice: n?.priceTarget ? String(n.priceTarget.unitValue) : '',
          sellUnit: n?.priceTarget?.unit ?? 'POUND',
        },
      ],
    });
  }, [have.data, need.data, haveId, needId, reset]);

  // Another company clears the old company's place.
  const before = useRef({ supplier, receiver });
  useEffect(() => {
    if (before.current.supplier && before.current.supplier !== supplier) setValue('sourceLocationId', '');
    if (before.current.receiver && before.current.receiver !== receiver)
      setValue('destinationLocationId', '');
    before.current = { supplier, receiver };
  }, [supplier, receiver, setValue]);

  const submit = useFormSubmit(
    form,
    async (v) => (await api(OrderRoutes.createOrder, { body: toOrderInput(v) })).data,
    {
      fieldOf: (key) => orderFieldOf(key.split('.')),
      success: (o) => `Order ${o.identifier} saved`,
      description: 'The order was not saved.',
      touches: VIEWS.order,
      onSuccess: async (o) => {
        await navigate(`${ORDERS_BASE}/${o.id}/summary`);
      },
    },
  );

  return (
    <Stack gap="4">
      <PageHeader title="New order" />
      <form onSubmit={submit} noValidate aria-label="Order">
        <Stack gap="5">
          <FieldsSection title="Companies and places">
            <CompanyField control={control} name="supplyingCompanyId" label="Supplier" required />
            <CompanyField control={control} name="receivingCompanyId" label="Receiver" required />
            <OrderPlaceFields
              control={control}
              sources={sources}
              destinations={destinations}
              sourcePlaceholder={supplier ? 'Choose a location' : 'Choose the supplier first'}
              destinationPlaceholder={receiver ? 'Choose a location' : 'Choose the receiver first'}
            />
          </FieldsSection>
          <FieldsSection title="Numbers and dates" wide>
            <OrderNumberDateFields control={control} />
          </FieldsSection>
          <LineItems
            control={control}
            title="Items"
            noun="item"
            lines={items}
            empty={emptyItem}
            at={(index) => `items.${index}`}
            materials={materials}
            weight={(index) => ({
              name: `items.${index}.weight`,
              unitName: `items.${index}.weightUnit`,
              label: 'Weight',
            })}
            source={(line) =>
              line.source ? (
                <>
                  {' from '}
                  <Link asChild color="brand.fg">
                    <RouterLink to={line.haveId ? `/haves/${line.haveId}` : `/needs/${line.needId}`}>
                      {line.source}
                    </RouterLink>
                  </Link>
                </>
              ) : null
            }
            lineErrors={(index) => (
              <>
                {formState.errors.items?.[index]?.haveId?.message && (
                  <Text color="fg.error">{formState.errors.items[index].haveId.message}</Text>
                )}
                {formState.errors.items?.[index]?.needId?.message && (
                  <Text color="fg.error">{formState.errors.items[index].needId.message}</Text>
                )}
              </>
            )}
            error={formState.errors.items?.message}
            gap="5"
          >
            <Totals control={control} />
          </LineItems>
          <Section title="Notes">
            <TextField control={control} name="notes" label="Notes" rows={3} />
          </Section>
          <SubmitButton busy={formState.isSubmitting}>Save order</SubmitButton>
        </Stack>
      </form>
    </Stack>
  );
}
