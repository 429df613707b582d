import { useRef, type ReactNode } from 'react';
import { Box, Button, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuImagePlus } from 'react-icons/lu';
import { PHOTO_MESSAGES } from '@polyloop/shared/supply/listing';
import { Section } from '../../components/Section';
import { PHOTO_ACCEPT } from './photos';

/** One photo's square: the image (opening the photo when it has an address) and its Remove. */
export interface PhotoTile {
  key: string;
  src: string | undefined;
  alt: string;
  /** The tile's name for assistive technology. */
  label?: string;
  /** Where the full photo opens. */
  href?: string;
  removeLabel: string;
  onRemove: () => void;
}

/**
 * A have's "Photos" section: the squares of its photos (or what to say while there are none), then
 * the button that picks more, which turns off at the most a have may hold. Used by the new-have form,
 * which keeps the chosen files until the have exists, and by a have's page, which adds at once.
 */
export function PhotoTiles(props: {
  listLabel: string;
  empty: ReactNode;
  tiles: readonly PhotoTile[];
  full: boolean;
  picker: {
    inputLabel: string;
    multiple?: boolean;
    /** Reads the files picked; the picker is emptied once this is done, so the same file can be picked again. */
    onPick: (files: FileList | null) => unknown;
    button: ReactNode;
    loading?: boolean;
    disabled?: boolean;
  };
  /** After the section's content (a confirmation). */
  children?: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { picker } = props;
  return (
    <Section title="Photos">
      <Stack gap="3">
        {props.tiles.length === 0 ? (
          <Text color="fg.muted">{props.empty}</Text>
        ) : (
          <SimpleGrid
            columns={{ base: 2, sm: 3, md: 5 }}
            gap="3"
            as="ul"
            aria-label={props.listLabel}
            listStyleType="none"
          >
            {props.tiles.map((tile) => {
              const image = (
                <Image
                  src={tile.src}
                  alt={tile.alt}
                  borderRadius="md"
                  aspectRatio={1}
                  objectFit="cover"
                  w="full"
                />
              );
              return (
                <Box as="li" key={tile.key} aria-label={tile.label}>
                  {tile.href ? (
                    <a href={tile.href} target="_blank" rel="noreferrer">
                      {image}
                    </a>
                  ) : (
                    image
                  )}
                  <Button
                    size="xs"
                    variant="ghost"
                    mt="1"
                    aria-label={tile.removeLabel}
                    onClick={tile.onRemove}
                  >
                    Remove
                  </Button>
                </Box>
              );
            })}
          </SimpleGrid>
        )}
        <input
          ref={input}
          type="file"
          accept={PHOTO_ACCEPT}
          multiple={picker.multiple}
          hidden
          aria-label={picker.inputLabel}
          onChange={(e) => {
            const target = e.target;
            void Promise.resolve(picker.onPick(target.files)).finally(() => (target.value = ''));
          }}
        />
        <Box>
          <Button
            variant="outline"
            onClick={() => input.current?.click()}
            loading={picker.loading}
            disabled={picker.disabled}
          >
            <LuImagePlus aria-hidden /> {picker.button}
          </Button>
          {props.full && (
            <Text fontSize="sm" color="fg.muted" mt="1">
              {PHOTO_MESSAGES.count}
            </Text>
          )}
        </Box>
      </Stack>
      {props.children}
    </Section>
  );
}
