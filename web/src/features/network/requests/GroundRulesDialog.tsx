import { Button, List, Stack, Text } from '@chakra-ui/react';
import { NetworkRoutes } from '@polyloop/shared';
import type { GroundRules } from '@polyloop/shared/network/market';
import { api } from '../../../lib/api';
import { useSubmit } from '../../../lib/use-submit';
import { VIEWS } from '../../../lib/views';
import { AppDialog } from '../../../components/AppDialog';

/** The market ground rules (part 2 §1), accepted once before a first listing; declining leaves the form. */
export function GroundRulesDialog({ rules, onDecline }: { rules: GroundRules; onDecline: () => void }) {
  const accept = useSubmit({ success: 'Ground rules accepted', touches: VIEWS.groundRules });
  return (
    <AppDialog
      open
      role="alertdialog"
      closable={false}
      title="Market ground rules"
      contentProps={{ maxW: '37.5rem' }}
      footer={
        <>
          <Button variant="outline" onClick={onDecline}>
            Not now
          </Button>
          <Button loading={accept.busy} onClick={() => void accept.run(() => api(NetworkRoutes.acceptGroundRules))}>
            Accept the ground rules
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>Every company on the market keeps these rules. Accept them before your first listing.</Text>
        <List.Root as="ol" gap="2" ps="5">
          {rules.rules.map((rule) => (
            <List.Item key={rule}>{rule}</List.Item>
          ))}
        </List.Root>
      </Stack>
    </AppDialog>
  );
}
