import { useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { Button } from '@chakra-ui/react';
import { EmailOnly, IdentityRoutes } from '@polyloop/shared';
import { api } from '../../lib/api';
import { schemaResolver } from '../../lib/form';
import { useFormSubmit } from '../../lib/use-submit';
import { AuthForm } from './AuthCard';
import { EmailField } from './EmailField';

type Form = z.input<typeof EmailOnly>;

export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const form = useForm<Form>({
    resolver: schemaResolver(EmailOnly),
    mode: 'onChange',
    defaultValues: { email: params.get('email') ?? '' },
  });
  const onSubmit = useFormSubmit(
    form,
    (values) => api(IdentityRoutes.forgotPassword, { body: EmailOnly.parse(values) }),
    {
      success: 'If an account exists for this address, we e-mailed it a code.',
      onSuccess: (_, values) =>
        navigate(`/reset-password?email=${encodeURIComponent(EmailOnly.parse(values).email)}`),
    },
  );
  return (
    <AuthForm
      title="Forgot your password?"
      subtitle="We will e-mail you a code to choose a new one."
      error={null}
      onSubmit={onSubmit}
    >
      <EmailField control={form.control} autoFocus />
      <Button type="submit" loading={form.formState.isSubmitting} w="full">
        Send code
      </Button>
    </AuthForm>
  );
}
