import { useForm } from 'react-hook-form';
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { AdminRoutes, PublicLocationInput, type PlaceDetails, type PublicLocation } from '@polyloop/shared';
import { AddressAutocomplete } from '../../../components/AddressAutocomplete';
import type { Column } from '../../../components/DataTable';
import { TextField } from '../../../components/form-fields';
import {
  deleteAction,
  EditDeleteButtons,
  RecordFormDialog,
  RecordsSection,
} from '../../../components/list/RecordsSection';
import { useList } from '../../../components/list/use-list';
import { api } from '../../../lib/api';
import { BLANK_ADDRESS, blankToUndefined, clearingBlanks, schemaResolver } from '../../../lib/form';
import { VIEWS } from '../../../lib/views';

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
const empty: Form = { ...BLANK_ADDRESS, country: '' };
const shape = (v: Form) => ({
  ...v,
  name: blankToUndefined(v.name),
  addressLineTwo: blankToUndefined(v.addressLineTwo),
  country: blankToUndefined(v.country),
  formattedAddress: blankToUndefined(v.formattedAddress),
});
const PLACE_FIELDS = [
  ['city', 'City'],
  ['stateProvince', 'State/Province'],
  ['postalCode', 'Postal Code'],
  ['country', 'Country'],
] as const;
const oneLine = (l: Pick<PublicLocation, 'address' | 'city' | 'stateProvince' | 'postalCode' | 'country'>) =>
  `${l.address}, ${l.city}, ${l.stateProvince} ${l.postalCode}, ${l.country}`;

const formOf = (l: PublicLocation | 'new'): Form =>
  l === 'new'
    ? empty
    : {
        ...empty,
        ...l,
        name: l.name ?? '',
        addressLineTwo: l.addressLineTwo ?? '',
        formattedAddress: l.formattedAddress ?? oneLine(l),
      };

function LocationDialog({ location, onClose }: { location: PublicLocation | 'new'; onClose: () => void }) {
  const form = useForm<Form>({
    resolver: schemaResolver(PublicLocationInput, shape),
    mode: 'onChange',
    defaultValues: formOf(location),
  });
  const { control, reset, setValue, getValues, formState } = form;
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
    if (place)
      setValue('formattedAddress', place.formattedAddress, { shouldValidate: true, shouldDirty: true });
  };
  const e = formState.errors;
  return (
    <RecordFormDialog
      noun="location"
      isNew={location === 'new'}
      form={form}
      save={(values) => {
        const body = PublicLocationInput.parse(shape(values));
        return location === 'new'
          ? api(AdminRoutes.createPublicLocation, { body })
          : api(AdminRoutes.updatePublicLocation, {
              params: { id: location.id },
              // The whole location goes; a name or second line the user emptied goes as null, which clears it.
              body: clearingBlanks(body, shape(formOf(location))),
            });
      }}
      options={{ fallback: 'Failed to save location.', touches: VIEWS.publicProfile }}
      onClose={onClose}
    >
      <Stack gap="4">
        <TextField control={control} name="name" label="Location name" />
        <AddressAutocomplete
          label="Address"
          required
          error={e.latitude?.message ?? e.longitude?.message ?? e.address?.message}
          initialValue={location === 'new' ? undefined : (location.formattedAddress ?? oneLine(location))}
          onSelect={fill}
        />
        <TextField control={control} name="addressLineTwo" label="Address line 2" />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {PLACE_FIELDS.map(([name, label]) => (
            <TextField key={name} control={control} name={name} label={label} required readOnly />
          ))}
        </SimpleGrid>
      </Stack>
    </RecordFormDialog>
  );
}

const columns: Column<PublicLocation>[] = [
  { key: 'name', header: 'Name', cell: (l) => l.name ?? '—' },
  { key: 'address', header: 'Address', cell: (l) => l.formattedAddress ?? oneLine(l) },
];
const labelOf = (l: PublicLocation) => l.name ?? l.address;

/** Administration › Public profile › Locations (100 a page, spec part 3 §7.7). */
export default function LocationsPage() {
  const list = useList(AdminRoutes.listPublicLocations, {
    pageSize: LOCATIONS_PAGE_SIZE,
    query: ({ page, size }) => ({ page, size }),
  });
  return (
    <RecordsSection
      noun="location"
      plural="locations"
      list={list}
      errorText={(error) =>
        error.status === 404 ? 'Create your public profile first.' : 'The locations could not be loaded.'
      }
      action={deleteAction<PublicLocation>('location', {
        run: (l) => api(AdminRoutes.deletePublicLocation, { params: { id: l.id } }),
        body: (l) => `${labelOf(l)} will be removed from your public profile.`,
        touches: VIEWS.publicProfile,
      })}
      dialog={(location, close) => <LocationDialog location={location} onClose={close} />}
      columns={columns}
      rowActions={(l, { edit, confirm }) => (
        <EditDeleteButtons name={labelOf(l)} onEdit={() => edit(l)} onDelete={() => confirm(l)} />
      )}
    />
  );
}
