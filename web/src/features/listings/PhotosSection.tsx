import { useState } from 'react';
import { SupplyRoutes } from '@polyloop/shared';
import { PHOTO_RULES, type Have } from '@polyloop/shared/supply/listing';
import { api } from '../../lib/api';
import { useSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify } from '../../components/ui/toaster';
import { photoProblem, uploadPhoto } from './photos';
import { PhotoTiles } from './PhotoTiles';

/** A have's photos: thumbnails that open the photo, adding (with a thumbnail made here) and removing. */
export function PhotosSection({ have }: { have: Have }) {
  const [removing, setRemoving] = useState<Have['photos'][number]>();
  const adding = useSubmit({ success: 'Photo added', touches: VIEWS.have });
  const removal = useSubmit({ success: 'Photo removed', touches: VIEWS.have });
  const full = have.photos.length >= PHOTO_RULES.maxPhotos;

  const add = async (file: File | undefined) => {
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) return notify('error', problem);
    await adding.run(() => uploadPhoto(have.id, file));
  };

  return (
    <PhotoTiles
      listLabel="Photos"
      empty="No photos yet. Buyers decide faster with a photo of the bales or the regrind."
      tiles={have.photos.map((p) => ({
        key: p.id,
        src: p.thumbnailUrl,
        alt: `Photo ${p.name}`,
        label: p.name,
        href: p.url,
        removeLabel: `Remove photo ${p.name}`,
        onRemove: () => setRemoving(p),
      }))}
      full={full}
      picker={{
        inputLabel: 'Add a photo',
        onPick: (files) => add(files?.[0]),
        button: 'Add photo',
        loading: adding.busy,
        disabled: full || have.archived,
      }}
    >
      <ConfirmDialog
        open={!!removing}
        title="Remove this photo?"
        confirmLabel="Remove"
        destructive
        onClose={() => setRemoving(undefined)}
        onConfirm={async () => {
          const photo = removing;
          if (photo)
            await removal.run(
              async () =>
                (await api(SupplyRoutes.deleteHavePhoto, { params: { id: have.id, photoId: photo.id } }))
                  .data,
            );
          setRemoving(undefined);
        }}
      >
        {removing ? `${removing.name} will be removed from ${have.identifier}.` : ''}
      </ConfirmDialog>
    </PhotoTiles>
  );
}
