import { Button, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { NetworkRoutes } from '@polyloop/shared';
import { AppDialog } from '../../../components/AppDialog';
import { api, useApi } from '../../../lib/api';
import { useSubmit } from '../../../lib/use-submit';
import { VIEWS } from '../../../lib/views';

/** Whether the signed-in person has accepted the market ground rules (needed before their first listing). */
export function useGroundRules(enabled = true) {
  const result = useApi(NetworkRoutes.getGroundRules, enabled ? {} : null);
  return {
    rules: result.data?.data,
    accepted: !!result.data?.data.acceptedDate,
    isLoading: result.isLoading,
    error: result.error,
  };
}

/**
 * The market ground rules (part 2 §1), accepted once before a person's first listing: accepting
 * goes on with the listing (`onAccepted`); "Not now" leaves it (`onClose`).
 */
export function GroundRulesDialog({
  open,
  onClose,
  onAccepted,
}: {
  open: boolean;
  onClose: () => void;
  onAccepted?: () => void;
}) {
  const { rules } = useGroundRules(open);
  const accepting = useSubmit({
    success: 'Ground rules accepted',
    touches: VIEWS.groundRules,
    fallback: 'The ground rules were not accepted. Try again.',
  });
  const accept = async () => {
    if (await accepting.run(() => api(NetworkRoutes.acceptGroundRules))) onAccepted?.();
  };
  return (
    <AppDialog
      open={open}
      role="alertdialog"
      closable={false}
      title="Market ground rules"
      contentProps={{ maxW: '37.5rem' }}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Not now
          </Button>
          <Button loading={accepting.busy} onClick={() => void accept()}>
            Accept the ground rules
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>Every company on the market keeps these rules. Accept them before your first listing.</Text>
        {rules ? (
          <List.Root as="ol" gap="2" ps="5" aria-label="Ground rules">
            {rules.rules.map((rule) => (
              <List.Item key={rule}>{rule}</List.Item>
            ))}
          </List.Root>
        ) : (
          <Skeleton height="24" />
        )}
      </Stack>
    </AppDialog>
  );
}
