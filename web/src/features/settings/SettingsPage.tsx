import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { Button, Card, Heading, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { AccountPatch, IdentityRoutes, Password, PersonName } from '@polyloop/shared';
import { FormField } from '../../components/ui/form-field';
import { notify } from '../../components/ui/toaster';
import { api, ApiError } from '../../lib/api';
import { AuthError, changePassword } from '../../lib/auth';
import { useAccount } from '../../lib/account';
import { onInvalidSubmit } from '../../lib/form';
import { PasswordHints } from '../auth/PasswordHints';
import { FullPageSpinner } from '../system/FullPageSpinner';

const Profile = z.object({ firstName: PersonName('First name'), lastName: PersonName('Last name') });
type Profile = z.input<typeof Profile>;

const ChangePassword = z
  .object({ current: z.string().min(1, 'Current password is required'), password: Password, confirm: z.string().min(1, 'Please repeat the new password') })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The passwords do not match' });
type ChangePassword = z.input<typeof ChangePassword>;

function ProfileForm() {
  const { account, mutate } = useAccount();
  const { register, handleSubmit, reset, formState } = useForm<Profile>({ resolver: zodResolver(Profile), mode: 'onChange', defaultValues: { firstName: '', lastName: '' } });
  useEffect(() => {
    if (account) reset({ firstName: account.firstName, lastName: account.lastName });
  }, [account, reset]);
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await api(IdentityRoutes.updateAccount, { body: AccountPatch.parse(values) });
      await mutate({ data, totalCount: undefined }, { revalidate: false });
      notify('success', 'Your profile was saved.');
    } catch (e) {
      notify('error', e instanceof ApiError ? e.message : 'Something went wrong, try again or contact support.');
    }
  }, () => onInvalidSubmit());
  if (!account) return <FullPageSpinner />;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="profile-heading">
      <Stack gap="4">
        <Heading as="h2" size="lg" id="profile-heading">
          Profile
        </Heading>
        <FormField label="Email" helper="Your e-mail address is your sign-in and cannot be changed here.">
          <Input value={account.email} readOnly />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="First name" required error={formState.errors.firstName?.message}>
            <Input autoComplete="given-name" {...register('firstName')} />
          </FormField>
          <FormField label="Last name" required error={formState.errors.lastName?.message}>
            <Input autoComplete="family-name" {...register('lastName')} />
          </FormField>
        </SimpleGrid>
        <Button type="submit" alignSelf="flex-start" loading={formState.isSubmitting} disabled={!formState.isDirty}>
          Save profile
        </Button>
      </Stack>
    </form>
  );
}

function PasswordForm() {
  const { register, handleSubmit, watch, reset, formState } = useForm<ChangePassword>({ resolver: zodResolver(ChangePassword), mode: 'onChange', defaultValues: { current: '', password: '', confirm: '' } });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword(values.current, values.password);
      notify('success', 'Your password has been changed.');
      reset();
    } catch (e) {
      notify('error', e instanceof AuthError ? e.message : 'The password could not be changed.');
    }
  }, () => onInvalidSubmit());
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="password-heading">
      <Stack gap="4">
        <Heading as="h2" size="lg" id="password-heading">
          Change password
        </Heading>
        <FormField label="Current password" required error={formState.errors.current?.message}>
          <Input type="password" autoComplete="current-password" {...register('current')} />
        </FormField>
        <FormField label="New password" required error={formState.errors.password?.message}>
          <Input type="password" autoComplete="new-password" aria-describedby="settings-password-rules" {...register('password')} />
        </FormField>
        <PasswordHints id="settings-password-rules" value={watch('password')} />
        <FormField label="Repeat new password" required error={formState.errors.confirm?.message}>
          <Input type="password" autoComplete="new-password" {...register('confirm')} />
        </FormField>
        <Button type="submit" alignSelf="flex-start" loading={formState.isSubmitting}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}

/** User settings (spec part 1 §2): name, password, and the e-mail shown read-only. */
export default function SettingsPage() {
  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size="2xl">
        Settings
      </Heading>
      <Card.Root>
        <Card.Body>
          <ProfileForm />
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          <PasswordForm />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
