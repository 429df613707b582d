import type { ReactNode } from 'react';
import { Card, Heading, HStack } from '@chakra-ui/react';

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
