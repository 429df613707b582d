import { MENTION } from '@polyloop/shared/crm/activity';

export interface Mention {
  name: string;
  userId: string;
}

/** The distinct users a body mentions, in order of appearance. */
export function mentionsIn(body: string): Mention[] {
  const seen = new Map<string, Mention>();
  for (const m of body.matchAll(new RegExp(MENTION.source, 'g')))
    if (!seen.has(m[2]!)) seen.set(m[2]!, { name: m[1]!, userId: m[2]! });
  return [...seen.values()];
}

/** Mentions of anyone outside `allowed` become plain text ("@Name"), so nobody else is linked or notified. */
export function keepMentions(body: string, allowed: ReadonlySet<string>): string {
  return body.replace(new RegExp(MENTION.source, 'g'), (whole, name: string, userId: string) =>
    allowed.has(userId) ? whole : `@${name}`,
  );
}
