import type { ReactNode } from 'react';
import { Box, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Logo } from '../../components/Logo';

/** The centred card every signed-out page uses (sign in, sign up, verify, recovery, invitation). */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Center as="main" minH="100vh" p="4" bg="brand.subtle">
      <Box w="full" maxW="md" bg="bg" borderRadius="xl" boxShadow="md" p={{ base: '6', md: '8' }}>
        <Stack gap="6">
          <Stack gap="3" align="center" textAlign="center">
            <Logo size="lg" />
            <Heading as="h1" size="xl">
              {title}
            </Heading>
            {subtitle && (
              <Text color="fg.muted" textStyle="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Box>
    </Center>
  );
}
