import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Box, Button, Checkbox, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import type { Location } from '@polyloop/shared/crm/company';
import { api, ApiError, useApi } from '../../lib/api';
import { onInvalidSubmit } from '../../lib/form';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormDialog } from '../../components/FormDialog';
import { notify } from '../../components/ui/toaster';
import { messageOf } from '../crm-shared/http';
import { Crm } from '../crm-shared/routes';
import { useCompanyContext } from './company-context';
import { Section } from '../crm-shared/Section';
import { LocationRowFields } from './RowFields';
import {
  emptyLocation,
  locationPayload,
  locationRowOf,
  LocationRowSchema,
  type LocationRow,
} from './wizard/wizard';

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
  const submit = form.handleSubmit(
    async (row) => {
      try {
        if (location === 'new')
          await api(Crm.createCompanyLocation, { params: { id: companyId }, body: locationPayload(row) });
        else
          await api(Crm.updateCompanyLocation, {
            params: { id: companyId, locationId: location.id },
            body: locationPayload(row),
          });
        notify('success', 'Location saved');
        onSaved();
      } catch (e) {
        if (e instanceof ApiError && e.status === 409)
          form.setError('remitTo', { type: 'server', message: e.message });
        notify('error', messageOf(e), { description: 'The location was not saved.' });
      }
    },
    () => onInvalidSubmit(),
  );
  return (
    <FormDialog
      open
      size="lg"
      title={location === 'new' ? 'Add location' : 'Edit location'}
      submitLabel="Save location"
      submitting={form.formState.isSubmitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <LocationRowFields
        control={form.control as never}
        register={form.register as never}
        prefix=""
        errors={form.formState.errors}
        initialAddress={location === 'new' ? undefined : location.formattedAddress || location.address}
      />
    </FormDialog>
  );
}

/** A company's locations: add and edit from the address suggestions, mark remit-to, archive and restore. */
export default function LocationsTab() {
  const { companyId } = useCompanyContext();
  const [archived, setArchived] = useState(false);
  const list = useApi(Crm.listCompanyLocations, {
    params: { id: companyId },
    query: { archived: archived ? 'true' : 'false' },
  });
  const [editing, setEditing] = useState<Location | 'new'>();
  const [toggling, setToggling] = useState<Location>();
  const locations = list.data?.data ?? [];
  const title = (l: Location) => l.name || l.formattedAddress || l.address;

  const markRemitTo = async (l: Location) => {
    try {
      await api(Crm.updateCompanyLocation, {
        params: { id: companyId, locationId: l.id },
        body: { remitTo: !l.remitTo },
      });
      notify('success', l.remitTo ? 'Remit-to address unmarked' : 'Remit-to address marked');
      await list.mutate();
    } catch (e) {
      notify('error', messageOf(e));
    }
  };

  return (
    <Section
      title="Locations"
      action={
        <HStack gap="3">
          <Checkbox.Root size="sm" checked={archived} onCheckedChange={(d) => setArchived(!!d.checked)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Show archived locations</Checkbox.Label>
          </Checkbox.Root>
          <Button size="sm" onClick={() => setEditing('new')}>
            <LuPlus aria-hidden /> Add location
          </Button>
        </HStack>
      }
    >
      {list.isLoading && <Skeleton height="16" />}
      {list.error && <Text color="fg.error">The locations could not be loaded.</Text>}
      {!list.isLoading && !list.error && !locations.length && (
        <Text color="fg.muted">{archived ? 'No archived locations.' : 'No locations yet.'}</Text>
      )}
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
                      onClick={() => void markRemitTo(l)}
                      aria-label={`${l.remitTo ? 'Unmark' : 'Mark'} ${title(l)} as remit-to`}
                    >
                      {l.remitTo ? 'Unmark remit-to' : 'Mark as remit-to'}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => setEditing(l)}
                      aria-label={`Edit ${title(l)}`}
                    >
                      Edit
                    </Button>
                  </>
                )}
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() => setToggling(l)}
                  aria-label={`${l.archived ? 'Restore' : 'Archive'} ${title(l)}`}
                >
                  {l.archived ? 'Restore' : 'Archive'}
                </Button>
              </HStack>
            </HStack>
          </Box>
        ))}
      </Stack>
      {editing && (
        <LocationDialog
          location={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void list.mutate();
          }}
        />
      )}
      <ConfirmDialog
        open={!!toggling}
        title={toggling?.archived ? 'Restore location?' : 'Archive location?'}
        confirmLabel={toggling?.archived ? 'Restore' : 'Archive'}
        destructive={!toggling?.archived}
        onClose={() => setToggling(undefined)}
        onConfirm={async () => {
          const l = toggling!;
          try {
            await api(l.archived ? Crm.restoreCompanyLocation : Crm.archiveCompanyLocation, {
              params: { id: companyId, locationId: l.id },
            });
            notify('success', l.archived ? 'Location restored' : 'Location archived');
            await list.mutate();
          } catch (e) {
            notify('error', messageOf(e));
          }
          setToggling(undefined);
        }}
      >
        {toggling?.archived
          ? 'This location will be active again.'
          : 'This location will be archived; a remit-to mark is released.'}
      </ConfirmDialog>
    </Section>
  );
}
