import { useEffect, useState } from 'react';
import { Button, Checkbox, Dialog, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { NetworkRoutes } from '@polyloop/shared';
import { AppDialog } from '../../../components/AppDialog';
import { api, useApi } from '../../../lib/api';
import { useSubmit } from '../../../lib/use-submit';
import { VIEWS } from '../../../lib/views';

/** Whether the signed-in person has accepted the market ground rules (needed before their first listing). */
export function useGroundRules() {
  const result = useApi(NetworkRoutes.getGroundRules);
  return { rules: result.data?.data, accepted: !!result.data?.data.acceptedDate, isLoading: result.isLoading, error: result.error };
}

/**
 * The market ground rules (part 2 §1), shown before a person's first public listing: they tick that
 * they accept them, and `onAccepted` goes on with the listing.
 */
export function GroundRulesDialog({ open, onClose, onAccepted }: { open: boolean; onClose: () => void; onAccepted: () => void }) {
  const { rules, isLoading } = useGroundRules();
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<string>();
  const accepting = useSubmit({ touches: VIEWS.groundRules, fallback: 'The ground rules were not accepted. Try again.' });
  useEffect(() => {
    if (open) {
      setAgreed(false);
      setProblem(undefined);
    }
  }, [open]);
  const accept = async () => {
    if (!agreed) return setProblem('Tick the box to accept the ground rules.');
    if (await accepting.run(() => api(NetworkRoutes.acceptGroundRules))) {
      onClose();
      onAccepted();
    }
  };
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Market ground rules"
      scrollBehavior="inside"
      contentProps={{ maxW: '40rem' }}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Not now</Button>
          </Dialog.ActionTrigger>
          <Button loading={accepting.busy} onClick={() => void accept()}>
            Accept and continue
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text>Everyone who lists on the Materials Market accepts these rules first.</Text>
        {isLoading || !rules ? (
          <Skeleton height="24" />
        ) : (
          <List.Root as="ol" ps="5" gap="2" aria-label="Ground rules">
            {rules.rules.map((rule) => (
              <List.Item key={rule}>{rule}</List.Item>
            ))}
          </List.Root>
        )}
        <Checkbox.Root checked={agreed} onCheckedChange={(d) => (setAgreed(!!d.checked), setProblem(undefined))} invalid={!!problem}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>I have read the market ground rules and accept them</Checkbox.Label>
        </Checkbox.Root>
        {problem && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {problem}
          </Text>
        )}
      </Stack>
    </AppDialog>
  );
}
