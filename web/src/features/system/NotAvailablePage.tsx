import { useMatches } from 'react-router';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { deepest, titleOf, type RouteHandle } from '../../app/route-handle';

/** The one page every area shows until its issue is built: its title and no invented data. */
export default function NotAvailablePage() {
  const matches = useMatches();
  const title = titleOf(
    deepest(
      matches.map((m) => m.handle as RouteHandle | undefined),
      'title',
    ),
    matches.at(-1)?.params ?? {},
  );
  return (
    <Stack as="section" gap="3" py="8" aria-labelledby="page-title">
      <Heading as="h1" size="2xl" id="page-title">
        {title ?? 'Not available'}
      </Heading>
      <Text color="fg.muted">This area is not available yet.</Text>
    </Stack>
  );
}
