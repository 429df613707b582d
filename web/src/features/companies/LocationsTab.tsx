import { CrmRoutes } from '@polyloop/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { Location } from '@polyloop/shared/crm/company';
import { api, ApiError, useApi } from '../../lib/api';
import { notify } from '../../components/ui/toaster';
import { messageOf } from '../crm-shared/http';
import { archiveAction, RecordFormDialog, RecordsSection } from '../crm-shared/RecordsSection';
import { useCompanyContext } from './company-context';
import { LocationRowFields } from './RowFields';
import {
  emptyLocation,
  locationPayload,
  locationRowOf,
  LocationRowSchema,
  type LocationRow,
} from './wizard/rows';

function LocationDialog({
  location,
  onClose,
  onSaved,
}: {
  location: Location | 'new';
  onClose: () => void;
  onSaved: () => void;
}) {
  const { companyId } = useCompanyContext();
  const form = useForm<LocationRow>({
    resolver: zodResolver(LocationRowSchema),
    mode: 'onChange',
    defaultValues: location === 'new' ? emptyLocation() : locationRowOf(location),
  });
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
              body: locationPayload(row),
            })
      }
      onError={(e) => {
        if (e instanceof ApiError && e.status === 409)
          form.setError('remitTo', { type: 'server', message: e.message });
      }}
      failure="The location was not saved."
      onClose={onClose}
      onSaved={onSaved}
    >
      <LocationRowFields
        control={form.control as never}
        register={form.register as never}
        prefix=""
        errors={form.formState.errors}
        initialAddress={location === 'new' ? undefined : location.formattedAddress || location.address}
      />
    </RecordFormDialog>
  );
}

/** A company's locations: add and edit from the address suggestions, mark remit-to, archive and restore. */
export default function LocationsTab() {
  const { companyId } = useCompanyContext();
  const [archived, setArchived] = useState(false);
  const list = useApi(CrmRoutes.listCompanyLocations, {
    params: { id: companyId },
    query: { archived: archived ? 'true' : 'false' },
  });
  const title = (l: Location) => l.name || l.formattedAddress || l.address;

  const markRemitTo = async (l: Location, reload: () => Promise<unknown>) => {
    try {
      await api(CrmRoutes.updateCompanyLocation, {
        params: { id: companyId, locationId: l.id },
        body: { remitTo: !l.remitTo },
      });
      notify('success', l.remitTo ? 'Remit-to address unmarked' : 'Remit-to address marked');
      await reload();
    } catch (e) {
      notify('error', messageOf(e));
    }
  };

  return (
    <RecordsSection<Location>
      title="Locations"
      noun="location"
      plural="locations"
      list={list}
      archived={[archived, setArchived]}
      action={archiveAction(
        'location',
        (l) =>
          api(l.archived ? CrmRoutes.restoreCompanyLocation : CrmRoutes.archiveCompanyLocation, {
            params: { id: companyId, locationId: l.id },
          }),
        (l) =>
          l.archived
            ? 'This location will be active again.'
            : 'This location will be archived; a remit-to mark is released.',
      )}
      dialog={(location, done) => (
        <LocationDialog location={location} onClose={done.close} onSaved={done.saved} />
      )}
    >
      {(locations, { edit, confirm, reload }) => (
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
                    {l.phone ? ` · ${l.phone}` : ''}
                  </Text>
                </Stack>
                <HStack gap="1" wrap="wrap">
                  {!l.archived && (
                    <>
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => void markRemitTo(l, reload)}
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
