import type { ReactNode } from 'react';
import { Box, SimpleGrid, Text } from '@chakra-ui/react';

/** A record's fields as label and value pairs (a description list, so screen readers pair them). */
export function Facts({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
      {items.map(([label, value]) => (
        <Box key={label}>
          <Text as="dt" fontSize="sm" color="fg.muted">
            {label}
          </Text>
          <Text as="dd">{value ?? '—'}</Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
