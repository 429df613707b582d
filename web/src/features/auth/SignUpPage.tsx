import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { Button, Link, SimpleGrid } from '@chakra-ui/react';
import { IdentityRoutes, SignUpInput } from '@polyloop/shared';
import { TextField } from '../../components/form-fields';
import { api } from '../../lib/api';
import { schemaResolver } from '../../lib/form';
import { messageOf, useFormSubmit } from '../../lib/use-submit';
import { AuthForm } from './AuthCard';
import { EmailField } from './EmailField';
import { NewPasswordField } from './NewPasswordField';
import { rememberCredentials } from './pending-credentials';

type Form = z.input<typeof SignUpInput>;

export default function SignUpPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Form>({
    resolver: schemaResolver(SignUpInput),
    mode: 'onChange',
    defaultValues: { email: '', password: '', firstName: '', lastName: '' },
  });
  const { formState } = form;
  const { isSubmitting } = formState;
  const onSubmit = useFormSubmit(
    form,
    (values) => {
      setError(null);
      return api(IdentityRoutes.signUp, { body: SignUpInput.parse(values) });
    },
    {
      onSuccess: (_, values) => {
        const body = SignUpInput.parse(values);
        rememberCredentials(body.email, body.password);
        void navigate(`/verify?email=${encodeURIComponent(body.email)}`);
      },
      // The card shows why, above the form.
      onError: (e) => (setError(messageOf(e, 'Sign-up is unavailable right now. Please try again.')), true),
    },
  );

  return (
    <AuthForm
      title="Create your account"
      subtitle="Join the trading and operations platform for recycled plastics"
      error={error}
      onSubmit={onSubmit}
      footer={
        <>
          Already have an account?{' '}
          <Link asChild color="brand.fg">
            <RouterLink to="/login">Sign in</RouterLink>
          </Link>
        </>
      }
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField
          control={form.control}
          name="firstName"
          label="First name"
          required
          autoComplete="given-name"
        />
        <TextField
          control={form.control}
          name="lastName"
          label="Last name"
          required
          autoComplete="family-name"
        />
      </SimpleGrid>
      <EmailField control={form.control} />
      <NewPasswordField control={form.control} label="Password" hintsId="password-rules" />
      <Button type="submit" loading={isSubmitting} loadingText="Creating account…" w="full">
        Sign up
      </Button>
    </AuthForm>
  );
}
