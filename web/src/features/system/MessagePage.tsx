import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';

/** A centred heading, a sentence and an optional way out; used by the error and placeholder pages. */
export function MessagePage(props: {
  title: string;
  message: string;
  action?: { label: string; to: string };
  children?: ReactNode;
  fullPage?: boolean;
}) {
  return (
    <Center as={props.fullPage ? 'main' : 'section'} minH={props.fullPage ? '100vh' : '50vh'} p="6">
      <Stack gap="4" maxW="lg" textAlign="center" align="center">
        <Heading as="h1" size="2xl">
          {props.title}
        </Heading>
        <Text color="fg.muted">{props.message}</Text>
        {props.children}
        {props.action && (
          <Button asChild>
            <RouterLink to={props.action.to}>{props.action.label}</RouterLink>
          </Button>
        )}
      </Stack>
    </Center>
  );
}
