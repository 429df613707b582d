import { useRef, useState, type ReactNode } from 'react';
import { Box, Button, HStack, Image, Progress, Stack, Text } from '@chakra-ui/react';
import type { RouteDefinition } from '@polyloop/shared';
import { ConfirmDialog } from './ConfirmDialog';
import { notify } from './ui/toaster';
import { useSubmit } from '../lib/use-submit';
import type { Progress as UploadProgress } from '../lib/files';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'];

/** Why a file cannot be a logo, or null when it can (the server checks the same). */
export function logoProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (!LOGO_TYPES.includes(file.type)) return 'The logo must be a PNG, JPEG, SVG or WebP image.';
  if (file.size > LOGO_MAX_BYTES) return 'The logo must be 2 MB or smaller.';
  return null;
}

interface LogoFieldProps {
  /** Whose logo it is: the image's alternative text names it. */
  name: string;
  logoUrl: string | null;
  upload: (file: File, onProgress: UploadProgress) => Promise<unknown>;
  remove: () => Promise<unknown>;
  /** What the change makes stale (lib/views.ts). */
  touches: readonly Pick<RouteDefinition, 'id'>[];
  /** What the confirmation says deleting does. */
  deleting: ReactNode;
}

/**
 * A logo: its preview, upload (type and size checked before sending, with progress), replace,
 * and delete after a confirmation; failures say so in a toast (spec part 1 §8).
 */
export function LogoField({ name, logoUrl, upload, remove, touches, deleting }: LogoFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const uploading = useSubmit({ success: 'Logo uploaded.', fallback: 'Failed to upload logo.', touches });
  const removal = useSubmit({ success: 'Logo deleted.', fallback: 'Failed to delete logo.', touches });
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = logoProblem(file);
    if (input.current) input.current.value = '';
    if (problem) return void notify('error', problem);
    setProgress(0);
    await uploading.run(() => upload(file, (f) => setProgress(f ?? 0)));
    setProgress(null);
  };
  const confirm = async () => {
    await removal.run(remove);
    setConfirming(false);
  };
  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm" id="logo-label">
        Logo
      </Text>
      <HStack gap="4" align="center" wrap="wrap">
        <Box
          w="20"
          h="20"
          borderWidth="1px"
          borderRadius="md"
          overflow="hidden"
          display="flex"
          alignItems="center"
          justifyContent="center"
          bg="bg.muted"
        >
          {logoUrl ? (
            <Image src={logoUrl} alt={`${name} logo`} maxW="full" maxH="full" />
          ) : (
            <Text fontSize="xs" color="fg.muted">
              No logo
            </Text>
          )}
        </Box>
        <input
          ref={input}
          type="file"
          accept={LOGO_TYPES.join(',')}
          hidden
          aria-labelledby="logo-label"
          onChange={(e) => void pick(e.target.files?.[0])}
        />
        <Button
          size="sm"
          variant="outline"
          onClick={() => input.current?.click()}
          disabled={progress !== null}
        >
          {logoUrl ? 'Replace logo' : 'Upload logo'}
        </Button>
        {logoUrl && (
          <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setConfirming(true)}>
            Delete logo
          </Button>
        )}
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        PNG, JPEG, SVG or WebP, up to 2 MB.
      </Text>
      {progress !== null && (
        <Progress.Root value={Math.round(progress * 100)} size="sm" maxW="xs">
          <Progress.Label fontSize="xs">Uploading logo</Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
          <Progress.ValueText fontSize="xs" />
        </Progress.Root>
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete logo?"
        confirmLabel="Delete"
        destructive
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      >
        {deleting}
      </ConfirmDialog>
    </Stack>
  );
}
