import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link } from '@chakra-ui/react';

/**
 * A fact whose value leads to a related record (the have an offer came from, the request it
 * answers), for a list of facts; none when there is no such record.
 */
export const linkFact = (
  label: string,
  to: string | false | null | undefined,
  text: string,
): [string, ReactNode][] =>
  to
    ? [
        [
          label,
          <Link key={to} asChild color="brand.fg">
            <RouterLink to={to}>{text}</RouterLink>
          </Link>,
        ],
      ]
    : [];
