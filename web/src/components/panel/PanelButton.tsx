import { Suspense, type ReactNode } from 'react';
import { IconButton } from '@chakra-ui/react';
import { CountBadge } from '../CountBadge';
import { Tooltip } from '../ui/tooltip';

/**
 * A top-bar button that opens a side panel (notifications, drafts): its icon with the count
 * badge, and the panel, loaded on demand, once the button has asked for it.
 */
export function PanelButton(props: {
  /** The tooltip, and the accessible name when there is nothing to count. */
  label: string;
  /** The accessible name with the count ("Drafts, 3"). */
  countedLabel: string;
  icon: ReactNode;
  badge: string;
  badgeColor: string;
  onClick: () => void;
  /** The panel, once it is to be mounted. */
  children?: ReactNode;
}) {
  return (
    <>
      <Tooltip content={props.label}>
        <IconButton
          aria-label={props.badge ? props.countedLabel : props.label}
          variant="ghost"
          position="relative"
          onClick={props.onClick}
        >
          {props.icon}
          <CountBadge text={props.badge} colorPalette={props.badgeColor} />
        </IconButton>
      </Tooltip>
      {props.children && <Suspense>{props.children}</Suspense>}
    </>
  );
}
