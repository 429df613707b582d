import { List, VisuallyHidden } from '@chakra-ui/react';
import { LuCheck, LuCircle } from 'react-icons/lu';
import { passwordHints } from './password-rules';

/** "Password must contain a number" → "A number". */
const short = (rule: string) => {
  const text = rule.replace(/^Password must (be |contain )?/, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The shared `Password` rules shown under a new-password field, ticked off as they are met. */
export function PasswordHints({ value, id }: { value: string; id: string }) {
  return (
    <List.Root id={id} variant="plain" gap="1" fontSize="xs" aria-label="Password rules">
      {passwordHints(value).map(({ rule, met }) => (
        <List.Item key={rule} color={met ? 'fg.success' : 'fg.muted'}>
          <List.Indicator asChild>{met ? <LuCheck aria-hidden /> : <LuCircle aria-hidden />}</List.Indicator>
          {short(rule)}
          <VisuallyHidden>{met ? ' (met)' : ' (not met)'}</VisuallyHidden>
        </List.Item>
      ))}
    </List.Root>
  );
}
