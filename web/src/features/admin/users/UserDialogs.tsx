import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod';
import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { AdminRoutes, InviteUserInput, UpdateUserInput, type AdminUser } from '@polyloop/shared';
import { FormDialog } from '../../../components/FormDialog';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toaster';
import { api, ApiError } from '../../../lib/api';
import { onInvalidSubmit } from '../../../lib/form';
import { AccessFields } from './UserFormFields';

type InviteForm = z.input<typeof InviteUserInput>;
type EditForm = z.input<typeof UpdateUserInput>;

/** Whether a failed invite (or restore) hit the plan's seat limit. */
export const isUserLimit = (e: unknown) => e instanceof ApiError && (e.code === 'USER_LIMIT' || (e.status === 409 && /limit/i.test(e.message)));

export function InviteUserDialog(props: { open: boolean; onClose: () => void; onInvited: () => void; onLimit: () => void }) {
  const { register, control, handleSubmit, reset, formState } = useForm<InviteForm>({
    resolver: zodResolver(InviteUserInput),
    mode: 'onChange',
    defaultValues: { email: '', firstName: '', lastName: '', authorities: ['ROLE_USER'], functionalRoles: [] },
  });
  useEffect(() => {
    if (props.open) reset();
  }, [props.open, reset]);
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await api(AdminRoutes.inviteUser, { body: InviteUserInput.parse(values) });
      notify('success', `Invitation sent to ${data.email}.`);
      props.onInvited();
      props.onClose();
    } catch (e) {
      if (isUserLimit(e)) {
        props.onLimit();
        props.onClose();
      }
      notify('error', e instanceof ApiError ? e.message : 'Something went wrong, try again or contact support.');
    }
  }, () => onInvalidSubmit());
  const e = formState.errors;
  return (
    <FormDialog open={props.open} title="Invite user" submitLabel="Send invitation" submitting={formState.isSubmitting} onSubmit={onSubmit} onClose={props.onClose}>
      <Stack gap="4">
        <FormField label="Email" required error={e.email?.message}>
          <Input type="email" {...register('email')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="First name" required error={e.firstName?.message}>
            <Input {...register('firstName')} />
          </FormField>
          <FormField label="Last name" required error={e.lastName?.message}>
            <Input {...register('lastName')} />
          </FormField>
        </SimpleGrid>
        <AccessFields control={control} authorityError={e.authorities?.message} />
      </Stack>
    </FormDialog>
  );
}

export function EditUserDialog(props: { user: AdminUser | null; onClose: () => void; onSaved: () => void }) {
  const { register, control, handleSubmit, reset, formState } = useForm<EditForm>({ resolver: zodResolver(UpdateUserInput), mode: 'onChange' });
  const { user } = props;
  useEffect(() => {
    if (user)
      reset({
        firstName: user.firstName,
        lastName: user.lastName,
        authorities: user.authorities.filter((a): a is 'ROLE_USER_ADMIN' | 'ROLE_USER' => a !== 'ROLE_PLATFORM_ADMIN'),
        functionalRoles: user.functionalRoles,
      });
  }, [user, reset]);
  const onSubmit = handleSubmit(async (values) => {
    if (!user) return;
    try {
      await api(AdminRoutes.updateUser, { params: { id: user.id }, body: UpdateUserInput.parse(values) });
      notify('success', 'User saved.');
      props.onSaved();
      props.onClose();
    } catch (e) {
      notify('error', e instanceof ApiError ? e.message : 'Something went wrong, try again or contact support.');
    }
  }, () => onInvalidSubmit());
  const e = formState.errors;
  return (
    <FormDialog open={!!user} title={user ? `Edit ${user.firstName} ${user.lastName}` : 'Edit user'} submitLabel="Save" submitting={formState.isSubmitting} onSubmit={onSubmit} onClose={props.onClose}>
      <Stack gap="4">
        <FormField label="Email" readOnly>
          <Input value={user?.email ?? ''} readOnly />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="First name" required error={e.firstName?.message}>
            <Input {...register('firstName')} />
          </FormField>
          <FormField label="Last name" required error={e.lastName?.message}>
            <Input {...register('lastName')} />
          </FormField>
        </SimpleGrid>
        <AccessFields control={control} authorityError={e.authorities?.message} />
      </Stack>
    </FormDialog>
  );
}
