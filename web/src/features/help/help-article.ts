/**
 * Help articles (the tools bar's Help, spec part 3 §2.4): short, task-oriented pages written in a
 * small markup, searched in the browser. The articles live in `articles/`, loaded with the panel.
 */

export const HELP_TOPICS = ['Getting started', 'Trading', 'Auctions', 'Freight', 'Finance'] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

export interface HelpArticle {
  /** Stable, for links between articles (`[Run an auction](help:run-an-auction)`). */
  id: string;
  topic: HelpTopic;
  title: string;
  /** One sentence under the title in the list. */
  summary: string;
  /** Words people may search with that the text does not use. */
  keywords?: string;
  /**
   * The text: paragraphs apart by a blank line; `- ` items and `1. ` steps; `### ` subheadings;
   * `**bold**` for what is on screen; `[label](/path)` for a page of the app and
   * `[label](help:id)` for another article.
   */
  body: string;
}

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; text: string }
  | { kind: 'page'; text: string; to: string }
  | { kind: 'article'; text: string; id: string };

export type Block =
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'heading'; content: Inline[] }
  | { kind: 'bullets'; items: Inline[][] }
  | { kind: 'steps'; items: Inline[][] };

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(((?:\/|help:)[^)\s]*)\)/g;

/** One line's text, with its bold parts and links. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > at) out.push({ kind: 'text', text: text.slice(at, match.index) });
    const [, bold, label, target] = match;
    if (bold !== undefined) out.push({ kind: 'bold', text: bold });
    else if (target?.startsWith('help:')) out.push({ kind: 'article', text: label!, id: target.slice(5) });
    else out.push({ kind: 'page', text: label!, to: target! });
    at = match.index + match[0].length;
  }
  if (at < text.length) out.push({ kind: 'text', text: text.slice(at) });
  return out;
}

const BULLET = /^- (.*)$/;
const STEP = /^\d+\. (.*)$/;

/** An article's body as blocks: a blank line ends a paragraph or a list; a line under a list item continues it. */
export function parseBody(body: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of body.trim().split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    let list: Extract<Block, { items: Inline[][] }> | undefined;
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) });
      paragraph = [];
    };
    for (const line of chunk.split('\n').map((l) => l.trim())) {
      const bullet = BULLET.exec(line)?.[1];
      const step = STEP.exec(line)?.[1];
      if (line.startsWith('### ')) {
        flush();
        list = undefined;
        blocks.push({ kind: 'heading', content: parseInline(line.slice(4)) });
      } else if (bullet !== undefined || step !== undefined) {
        flush();
        const kind = bullet !== undefined ? 'bullets' : 'steps';
        const item = parseInline(bullet ?? step ?? '');
        if (list?.kind === kind) list.items.push(item);
        else blocks.push((list = { kind, items: [item] }));
      } else if (list) list.items.at(-1)?.push(...parseInline(` ${line}`));
      else paragraph.push(line);
    }
    flush();
  }
  return blocks;
}

/** The words of an article's markup as a person reads them (no markup), for search. */
export const plainText = (body: string) =>
  body
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\*\*/g, '')
    .replace(/^(###|-|\d+\.) /gm, '');

/** Lower case, accents off, so "résumé" finds "resume". */
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The articles every word of the query is found in (anywhere in a word, so "auct" finds
 * auctions), those whose titles hold the words first; all of them, in order, for an empty query.
 */
export function searchArticles(articles: readonly HelpArticle[], query: string): HelpArticle[] {
  const words = fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (!words.length) return [...articles];
  const scored = articles.flatMap((article, order) => {
    const fields = [
      [fold(article.title), 4],
      [fold(article.keywords ?? ''), 3],
      [fold(article.summary), 2],
      [fold(plainText(article.body)), 1],
    ] as const;
    let score = 0;
    for (const word of words) {
      const weights = fields.filter(([text]) => text.includes(word)).map(([, weight]) => weight);
      if (!weights.length) return [];
      score += Math.max(...weights);
    }
    return [{ article, score, order }];
  });
  return scored.sort((a, b) => b.score - a.score || a.order - b.order).map((s) => s.article);
}
