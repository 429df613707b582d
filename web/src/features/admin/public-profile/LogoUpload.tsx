import { useRef, useState } from 'react';
import { Box, Button, HStack, Image, Progress, Stack, Text } from '@chakra-ui/react';
import { AdminRoutes, type PublicCompany } from '@polyloop/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notify } from '../../../components/ui/toaster';
import { api } from '../../../lib/api';
import { upload } from '../../../lib/files';
import { useSubmit } from '../../../lib/use-submit';
import { VIEWS } from '../../../lib/views';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'];

/** Why a file cannot be the logo, or null when it can (the server checks the same). */
export function logoProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (!LOGO_TYPES.includes(file.type)) return 'The logo must be a PNG, JPEG, SVG or WebP image.';
  if (file.size > LOGO_MAX_BYTES) return 'The logo must be 2 MB or smaller.';
  return null;
}

export function LogoUpload({ company }: { company: PublicCompany }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const uploading = useSubmit({
    success: 'Logo uploaded.',
    fallback: 'Failed to upload logo.',
    touches: VIEWS.publicProfile,
  });
  const removal = useSubmit({
    success: 'Logo deleted.',
    fallback: 'Failed to delete logo.',
    touches: VIEWS.publicProfile,
  });
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = logoProblem(file);
    if (problem) return void notify('error', problem);
    setProgress(0);
    await uploading.run(() =>
      upload(AdminRoutes.uploadPublicLogo, file, { onProgress: (f) => setProgress(f ?? 0) }),
    );
    setProgress(null);
    if (input.current) input.current.value = '';
  };
  const remove = async () => {
    await removal.run(() => api(AdminRoutes.deletePublicLogo));
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
          {company.logoUrl ? (
            <Image src={company.logoUrl} alt={`${company.name} logo`} maxW="full" maxH="full" />
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
          {company.logoUrl ? 'Replace logo' : 'Upload logo'}
        </Button>
        {company.logoUrl && (
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
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      >
        The logo will no longer show on your public profile.
      </ConfirmDialog>
    </Stack>
  );
}
