import { useState } from 'react';
import { Alert, Badge, Button, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AdminRoutes } from '@polyloop/shared';
import { api, useApi } from '../../lib/api';
import { useSubmit } from '../../lib/use-submit';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FullPageSpinner } from '../system/FullPageSpinner';
import { CieTradeConnectDialog } from './CieTradeConnectDialog';
import { AccountingSection } from './AccountingSection';

/** Administration › Integrations: the accounting services (QuickBooks Online or Xero), then cieTrade. */
export default function IntegrationsPage() {
  const { data, error } = useApi(AdminRoutes.listIntegrations);
  const [connecting, setConnecting] = useState(false);
  const [disconnecting, setDisconnecting] = useState<string | null>(null);
  const disconnect = useSubmit({ success: 'Disconnected', touches: [AdminRoutes.listIntegrations] });
  if (error)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>The integrations could not be loaded.</Alert.Title>
      </Alert.Root>
    );
  if (!data) return <FullPageSpinner />;
  if (data.data.length === 0) return <Text color="fg.muted">No integrations are available.</Text>;
  return (
    <Stack gap="8">
      <AccountingSection />
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {data.data
          .filter((integration) => integration.id === 'CIETRADE')
          .map((integration) => (
            <Card.Root key={integration.id} aria-labelledby={`integration-${integration.id}`}>
              <Card.Body gap="2">
                <HStack justify="space-between">
                  <Card.Title id={`integration-${integration.id}`}>{integration.name}</Card.Title>
                  <Badge colorPalette={integration.status === 'CONNECTED' ? 'green' : 'gray'}>
                    {integration.status === 'CONNECTED' ? 'Connected' : 'Not connected'}
                  </Badge>
                </HStack>
                <Card.Description>{integration.description}</Card.Description>
              </Card.Body>
              <Card.Footer gap="2">
                {integration.status === 'CONNECTED' ? (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setDisconnecting(integration.id)}
                    aria-label={`Disconnect ${integration.name}`}
                  >
                    Disconnect
                  </Button>
                ) : (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setConnecting(true)}
                    aria-label={`Connect ${integration.name}`}
                  >
                    Connect
                  </Button>
                )}
                {integration.id === 'CIETRADE' && integration.status === 'CONNECTED' && (
                  <Button variant="ghost" size="sm" onClick={() => setConnecting(true)}>
                    Change key
                  </Button>
                )}
              </Card.Footer>
            </Card.Root>
          ))}
        {connecting && <CieTradeConnectDialog onClose={() => setConnecting(false)} />}
        <ConfirmDialog
          open={!!disconnecting}
          title="Disconnect this integration?"
          confirmLabel="Disconnect"
          destructive
          onClose={() => setDisconnecting(null)}
          onConfirm={async () => {
            if (await disconnect.run(() => api(AdminRoutes.disconnectCieTrade))) setDisconnecting(null);
          }}
        >
          Exports to it stop until it is connected again.
        </ConfirmDialog>
      </SimpleGrid>
    </Stack>
  );
}
