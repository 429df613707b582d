import { useEffect } from 'react';
import { useForm, type Control, type FieldValues } from 'react-hook-form';
import type * as z from 'zod';
import { seatProrationCents } from '@polyloop/shared/plans';
import { Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  AdminRoutes,
  FunctionalRole,
  InviteUserInput,
  UpdateUserInput,
  UserAuthority,
  type AdminUser,
} from '@polyloop/shared';
import { FormDialog } from '../../../components/FormDialog';
import { ChoicesField, TextField } from '../../../components/form-fields';
import { FormField } from '../../../components/ui/form-field';
import { useBilling } from '../../../lib/account';
import { api, ApiError } from '../../../lib/api';
import { AUTHORITY_LABELS, ROLE_LABELS } from '../../../lib/format';
import { fieldIn, schemaResolver, type GroupPath } from '../../../lib/form';
import { useFormSubmit } from '../../../lib/use-submit';
import { VIEWS } from '../../../lib/views';

type InviteForm = z.input<typeof InviteUserInput>;
type EditForm = z.input<typeof UpdateUserInput>;
/** What both dialogs edit about a person. */
interface Person {
  firstName?: string;
  lastName?: string;
  authorities?: string[];
  functionalRoles?: string[];
}

/** Whether a failed invite (or restore) hit the plan's seat limit. */
export const isUserLimit = (e: unknown) =>
  e instanceof ApiError && (e.code === 'USER_LIMIT' || (e.status === 409 && /limit/i.test(e.message)));

/** Name, authorities and functional roles, the same in the invitation and the edit. */
function PersonFields<T extends FieldValues>({
  control,
  at,
}: {
  control: Control<T>;
  at: GroupPath<T, Person>;
}) {
  const name = (field: keyof Person) => fieldIn<T, Person>(at, field);
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField control={control} name={name('firstName')} label="First name" required />
        <TextField control={control} name={name('lastName')} label="Last name" required />
      </SimpleGrid>
      <ChoicesField
        control={control}
        name={name('authorities')}
        legend="Authorities"
        options={UserAuthority.options}
        labels={AUTHORITY_LABELS}
        required
        columns={{ base: 1, sm: 2 }}
      />
      <ChoicesField
        control={control}
        name={name('functionalRoles')}
        legend="Functional roles"
        options={FunctionalRole.options}
        labels={ROLE_LABELS}
        columns={{ base: 2, sm: 4 }}
      />
    </>
  );
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** What adding a user costs today on the company's plan: said before the invitation is sent. */
function SeatCharge() {
  const { billing } = useBilling();
  const cents = billing ? seatProrationCents(billing, new Date()) : 0;
  if (!billing || !cents) return null;
  return (
    <Text textStyle="sm" color="fg.muted" data-testid="seat-charge">
      Adding a user charges {usd.format(cents / 100)} now: a seat on your plan for the rest of this billing
      period, up to {billing.nextBillDate!.slice(0, 10)}.
    </Text>
  );
}

export function InviteUserDialog(props: { open: boolean; onClose: () => void; onLimit: () => void }) {
  const form = useForm<InviteForm>({
    resolver: schemaResolver(InviteUserInput),
    mode: 'onChange',
    defaultValues: {
      email: '',
      firstName: '',
      lastName: '',
      authorities: ['ROLE_USER'],
      functionalRoles: [],
    },
  });
  const { reset } = form;
  useEffect(() => {
    if (props.open) reset();
  }, [props.open, reset]);
  const submit = useFormSubmit(
    form,
    async (values) => (await api(AdminRoutes.inviteUser, { body: InviteUserInput.parse(values) })).data,
    {
      success: (user) => `Invitation sent to ${user.email}.`,
      touches: VIEWS.users,
      onSuccess: props.onClose,
      onError: (e) => {
        if (!isUserLimit(e)) return;
        props.onLimit();
        props.onClose();
      },
    },
  );
  return (
    <FormDialog
      open={props.open}
      title="Invite user"
      submitLabel="Send invitation"
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <Stack gap="4">
        <TextField control={form.control} name="email" label="Email" required type="email" />
        <PersonFields control={form.control} at={null} />
        <SeatCharge />
      </Stack>
    </FormDialog>
  );
}

export function EditUserDialog(props: { user: AdminUser | null; onClose: () => void }) {
  const form = useForm<EditForm>({ resolver: schemaResolver(UpdateUserInput), mode: 'onChange' });
  const { user } = props;
  const { reset } = form;
  useEffect(() => {
    if (user)
      reset({
        firstName: user.firstName,
        lastName: user.lastName,
        authorities: user.authorities.filter(
          (a): a is 'ROLE_USER_ADMIN' | 'ROLE_USER' => a !== 'ROLE_PLATFORM_ADMIN',
        ),
        functionalRoles: user.functionalRoles,
      });
  }, [user, reset]);
  const submit = useFormSubmit(
    form,
    (values) =>
      api(AdminRoutes.updateUser, { params: { id: user!.id }, body: UpdateUserInput.parse(values) }),
    {
      success: 'User saved.',
      touches: VIEWS.users,
      onSuccess: props.onClose,
    },
  );
  return (
    <FormDialog
      open={!!user}
      title={user ? `Edit ${user.firstName} ${user.lastName}` : 'Edit user'}
      submitLabel="Save"
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <Stack gap="4">
        <FormField label="Email" readOnly>
          <Input value={user?.email ?? ''} readOnly />
        </FormField>
        <PersonFields control={form.control} at={null} />
      </Stack>
    </FormDialog>
  );
}
