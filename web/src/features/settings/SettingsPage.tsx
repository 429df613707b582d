import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { Link as RouterLink } from 'react-router';
import { Button, Card, Heading, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AccountPatch, IdentityRoutes, Password, PersonName } from '@polyloop/shared';
import { formatPhone, Phone } from '@polyloop/shared/primitives';
import { FormField } from '../../components/ui/form-field';
import { SaveChangesButton, TextField } from '../../components/form-fields';
import { api } from '../../lib/api';
import { changePassword } from '../../lib/auth';
import { useAccount } from '../../lib/account';
import { schemaResolver } from '../../lib/form';
import { useFormSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { NewPasswordField } from '../auth/NewPasswordField';
import { FullPageSpinner } from '../system/FullPageSpinner';
import { SecuritySection } from './SecuritySection';

const Profile = z.object({
  firstName: PersonName('First name'),
  lastName: PersonName('Last name'),
  phone: z.union([z.literal(''), Phone]),
});
type Profile = z.input<typeof Profile>;

const ChangePassword = z
  .object({
    current: z.string().min(1, 'Current password is required'),
    password: Password,
    confirm: z.string().min(1, 'Please repeat the new password'),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The passwords do not match' });
type ChangePassword = z.input<typeof ChangePassword>;

function ProfileForm() {
  const { account } = useAccount();
  const form = useForm<Profile>({
    resolver: schemaResolver(Profile),
    mode: 'onChange',
    defaultValues: { firstName: '', lastName: '', phone: '' },
  });
  const { control, reset, formState } = form;
  useEffect(() => {
    if (account)
      reset({
        firstName: account.firstName,
        lastName: account.lastName,
        phone: account.phone ? formatPhone(account.phone) : '',
      });
  }, [account, reset]);
  const onSubmit = useFormSubmit(
    form,
    (values) =>
      api(IdentityRoutes.updateAccount, {
        // A phone the user emptied goes as null, which clears it.
        body: AccountPatch.parse({ ...values, phone: values.phone.trim() || null }),
      }),
    {
      success: 'Your profile was saved.',
      touches: [...VIEWS.identity, ...VIEWS.users],
    },
  );
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
          <TextField
            control={control}
            name="firstName"
            label="First name"
            required
            autoComplete="given-name"
          />
          <TextField
            control={control}
            name="lastName"
            label="Last name"
            required
            autoComplete="family-name"
          />
          <TextField
            control={control}
            name="phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            helper="Your offers, bids and requests start with it as their contact phone"
          />
        </SimpleGrid>
        <SaveChangesButton formState={formState}>Save profile</SaveChangesButton>
      </Stack>
    </form>
  );
}

function PasswordForm() {
  const form = useForm<ChangePassword>({
    resolver: schemaResolver(ChangePassword),
    mode: 'onChange',
    defaultValues: { current: '', password: '', confirm: '' },
  });
  const { control, reset, formState } = form;
  const onSubmit = useFormSubmit(form, (values) => changePassword(values.current, values.password), {
    success: 'Your password has been changed.',
    fallback: 'The password could not be changed.',
    onSuccess: () => reset(),
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="password-heading">
      <Stack gap="4">
        <Heading as="h2" size="lg" id="password-heading">
          Change password
        </Heading>
        <TextField
          control={control}
          name="current"
          label="Current password"
          required
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordField control={control} label="New password" hintsId="settings-password-rules" />
        <TextField
          control={control}
          name="confirm"
          label="Repeat new password"
          required
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" alignSelf="flex-start" loading={formState.isSubmitting}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}

/** User settings (spec part 1 §2): name, password, the e-mail shown read-only, and the way to the notification preferences. */
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
      <SecuritySection />
      <Card.Root>
        <Card.Body>
          <Stack gap="2">
            <Heading as="h2" size="lg">
              Notifications
            </Heading>
            <Text color="fg.muted">Choose which notifications you get, in the app and by e-mail.</Text>
            <Link asChild alignSelf="flex-start">
              <RouterLink to="/settings/notifications">Notification preferences</RouterLink>
            </Link>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
