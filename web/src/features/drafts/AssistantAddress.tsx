import { Code, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { LuCopy } from 'react-icons/lu';
import { DraftRoutes } from '@polyloop/shared';
import { notify } from '../../components/ui/toaster';
import { Tooltip } from '../../components/ui/tooltip';
import { useApi } from '../../lib/api';

/** Where to forward e-mails, with a copy button, and who reads them (the sandbox says so). */
export function AssistantAddress() {
  const assistant = useApi(DraftRoutes.draftAssistant).data?.data;
  if (!assistant) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(assistant.address);
      notify('success', 'Address copied');
    } catch {
      notify('error', 'The address could not be copied: select it and copy it instead.');
    }
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
      <Text fontSize="xs" color="fg.muted">
        {assistant.extractor === 'sandbox'
          ? 'Sandbox: e-mails are read by fixed rules of the local cloud, not by a model.'
          : 'Read by Amazon Bedrock. The assistant is in beta, and e-mails may be used to improve it.'}
      </Text>
    </Stack>
  );
}
