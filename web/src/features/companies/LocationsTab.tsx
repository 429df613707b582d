import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { CrmRoutes } from '@polyloop/shared';
import type { Location } from '@polyloop/shared/crm/company';
import { CheckFilter } from '../../components/list/ListFilters';
import {
  archiveAction,
  RecordFormDialog,
  RecordsSection,
  useRecordForm,
} from '../../components/list/RecordsSection';
import { useList } from '../../components/list/use-list';
import { flagOf } from '../../components/list/list-state';
import { api, ApiError } from '../../lib/api';
import { clearingBlanks, schemaResolver } from '../../lib/form';
import { useSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { useCompanyContext } from './company-context';
import { LocationRowFields } from './RowFields';
import {
  emptyLocation,
  locationPayload,
  locationRowOf,
  LocationRowSchema,
  type LocationRow,
} from './wizard/rows';
import { formatPhone } from '@polyloop/shared/primitives';

function LocationDialog({ location, onClose }: { location: Location | 'new'; onClose: () => void }) {
  const { companyId } = useCompanyContext();
  const form = useRecordForm<LocationRow, Location>(
    schemaResolver(LocationRowSchema),
    location,
    emptyLocation,
    locationRowOf,
  );
  return (
    <RecordFormDialog
      noun="location"
      isNew={location === 'new'}
      form={form}
      save={(row) =>
        location === 'new'
          ? api(CrmRoutes.createCompanyLocation, { params: { id: companyId }, body: locationPayload(row) })
          : api(CrmRoutes.updateCompanyLocation, {
              params: { id: companyId, locationId: location.id },
              body: clearingBlanks(locationPayload(row), locationPayload(locationRowOf(location))),
            })
      }
      options={{
        touches: VIEWS.location,
        description: 'The location was not saved.',
        // A second remit-to address is refused as a conflict; the box says why.
        onError: (e) =>
          void (
            e instanceof ApiError &&
            e.status === 409 &&
            form.setError('remitTo', { type: 'server', message: e.message })
          ),
      }}
      onClose={onClose}
    >
      <LocationRowFields
        control={form.control}
        row={null}
        initialAddress={location === 'new' ? undefined : location.formattedAddress || location.address}
      />
    </RecordFormDialog>
  );
}

const title = (l: Location) => l.name || l.formattedAddress || l.address;

/** A company's locations: add and edit from the address suggestions, mark remit-to, archive and restore. */
export default function LocationsTab() {
  const { companyId } = useCompanyContext();
  const list = useList(CrmRoutes.listCompanyLocations, {
    prefix: 'locations',
    filters: { archived: '' },
    params: { id: companyId },
    query: ({ filters }) => ({ archived: flagOf(filters.archived) }),
  });
  const remitTo = useSubmit<Location>({
    touches: VIEWS.location,
    success: (l) => (l.remitTo ? 'Remit-to address marked' : 'Remit-to address unmarked'),
  });
  const toggleRemitTo = (l: Location) =>
    remitTo.run(
      async () =>
        (
          await api(CrmRoutes.updateCompanyLocation, {
            params: { id: companyId, locationId: l.id },
            body: { remitTo: !l.remitTo },
          })
        ).data,
    );

  return (
    <RecordsSection
      noun="location"
      plural="locations"
      list={list}
      filters={<CheckFilter list={list} name="archived" label="Show archived locations" size="sm" />}
      emptyFiltered="No archived locations."
      action={archiveAction<Location>('location', {
        run: (l) =>
          api(l.archived ? CrmRoutes.restoreCompanyLocation : CrmRoutes.archiveCompanyLocation, {
            params: { id: companyId, locationId: l.id },
          }),
        body: (l) =>
          l.archived
            ? 'This location will be active again.'
            : 'This location will be archived; a remit-to mark is released.',
        touches: VIEWS.location,
      })}
      dialog={(location, close) => <LocationDialog location={location} onClose={close} />}
    >
      {(locations, { edit, confirm }) => (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Locations">
          {locations.map((l) => (
            <Box as="li" key={l.id} borderWidth="1px" borderRadius="md" p="3" aria-label={title(l)}>
              <HStack justify="space-between" align="start" wrap="wrap">
                <Stack gap="0.5">
                  <HStack gap="2">
                    <Text fontWeight="medium">{title(l)}</Text>
                    {l.remitTo && <Badge colorPalette="green">Remit-to</Badge>}
                    {l.archived && <Badge>Archived</Badge>}
                  </HStack>
                  {l.name && <Text fontSize="sm">{l.formattedAddress || l.address}</Text>}
                  <Text fontSize="sm" color="fg.muted">
                    {[l.city, l.stateProvince, l.postalCode, l.country].filter(Boolean).join(', ')}
                    {l.phone ? ` · ${formatPhone(l.phone)}` : ''}
                  </Text>
                </Stack>
                <HStack gap="1" wrap="wrap">
                  {!l.archived && (
                    <>
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => void toggleRemitTo(l)}
                        aria-label={`${l.remitTo ? 'Unmark' : 'Mark'} ${title(l)} as remit-to`}
                      >
                        {l.remitTo ? 'Unmark remit-to' : 'Mark as remit-to'}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => edit(l)}
                        aria-label={`Edit ${title(l)}`}
                      >
                        Edit
                      </Button>
                    </>
                  )}
                  <Button
                    size="xs"
                    variant="ghost"
                    onClick={() => confirm(l)}
                    aria-label={`${l.archived ? 'Restore' : 'Archive'} ${title(l)}`}
                  >
                    {l.archived ? 'Restore' : 'Archive'}
                  </Button>
                </HStack>
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
    </RecordsSection>
  );
}
