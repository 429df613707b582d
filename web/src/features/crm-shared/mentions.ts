/** Mentions are stored in a comment's body as `@[Full Name](userId)` (the contract's MENTION). */
export type Segment = { kind: 'text'; text: string } | { kind: 'mention'; name: string; userId: string };

const MENTION = /@\[([^\]]{1,120})\]\(([A-Za-z0-9-]{1,64})\)/g;

/** A body as text and mention segments, in order, for display. */
export function parseMentions(body: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const m of body.matchAll(MENTION)) {
    if (m.index > last) out.push({ kind: 'text', text: body.slice(last, m.index) });
    out.push({ kind: 'mention', name: m[1]!, userId: m[2]! });
    last = m.index + m[0].length;
  }
  if (last < body.length) out.push({ kind: 'text', text: body.slice(last) });
  return out;
}

/** The mention token for one colleague (brackets in names would break the token, so they go). */
export function serialiseMention(name: string, userId: string): string {
  return `@[${name.replace(/[[\]()]/g, '').trim()}](${userId})`;
}

/** The `@query` being typed just before the caret, if any: where it starts and what follows "@". */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const m = /(^|\s)@([^\s@[\]()]{0,30})$/.exec(before);
  if (!m) return null;
  return { start: caret - m[2]!.length - 1, query: m[2]! };
}

/** Replaces the `@query` at `start…caret` by the mention and a space; answers the new text and caret. */
export function insertMention(
  text: string,
  start: number,
  caret: number,
  name: string,
  userId: string,
): { text: string; caret: number } {
  const token = `${serialiseMention(name, userId)} `;
  return { text: text.slice(0, start) + token + text.slice(caret), caret: start + token.length };
}

/** The ids mentioned in a body, once each. */
export const mentionedIds = (body: string) => [
  ...new Set(parseMentions(body).flatMap((s) => (s.kind === 'mention' ? [s.userId] : []))),
];
