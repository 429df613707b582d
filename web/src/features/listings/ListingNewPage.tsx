import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Stack } from '@chakra-ui/react';
import { defaultExpirations } from '@polyloop/shared/supply/listing';
import { api } from '../../lib/api';
import { VIEWS } from '../../lib/views';
import { notify } from '../../components/ui/toaster';
import { PageHeader } from '../crm-shared/PageHeader';
import { ListingForm } from './ListingForm';
import { emptyListingForm, toListingInput, type ListingFormValues } from './listing-form';
import { PhotoPicker } from './PhotoPicker';
import { uploadPhoto } from './photos';
import { KINDS, type Kind } from './kinds';

/** The photos that could not be added after the have was created, said once. */
async function addPhotos(haveId: string, files: File[]) {
  const results = await Promise.allSettled(files.map((file) => uploadPhoto(haveId, file)));
  const failed = results.filter((r) => r.status === 'rejected').length;
  if (failed)
    notify('warning', failed === 1 ? 'A photo could not be added.' : `${failed} photos could not be added.`, {
      description: 'The have was created: add the photos again on its page.',
    });
}

/**
 * Creates a have or need from the form (a have with the photos chosen on it, sent once it exists).
 * From a draft, the draft's id goes with it, so the draft is used up when the record is saved.
 */
export function ListingCreate(props: {
  kind: Kind;
  title: string;
  initial: ListingFormValues;
  draftId?: string;
  intro?: ReactNode;
}) {
  const { kind, draftId } = props;
  const k = KINDS[kind];
  const navigate = useNavigate();
  const [photos, setPhotos] = useState<File[]>([]);
  return (
    <Stack gap="4">
      <PageHeader title={props.title} />
      {props.intro}
      <ListingForm
        kind={kind}
        initial={props.initial}
        submitLabel={`Create ${k.noun}`}
        save={async (values) =>
          (await api(k.create, { body: { ...toListingInput(kind, values), draftId } as never })).data
        }
        options={{
          success: `${k.noun === 'have' ? 'Have' : 'Need'} created`,
          description: `The ${k.noun} was not created.`,
          touches: draftId ? [...k.touches, ...VIEWS.draft] : k.touches,
          onSuccess: async (created) => {
            if (kind === 'have' && photos.length) await addPhotos(created.id, photos);
            await navigate(`${k.base}/${created.id}`);
          },
        }}
      >
        {kind === 'have' && <PhotoPicker files={photos} onChange={setPhotos} />}
      </ListingForm>
    </Stack>
  );
}

/** A new have or need, expiring in 14 days unless another date is chosen; `?companyId=` picks the company. */
export function ListingNewPage({ kind }: { kind: Kind }) {
  const [params] = useSearchParams();
  const companyId = params.get('companyId') ?? '';
  const initial = useMemo(
    () => ({ ...emptyListingForm(defaultExpirations().days14), companyId: companyId.slice(0, 64) }),
    [companyId],
  );
  return <ListingCreate kind={kind} title={`New ${KINDS[kind].noun}`} initial={initial} />;
}
