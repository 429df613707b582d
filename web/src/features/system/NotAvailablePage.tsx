import { Heading, Stack, Text } from '@chakra-ui/react';
import { useMatchedTitle } from '../../app/use-route-handle';

/** The one page every area shows until its issue is built: its title and no invented data. */
export default function NotAvailablePage() {
  const title = useMatchedTitle();
  return (
    <Stack as="section" gap="3" py="8" aria-labelledby="page-title">
      <Heading as="h1" size="2xl" id="page-title">
        {title ?? 'Not available'}
      </Heading>
      <Text color="fg.muted">This area is not available yet.</Text>
    </Stack>
  );
}
