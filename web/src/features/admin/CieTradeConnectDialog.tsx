import { useForm } from 'react-hook-form';
import { Stack, Text } from '@chakra-ui/react';
import { AdminRoutes } from '@polyloop/shared';
import { CieTradeConnection } from '@polyloop/shared/orders/trading';
import { FormDialog } from '../../components/FormDialog';
import { TextField } from '../../components/form-fields';
import { api } from '../../lib/api';
import { schemaResolver } from '../../lib/form';
import { useFormSubmit } from '../../lib/use-submit';

interface Values {
  accountId: string;
  apiKey: string;
}

/**
 * Connects cieTrade: the company's cieTrade account and an API key made in cieTrade. The key is
 * kept by the server and never shown again; connecting again replaces it.
 */
export function CieTradeConnectDialog({ onClose }: { onClose: () => void }) {
  const form = useForm<Values>({
    mode: 'onChange',
    defaultValues: { accountId: '', apiKey: '' },
    resolver: schemaResolver(CieTradeConnection),
  });
  const submit = useFormSubmit(
    form,
    async (body) => (await api(AdminRoutes.connectCieTrade, { body })).data,
    {
      success: 'cieTrade connected',
      fallback: 'cieTrade could not be connected.',
      touches: [AdminRoutes.listIntegrations],
      onSuccess: onClose,
    },
  );
  return (
    <FormDialog
      open
      title="Connect cieTrade"
      submitLabel="Connect"
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          Shipments can then be exported to cieTrade from their page, once each. The API key is kept securely
          and never shown again.
        </Text>
        <TextField
          control={form.control}
          name="accountId"
          label="Account ID"
          required
          autoFocus
          maxLength={100}
        />
        <TextField
          control={form.control}
          name="apiKey"
          label="API key"
          required
          type="password"
          autoComplete="off"
          maxLength={200}
        />
      </Stack>
    </FormDialog>
  );
}
