import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, HStack, IconButton, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { AdminRoutes, PublicLocationInput, type PlaceDetails, type PublicLocation } from '@polyloop/shared';
import { AddressAutocomplete } from '../../../components/AddressAutocomplete';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormDialog } from '../../../components/FormDialog';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../components/ui/toaster';
import { api, ApiError, useApi } from '../../../lib/api';
import { useAccount } from '../../../lib/account';
import { blankToUndefined, onInvalidSubmit, shapedResolver } from '../../../lib/form';
import { FullPageSpinner } from '../../system/FullPageSpinner';

export const LOCATIONS_PAGE_SIZE = 100;

interface Form {
  name: string;
  address: string;
  addressLineTwo: string;
  city: string;
  stateProvince: string;
  postalCode: string;
  country: string;
  formattedAddress: string;
  latitude?: number;
  longitude?: number;
}
const empty: Form = { name: '', address: '', addressLineTwo: '', city: '', stateProvince: '', postalCode: '', country: '', formattedAddress: '' };
const shape = (v: Form) => ({ ...v, name: blankToUndefined(v.name), addressLineTwo: blankToUndefined(v.addressLineTwo), country: blankToUndefined(v.country), formattedAddress: blankToUndefined(v.formattedAddress) });
const oneLine = (l: Pick<PublicLocation, 'address' | 'city' | 'stateProvince' | 'postalCode' | 'country'>) => `${l.address}, ${l.city}, ${l.stateProvince} ${l.postalCode}, ${l.country}`;

function LocationDialog({ location, onClose, onSaved }: { location: PublicLocation | 'new' | null; onClose: () => void; onSaved: () => void }) {
  const { register, handleSubmit, reset, setValue, getValues, formState } = useForm<Form>({ resolver: shapedResolver(PublicLocationInput, shape), mode: 'onChange', defaultValues: empty });
  useEffect(() => {
    if (location === 'new') reset(empty);
    else if (location)
      reset({ ...empty, ...location, name: location.name ?? '', addressLineTwo: location.addressLineTwo ?? '', formattedAddress: location.formattedAddress ?? oneLine(location) });
  }, [location, reset]);
  const fill = (place: PlaceDetails | null) => {
    const keep = getValues();
    reset(
      {
        ...keep,
        address: place?.address ?? '',
        addressLineTwo: place?.addressLineTwo ?? keep.addressLineTwo,
        city: place?.city ?? '',
        stateProvince: place?.stateProvince ?? '',
        postalCode: place?.postalCode ?? '',
        country: place?.country ?? '',
        formattedAddress: place?.formattedAddress ?? '',
        latitude: place?.latitude,
        longitude: place?.longitude,
      },
      { keepDefaultValues: true, keepDirty: true },
    );
    if (place) setValue('formattedAddress', place.formattedAddress, { shouldValidate: true, shouldDirty: true });
  };
  const onSubmit = handleSubmit(async (values) => {
    const body = PublicLocationInput.parse(shape(values));
    try {
      if (location === 'new') await api(AdminRoutes.createPublicLocation, { body });
      else if (location) await api(AdminRoutes.updatePublicLocation, { params: { id: location.id }, body });
      notify('success', 'Location saved.');
      onSaved();
      onClose();
    } catch (e) {
      notify('error', e instanceof ApiError ? e.message : 'Failed to save location.');
    }
  }, () => onInvalidSubmit());
  const e = formState.errors;
  const addressError = e.latitude?.message ?? e.longitude?.message ?? e.address?.message;
  const open = location !== null;
  return (
    <FormDialog open={open} size="lg" title={location === 'new' ? 'Add location' : 'Edit location'} submitLabel="Save location" submitting={formState.isSubmitting} onSubmit={onSubmit} onClose={onClose}>
      <Stack gap="4">
        <FormField label="Location name" error={e.name?.message}>
          <Input {...register('name')} />
        </FormField>
        {open && (
          <AddressAutocomplete
            key={location === 'new' ? 'new' : location.id}
            label="Address"
            required
            error={addressError}
            initialValue={location === 'new' ? undefined : (location.formattedAddress ?? oneLine(location))}
            onSelect={fill}
          />
        )}
        <FormField label="Address line 2" error={e.addressLineTwo?.message}>
          <Input {...register('addressLineTwo')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="City" required readOnly error={e.city?.message}>
            <Input readOnly {...register('city')} />
          </FormField>
          <FormField label="State/Province" required readOnly error={e.stateProvince?.message}>
            <Input readOnly {...register('stateProvince')} />
          </FormField>
          <FormField label="Postal Code" required readOnly error={e.postalCode?.message}>
            <Input readOnly {...register('postalCode')} />
          </FormField>
          <FormField label="Country" required readOnly error={e.country?.message}>
            <Input readOnly {...register('country')} />
          </FormField>
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}

/** Administration › Public profile › Locations (100 a page, spec part 3 §7.7). */
export default function LocationsPage() {
  const { account } = useAccount();
  const [page, setPage] = useState(0);
  const { data, error, mutate } = useApi(AdminRoutes.listPublicLocations, { query: { page, size: LOCATIONS_PAGE_SIZE } }, { scope: account?.id });
  const [editing, setEditing] = useState<PublicLocation | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PublicLocation | null>(null);
  const locations = data?.data ?? [];
  const total = data?.totalCount ?? locations.length;
  const pages = Math.max(1, Math.ceil(total / LOCATIONS_PAGE_SIZE));
  const remove = async () => {
    if (!deleting) return;
    try {
      await api(AdminRoutes.deletePublicLocation, { params: { id: deleting.id } });
      notify('success', 'Location deleted.');
      void mutate();
    } catch (e) {
      notify('error', e instanceof ApiError ? e.message : 'Failed to delete location.');
    } finally {
      setDeleting(null);
    }
  };
  return (
    <Stack gap="4">
      <HStack justify="flex-end">
        <Button onClick={() => setEditing('new')}>
          <LuPlus aria-hidden /> Add location
        </Button>
      </HStack>
      {error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{error.status === 404 ? 'Create your public profile first.' : 'The locations could not be loaded.'}</Alert.Title>
        </Alert.Root>
      ) : !data ? (
        <FullPageSpinner />
      ) : locations.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="8">
          No locations yet.
        </Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label="Locations">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Address</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {locations.map((l) => (
                <Table.Row key={l.id}>
                  <Table.Cell>{l.name ?? '—'}</Table.Cell>
                  <Table.Cell>{l.formattedAddress ?? oneLine(l)}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    <IconButton size="sm" variant="ghost" aria-label={`Edit ${l.name ?? l.address}`} onClick={() => setEditing(l)}>
                      <LuPencil />
                    </IconButton>
                    <IconButton size="sm" variant="ghost" aria-label={`Delete ${l.name ?? l.address}`} onClick={() => setDeleting(l)}>
                      <LuTrash2 />
                    </IconButton>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {pages > 1 && (
        <HStack justify="flex-end">
          <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <Text fontSize="sm">
            Page {page + 1} of {pages}
          </Text>
          <Button size="sm" variant="outline" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </HStack>
      )}
      <LocationDialog location={editing} onClose={() => setEditing(null)} onSaved={() => void mutate()} />
      <ConfirmDialog open={!!deleting} title="Delete location?" confirmLabel="Delete" destructive onConfirm={remove} onClose={() => setDeleting(null)}>
        {deleting && `${deleting.name ?? deleting.address} will be removed from your public profile.`}
      </ConfirmDialog>
    </Stack>
  );
}
