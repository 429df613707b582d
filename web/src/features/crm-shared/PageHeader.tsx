import type { ReactNode } from 'react';
import { Heading, HStack, Stack } from '@chakra-ui/react';

export function PageHeader({
  title,
  children,
  badge,
}: {
  title: string;
  children?: ReactNode;
  badge?: ReactNode;
}) {
  return (
    <Stack
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', md: 'center' }}
      gap="3"
      mb="4"
    >
      <HStack gap="3">
        <Heading as="h1" size="2xl" id="page-title">
          {title}
        </Heading>
        {badge}
      </HStack>
      {children && (
        <HStack gap="2" wrap="wrap">
          {children}
        </HStack>
      )}
    </Stack>
  );
}
