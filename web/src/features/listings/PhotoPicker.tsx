import { useEffect, useMemo, useRef } from 'react';
import { Box, Button, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuImagePlus } from 'react-icons/lu';
import { PHOTO_MESSAGES, PHOTO_RULES } from '@polyloop/shared/supply/listing';
import { Section } from '../../components/Section';
import { notify } from '../../components/ui/toaster';
import { PHOTO_ACCEPT, photoProblem } from './photos';

/** Photos chosen on the new-have form, shown from the browser and sent once the have exists. */
export function PhotoPicker({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const full = files.length >= PHOTO_RULES.maxPhotos;

  const add = (chosen: FileList | null) => {
    const next = [...files];
    for (const file of chosen ?? []) {
      const problem = photoProblem(file);
      if (problem) notify('error', `${file.name}: ${problem}`);
      else if (next.length >= PHOTO_RULES.maxPhotos) {
        notify('error', PHOTO_MESSAGES.count);
        break;
      } else next.push(file);
    }
    onChange(next);
  };

  return (
    <Section title="Photos">
      <Stack gap="3">
        {files.length === 0 ? (
          <Text color="fg.muted">No photos chosen. They are added once the have is created.</Text>
        ) : (
          <SimpleGrid
            columns={{ base: 2, sm: 3, md: 5 }}
            gap="3"
            as="ul"
            aria-label="Chosen photos"
            listStyleType="none"
          >
            {files.map((file, i) => (
              <Box as="li" key={`${file.name}-${i}`}>
                <Image
                  src={previews[i]}
                  alt={`Chosen photo ${file.name}`}
                  borderRadius="md"
                  aspectRatio={1}
                  objectFit="cover"
                  w="full"
                />
                <Button
                  size="xs"
                  variant="ghost"
                  mt="1"
                  aria-label={`Remove chosen photo ${file.name}`}
                  onClick={() => onChange(files.filter((_, j) => j !== i))}
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
          multiple
          hidden
          aria-label="Choose photos"
          onChange={(e) => {
            add(e.target.files);
            e.target.value = '';
          }}
        />
        <Box>
          <Button variant="outline" onClick={() => input.current?.click()} disabled={full}>
            <LuImagePlus aria-hidden /> Choose photos
          </Button>
          {full && (
            <Text fontSize="sm" color="fg.muted" mt="1">
              {PHOTO_MESSAGES.count}
            </Text>
          )}
        </Box>
      </Stack>
    </Section>
  );
}
