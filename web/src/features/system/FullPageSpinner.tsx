import { Center, Spinner } from '@chakra-ui/react';

export function FullPageSpinner() {
  return (
    <Center minH="60vh" role="status" aria-label="Loading">
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}
