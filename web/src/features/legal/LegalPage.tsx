import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@polyloop/shared';
import { Logo } from '../../components/Logo';

/** A public, readable policy page (linked from sign-up, onboarding, the footer and the policy dialog). */
export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  return (
    <Container as="main" maxW="3xl" py="10" px="4">
      <Stack gap="6">
        <Link asChild alignSelf="flex-start" aria-label={`${PRODUCT_NAME} home`}>
          <RouterLink to="/">
            <Logo />
          </RouterLink>
        </Link>
        <Heading as="h1" size="3xl">
          {title}
        </Heading>
        <Text color="fg.muted">Last updated {updated}</Text>
        <Box
          css={{
            '& h2': { fontWeight: 'semibold', fontSize: 'xl', mt: '6', mb: '2' },
            '& p': { mb: '3', lineHeight: 'tall' },
          }}
        >
          {children}
        </Box>
      </Stack>
    </Container>
  );
}
