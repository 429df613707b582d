import { Alert, Badge, Button, Card, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { AdminRoutes } from '@polyloop/shared';
import { notify } from '../../components/ui/toaster';
import { useApi } from '../../lib/api';
import { FullPageSpinner } from '../system/FullPageSpinner';

/** Administration › Integrations: what can be connected; connecting comes with the accounting issue. */
export default function IntegrationsPage() {
  const { data, error } = useApi(AdminRoutes.listIntegrations);
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
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      {data.data.map((integration) => (
        <Card.Root key={integration.id} aria-labelledby={`integration-${integration.id}`}>
          <Card.Body gap="2">
            <HStack justify="space-between">
              <Card.Title id={`integration-${integration.id}`}>{integration.name}</Card.Title>
              <Badge colorPalette={integration.status === 'CONNECTED' ? 'green' : 'gray'}>{integration.status === 'CONNECTED' ? 'Connected' : 'Not connected'}</Badge>
            </HStack>
            <Card.Description>{integration.description}</Card.Description>
          </Card.Body>
          <Card.Footer>
            <Button variant="outline" size="sm" onClick={() => notify('info', `Connecting ${integration.name} is not available yet.`)} aria-label={`Connect ${integration.name}`}>
              Connect
            </Button>
          </Card.Footer>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
