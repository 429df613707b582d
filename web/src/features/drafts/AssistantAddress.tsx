import { useState } from 'react';
import { Button, Code, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { LuCopy } from 'react-icons/lu';
import { DraftRoutes } from '@polyloop/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify } from '../../components/ui/toaster';
import { Tooltip } from '../../components/ui/tooltip';
import { useAccount } from '../../lib/account';
import { api, useApi } from '../../lib/api';
import { permissionsOf } from '../../lib/permissions';
import { useSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';

/**
 * Where to forward e-mails, with a copy button, and who reads them (the sandbox says so). A company
 * administrator may give the company a new address, once confirmed: mail to the old one is refused.
 */
export function AssistantAddress() {
  const assistant = useApi(DraftRoutes.draftAssistant).data?.data;
  const { account } = useAccount();
  const canRotate = permissionsOf(account).has('INTEGRATIONS_MANAGEMENT');
  const [confirming, setConfirming] = useState(false);
  const rotation = useSubmit({ success: 'The assistant has a new address', touches: VIEWS.draftAssistant });
  if (!assistant) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(assistant.address);
      notify('success', 'Address copied');
    } catch {
      notify('error', 'The address could not be copied: select it and copy it instead.');
    }
  };
  const rotate = async () => {
    if (await rotation.run(() => api(DraftRoutes.rotateDraftAssistant))) setConfirming(false);
  };
  return (
    <Stack gap="1" borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
      <Text fontSize="sm">
        Forward e-mails offering or asking for material to your assistant, and it drafts the have or need:
      </Text>
      <HStack gap="1">
        <Code aria-label="Assistant address" wordBreak="break-all" flex="1">
          {assistant.address}
        </Code>
        <Tooltip content="Copy the address">
          <IconButton
            aria-label="Copy the assistant address"
            size="sm"
            variant="ghost"
            onClick={() => void copy()}
          >
            <LuCopy />
          </IconButton>
        </Tooltip>
      </HStack>
      <HStack justify="space-between" gap="2">
        <Text fontSize="xs" color="fg.muted">
          {assistant.extractor === 'sandbox'
            ? 'Sandbox: e-mails are read by fixed rules of the local cloud, not by a model.'
            : 'Read by Amazon Bedrock. The assistant is in beta, and e-mails may be used to improve it.'}
        </Text>
        {canRotate && (
          <Button size="xs" variant="outline" flexShrink={0} onClick={() => setConfirming(true)}>
            Rotate address
          </Button>
        )}
      </HStack>
      <ConfirmDialog
        open={confirming}
        title="Give the assistant a new address?"
        confirmLabel="Rotate address"
        destructive
        onConfirm={rotate}
        onClose={() => setConfirming(false)}
      >
        <Text>
          E-mails sent to the current address will no longer become drafts. Forward mail to the new address
          from now on, and update any forwarding rules that use the old one. Drafts already made stay.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
