import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Stack } from '@chakra-ui/react';
import { defaultExpirations } from '@polyloop/shared/supply/listing';
import { api } from '../../lib/api';
import { PageHeader } from '../crm-shared/PageHeader';
import { ListingForm } from './ListingForm';
import { emptyListingForm } from './listing-form';
import { KINDS, type Kind } from './kinds';

/** A new have or need, expiring in 14 days unless another date is chosen. */
export function ListingNewPage({ kind }: { kind: Kind }) {
  const k = KINDS[kind];
  const navigate = useNavigate();
  const initial = useMemo(() => emptyListingForm(defaultExpirations().days14), []);
  return (
    <Stack gap="4">
      <PageHeader title={`New ${k.noun}`} />
      <ListingForm
        kind={kind}
        initial={initial}
        submitLabel={`Create ${k.noun}`}
        save={async (input) => (await api(k.create, { body: input as never })).data}
        options={{
          success: `${k.noun === 'have' ? 'Have' : 'Need'} created`,
          description: `The ${k.noun} was not created.`,
          touches: k.touches,
          onSuccess: (created) => navigate(`${k.base}/${created.id}`),
        }}
      />
    </Stack>
  );
}
