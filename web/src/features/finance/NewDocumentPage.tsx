import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Stack, Text } from '@chakra-ui/react';
import { OrderRoutes } from '@polyloop/shared';
import { FINANCE_MESSAGES, InvoiceInput } from '@polyloop/shared/finance/invoice';
import { SelectField, SubmitButton } from '../../components/form-fields';
import { Section } from '../../components/Section';
import { api, useApi } from '../../lib/api';
import { schemaResolver } from '../../lib/form';
import { useFormSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { PageHeader } from '../crm-shared/PageHeader';
import { useCompanyChoices } from '../orders/use-companies';
import { DocumentFields, ItemFields } from './DocumentForm';
import { KINDS, type DocKind } from './format';
import { blankDocument, fieldOfIssue, inputOf, type DocumentValues } from './invoice-form';

/** Shipments that can be invoiced or billed: delivered, invoiced or paid. */
function useShipmentChoices() {
  const shipments = useApi(OrderRoutes.listShipments, {
    query: { statuses: ['DELIVERED', 'INVOICED', 'PAID'], size: 100 },
  });
  const rows = shipments.data?.data ?? [];
  return {
    ids: rows.map((s) => s.id),
    labels: Object.fromEntries(
      rows.map((s) => [s.id, `${s.identifier} · ${s.supplier.name} → ${s.receiver.name}`]),
    ),
  };
}

/**
 * A new invoice or bill (spec part 1 §3): from a shipment, whose manifest gives the items on the
 * server, or for a company with items typed here; then its dates, terms, tax and texts.
 */
function NewDocumentPage({ kind }: { kind: DocKind }) {
  const spec = KINDS[kind];
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const shipments = useShipmentChoices();
  const companies = useCompanyChoices();
  const form = useForm<DocumentValues>({
    resolver: schemaResolver(InvoiceInput, inputOf, fieldOfIssue),
    defaultValues: blankDocument((params.get('shipmentId') ?? '').slice(0, 64)),
  });
  const { control, formState } = form;
  const shipmentId = useWatch({ control, name: 'shipmentId' });
  const submit = useFormSubmit(
    form,
    async (v) => (await api(spec.routes.create, { body: inputOf(v) })).data,
    {
      fieldOf: (key) => fieldOfIssue(key.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k))),
      success: `${spec.Noun} draft created`,
      fallback: FINANCE_MESSAGES.invoiceFailed,
      touches: VIEWS.finance,
      onSuccess: (doc) => navigate(`${spec.base}/${doc.id}`),
    },
  );
  const itemsError = (formState.errors.items as { message?: string } | undefined)?.message;
  return (
    <form onSubmit={submit} noValidate aria-label={`New ${spec.noun}`}>
      <Stack gap="5">
        <PageHeader title={`New ${spec.noun}`} />
        <Section title={kind === 'invoice' ? 'Customer' : 'Supplier'}>
          <Stack gap="4">
            <SelectField
              control={control}
              name="shipmentId"
              label="Shipment"
              placeholder="None (enter items by hand)"
              options={shipments.ids}
              labels={shipments.labels}
              helper={`From a shipment, the ${spec.noun}’s company and items come from its manifest.`}
            />
            {!shipmentId && (
              <SelectField
                control={control}
                name="companyId"
                label="Company"
                required
                placeholder="Choose a company"
                options={companies.ids}
                labels={companies.labels}
              />
            )}
          </Stack>
        </Section>
        <Section title="Details">
          <DocumentFields control={control} />
        </Section>
        {shipmentId ? (
          <Text color="fg.muted">{`The items come from the shipment’s manifest at its ${kind === 'invoice' ? 'sell' : 'buy'} prices.`}</Text>
        ) : (
          <ItemFields control={control} error={itemsError} />
        )}
        <SubmitButton busy={formState.isSubmitting}>{`Create ${spec.noun}`}</SubmitButton>
      </Stack>
    </form>
  );
}

export const NewInvoicePage = () => <NewDocumentPage kind="invoice" />;
export const NewBillPage = () => <NewDocumentPage kind="bill" />;
