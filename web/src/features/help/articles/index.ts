import type { HelpArticle } from '../help-article';
import { auctions } from './auctions';
import { finance } from './finance';
import { freight } from './freight';
import { gettingStarted } from './getting-started';
import { trading } from './trading';

/** Every help article, in the order the panel lists them. */
export const HELP_ARTICLES: readonly HelpArticle[] = [
  ...gettingStarted,
  ...trading,
  ...auctions,
  ...freight,
  ...finance,
];
