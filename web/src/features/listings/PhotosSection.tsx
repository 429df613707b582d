import { useRef, useState } from 'react';
import { Box, Button, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuImagePlus } from 'react-icons/lu';
import { SupplyRoutes } from '@polyloop/shared';
import { PHOTO_MESSAGES, PHOTO_RULES, type Have } from '@polyloop/shared/supply/listing';
import { api } from '../../lib/api';
import { useSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Section } from '../../components/Section';
import { notify } from '../../components/ui/toaster';
import { PHOTO_ACCEPT, photoProblem, uploadPhoto } from './photos';

/** A have's photos: thumbnails that open the photo, adding (with a thumbnail made here) and removing. */
export function PhotosSection({ have }: { have: Have }) {
  const input = useRef<HTMLInputElement>(null);
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
    <Section title="Photos">
      <Stack gap="3">
        {have.photos.length === 0 ? (
          <Text color="fg.muted">
            No photos yet. Buyers decide faster with a photo of the bales or the regrind.
          </Text>
        ) : (
          <SimpleGrid
            columns={{ base: 2, sm: 3, md: 5 }}
            gap="3"
            as="ul"
            aria-label="Photos"
            listStyleType="none"
          >
            {have.photos.map((p) => (
              <Box as="li" key={p.id} aria-label={p.name}>
                <a href={p.url} target="_blank" rel="noreferrer">
                  <Image
                    src={p.thumbnailUrl}
                    alt={`Photo ${p.name}`}
                    borderRadius="md"
                    aspectRatio={1}
                    objectFit="cover"
                    w="full"
                  />
                </a>
                <Button
                  size="xs"
                  variant="ghost"
                  mt="1"
                  onClick={() => setRemoving(p)}
                  aria-label={`Remove photo ${p.name}`}
                >
                  Remove
                </Button>
              </Box>
            ))}
          </SimpleGrid>
        )}
        <input
          ref={input}
          type="file"
          accept={PHOTO_ACCEPT}
          hidden
          aria-label="Add a photo"
          onChange={(e) => void add(e.target.files?.[0]).finally(() => (e.target.value = ''))}
        />
        <Box>
          <Button
            variant="outline"
            onClick={() => input.current?.click()}
            loading={adding.busy}
            disabled={full || have.archived}
          >
            <LuImagePlus aria-hidden /> Add photo
          </Button>
          {full && (
            <Text fontSize="sm" color="fg.muted" mt="1">
              {PHOTO_MESSAGES.count}
            </Text>
          )}
        </Box>
      </Stack>
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
    </Section>
  );
}
