import { Password } from '@polyloop/shared';

const messages = (value: string) =>
  new Set((Password.safeParse(value).error?.issues ?? []).map((i) => i.message));

/** The shared password rules, in order, as an empty password breaks them. */
export const PASSWORD_RULES: string[] = [...messages('')];

/** Each rule and whether `value` meets it, for hints shown while typing. */
export function passwordHints(value: string): { rule: string; met: boolean }[] {
  const failing = messages(value);
  return PASSWORD_RULES.map((rule) => ({ rule, met: !failing.has(rule) }));
}
