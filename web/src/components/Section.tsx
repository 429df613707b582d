import type { ReactNode } from 'react';
import { Card, Heading, HStack, SimpleGrid } from '@chakra-ui/react';

/** A titled card holding one part of a record page. */
export function Section({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-label={title} variant="outline">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {action}
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** A titled part of a form: its fields two to a row on a wider screen, three with `wide`. */
export function FieldsSection({
  title,
  wide,
  children,
}: {
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Section title={title}>
      <SimpleGrid columns={wide ? { base: 1, md: 2, lg: 3 } : { base: 1, md: 2 }} gap="4">
        {children}
      </SimpleGrid>
    </Section>
  );
}
