import { Center, Heading, Stack, Text } from '@chakra-ui/react';

/** Full-screen lock while the maintenance flag is on (spec part 1 §1, part 3 §4.8). */
export function MaintenanceScreen() {
  return (
    <Center as="main" minH="100vh" p="6" bg="brand.subtle">
      <Stack gap="3" maxW="lg" textAlign="center" role="alert">
        <Heading as="h1" size="2xl">
          Polyloop is down for maintenance. We'll be back shortly.
        </Heading>
        <Text color="fg.muted">Thank you for your patience.</Text>
      </Stack>
    </Center>
  );
}
