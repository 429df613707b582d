import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, Clipboard, IconButton, Input, InputGroup, Stack } from '@chakra-ui/react';
import { FreightRoutes } from '@polyloop/shared';
import { FREIGHT_RULES } from '@polyloop/shared/freight/freight';
import {
  FreightPartnerInput,
  NewFreightPartnerInput,
  type FreightPartnerAdmin,
  type FreightPartnerSecretIssued,
} from '@polyloop/shared/freight/partners';
import { AppDialog } from '../../components/AppDialog';
import { FormDialog } from '../../components/FormDialog';
import { CheckboxField, ChoicesField, TextField } from '../../components/form-fields';
import { api } from '../../lib/api';
import { blankToUndefined, schemaResolver } from '../../lib/form';
import { useFormSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { REGION_NAMES } from '../freight/freight-form';

interface PartnerForm {
  id: string;
  name: string;
  logoUrl: string;
  bookingDisclaimer: string;
  regions: string[];
  webhookUrl: string;
  active: boolean;
  sandbox: boolean;
}

const EMPTY: PartnerForm = {
  id: '',
  name: '',
  logoUrl: '',
  bookingDisclaimer: '',
  regions: ['US', 'CA'],
  webhookUrl: '',
  active: true,
  sandbox: false,
};

const valuesOf = (p: FreightPartnerAdmin): PartnerForm => ({
  id: p.id,
  name: p.name,
  logoUrl: p.logo?.filePath ?? '',
  bookingDisclaimer: p.bookingDisclaimer,
  regions: p.regions,
  webhookUrl: p.webhookUrl,
  active: p.active,
  sandbox: p.sandbox,
});

/** Text that is no URL at all goes to the shared `WebhookUrl` schema as missing, which its own "Enter the webhook address" answers. */
const urlOrMissing = (text: string) => (URL.canParse(text.trim()) ? text.trim() : undefined);

/** What the API takes: the id and sandbox flag only when adding, blanks dropped. */
const shapeOf = (adding: boolean) => (v: PartnerForm) => ({
  ...(adding ? { id: v.id.trim(), sandbox: v.sandbox } : {}),
  name: v.name,
  logoUrl: blankToUndefined(v.logoUrl),
  bookingDisclaimer: v.bookingDisclaimer,
  regions: v.regions,
  webhookUrl: urlOrMissing(v.webhookUrl),
  active: v.active,
});

/**
 * Adds a freight partner (its first signing secret is then shown once) or changes one. A
 * partner's id names its webhook address, so it is set once.
 */
export function PartnerFormDialog(props: {
  editing: FreightPartnerAdmin | 'new' | null;
  onClose: () => void;
  onIssued: (issued: FreightPartnerSecretIssued) => void;
}) {
  const adding = props.editing === 'new';
  const partner = props.editing && props.editing !== 'new' ? props.editing : null;
  const form = useForm<PartnerForm>({
    resolver: schemaResolver(adding ? NewFreightPartnerInput : FreightPartnerInput, shapeOf(adding)),
    defaultValues: EMPTY,
  });
  const { reset } = form;
  useEffect(() => {
    if (props.editing) reset(partner ? valuesOf(partner) : EMPTY);
  }, [props.editing, partner, reset]);
  const submit = useFormSubmit(
    form,
    async (v) => {
      const body = shapeOf(adding)(v);
      if (adding)
        return {
          issued: (
            await api(FreightRoutes.createFreightPartner, { body: NewFreightPartnerInput.parse(body) })
          ).data,
        };
      await api(FreightRoutes.updateFreightPartner, {
        params: { partnerId: partner!.id },
        body: FreightPartnerInput.parse(body),
      });
      return { issued: null };
    },
    {
      touches: VIEWS.freightPartner,
      success: ({ issued }) => (issued ? `${issued.partner.name} added` : 'Freight partner saved'),
      onSuccess: ({ issued }) => {
        props.onClose();
        if (issued) props.onIssued(issued);
      },
    },
  );
  const { control } = form;
  return (
    <FormDialog
      open={!!props.editing}
      title={partner ? `Edit ${partner.name}` : 'Add a freight partner'}
      submitLabel={partner ? 'Save' : 'Add partner'}
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      onClose={props.onClose}
      size="lg"
    >
      <Stack gap="4">
        {adding && (
          <TextField
            control={control}
            name="id"
            label="Partner id"
            required
            helper="3 to 40 lowercase letters, digits and dashes. It names the partner’s webhook address and cannot change."
          />
        )}
        <TextField control={control} name="name" label="Name" required />
        <TextField
          control={control}
          name="webhookUrl"
          label="Webhook address"
          required
          type="url"
          helper="Where Polyloop sends quote and booking requests (https)."
        />
        <TextField
          control={control}
          name="logoUrl"
          label="Logo address"
          type="url"
          helper="Optional: the address of the partner’s logo."
        />
        <TextField
          control={control}
          name="bookingDisclaimer"
          label="Booking disclaimer"
          required
          rows={4}
          helper="Shown to users before they book this partner."
        />
        <ChoicesField
          control={control}
          name="regions"
          legend="Countries served"
          options={FREIGHT_RULES.countries}
          labels={REGION_NAMES}
          required
          columns={{ base: 2 }}
        />
        <CheckboxField control={control} name="active" label="Active: users get quotes from this partner" />
        {adding && (
          <CheckboxField
            control={control}
            name="sandbox"
            label="Sandbox: a simulated partner, labelled as such to users"
          />
        )}
      </Stack>
    </FormDialog>
  );
}

/** A secret just made: the only time it is shown, with a copy button. */
export function SecretIssuedDialog({
  issued,
  onClose,
}: {
  issued: FreightPartnerSecretIssued | null;
  onClose: () => void;
}) {
  return (
    <AppDialog
      open={!!issued}
      onClose={onClose}
      title={issued ? `New signing secret for ${issued.partner.name}` : ''}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      {issued && (
        <Stack gap="4">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>
              Copy this secret now and give it to the partner: it won’t be shown again.
            </Alert.Title>
          </Alert.Root>
          <Clipboard.Root value={issued.secret}>
            <Clipboard.Label fontSize="sm" fontWeight="medium">
              Signing secret
            </Clipboard.Label>
            <InputGroup
              endElement={
                <Clipboard.Trigger asChild>
                  <IconButton variant="ghost" size="xs" me="-2" aria-label="Copy the secret">
                    <Clipboard.Indicator />
                  </IconButton>
                </Clipboard.Trigger>
              }
            >
              <Clipboard.Input asChild>
                <Input readOnly fontFamily="mono" fontSize="sm" />
              </Clipboard.Input>
            </InputGroup>
          </Clipboard.Root>
        </Stack>
      )}
    </AppDialog>
  );
}
