import { useState } from 'react';
import { Button, Checkbox, Link, Stack, Text } from '@chakra-ui/react';
import { AppDialog } from '../../components/AppDialog';
import { IdentityRoutes, POLICY_LINKS, type Policy } from '@polyloop/shared';
import { api } from '../../lib/api';
import { useSubmit } from '../../lib/use-submit';
import { VIEWS } from '../../lib/views';
import { canContinue, openPolicy, togglePolicy, type PolicyDialogState } from './policy-state';

/**
 * Blocks the app until every newer policy is accepted (spec part 3 §2.10, §5.4): each link must be
 * opened before its box can be ticked, and Continue waits for every box.
 */
export default function PolicyDialog({ pending }: { pending: Policy[] }) {
  const [state, setState] = useState<PolicyDialogState>({});
  const [prompt, setPrompt] = useState<string | null>(null);
  // A refused tick has already toggled the native input: remounting the box puts it back.
  const [refusals, setRefusals] = useState(0);
  const accepting = useSubmit({ success: 'Policies accepted.', touches: VIEWS.policies });
  const accept = () => accepting.run(() => api(IdentityRoutes.acceptPolicies, { body: pending }));
  return (
    <AppDialog
      open
      role="alertdialog"
      closable={false}
      title="Our policies have changed"
      contentProps={{ maxW: '30rem' }}
      footer={
        <Button
          disabled={!canContinue(state, pending)}
          loading={accepting.busy}
          onClick={() => void accept()}
        >
          Continue
        </Button>
      }
    >
      <Stack gap="4">
        <Text>Please read and accept the updated policies to continue.</Text>
        {pending.map((policy) => {
          const { label, path } = POLICY_LINKS[policy.name];
          return (
            <Stack key={policy.name} gap="1">
              <Link
                href={path}
                target="_blank"
                rel="noopener"
                color="brand.fg"
                fontWeight="medium"
                onClick={() => setState((s) => openPolicy(s, policy.name))}
              >
                Read the {label} (version {policy.version})
              </Link>
              <Checkbox.Root
                key={`${policy.name}-${refusals}`}
                checked={state[policy.name]?.checked ?? false}
                onCheckedChange={(e) => {
                  const result = togglePolicy(state, policy.name, e.checked === true);
                  setState(result.state);
                  setPrompt(result.prompt ?? null);
                  if (result.prompt) setRefusals((n) => n + 1);
                }}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>I accept the {label}</Checkbox.Label>
              </Checkbox.Root>
            </Stack>
          );
        })}
        {prompt && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {prompt}
          </Text>
        )}
      </Stack>
    </AppDialog>
  );
}
