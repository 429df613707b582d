import type { FormEventHandler, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Center, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Logo } from '../../components/Logo';

/** The centred card every signed-out page uses (sign in, sign up, verify, recovery, invitation). */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
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

/**
 * A signed-out page's form in its card: why the last attempt failed (above the fields), the
 * fields and buttons, then `footer` (the way back to sign in unless it says otherwise).
 */
export function AuthForm(props: {
  title: string;
  subtitle?: ReactNode;
  error: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <AuthCard title={props.title} subtitle={props.subtitle}>
      <form onSubmit={props.onSubmit} noValidate>
        <Stack gap="4">
          {props.error && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{props.error}</Alert.Title>
            </Alert.Root>
          )}
          {props.children}
          <Text textAlign="center" fontSize="sm">
            {props.footer ?? (
              <Link asChild color="brand.fg">
                <RouterLink to="/login">Back to sign in</RouterLink>
              </Link>
            )}
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
