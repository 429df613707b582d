import { Badge, Button, HStack } from '@chakra-ui/react';
import { LuCheck, LuLink, LuUndo2, LuUsers, LuX } from 'react-icons/lu';
import { LINK_STATUS_LABELS, type DirectoryCompany, type LinkStatus } from '@polyloop/shared/network/link';
import { useAccount } from '../../lib/account';
import { permissionsOf } from '../../lib/permissions';
import { linkActions, type LinkAction } from './directory';

const PALETTE: Record<LinkStatus, string> = {
  LINKED: 'green',
  PENDING_FROM: 'orange',
  PENDING_TO: 'blue',
  REJECTED_FROM: 'red',
  REJECTED_TO: 'gray',
};

/** Where my company stands with another: its link's status, "Your company", or nothing. */
export function LinkStatusBadge({
  company,
}: {
  company: { own: boolean; link: Pick<NonNullable<DirectoryCompany['link']>, 'status'> | null };
}) {
  if (company.own) return <Badge colorPalette="brand">Your company</Badge>;
  if (!company.link) return null;
  return (
    <Badge colorPalette={PALETTE[company.link.status]} variant="subtle">
      {company.link.status === 'LINKED' && <LuCheck aria-hidden />}
      {LINK_STATUS_LABELS[company.link.status]}
    </Badge>
  );
}

const BUTTONS: Record<
  LinkAction,
  {
    label: string;
    name: (company: string) => string;
    icon: React.ReactNode;
    variant: 'solid' | 'outline' | 'ghost';
  }
> = {
  send: { label: 'Link', name: (c) => `Link with ${c}`, icon: <LuLink aria-hidden />, variant: 'solid' },
  accept: {
    label: 'Accept',
    name: (c) => `Accept ${c}’s link request`,
    icon: <LuCheck aria-hidden />,
    variant: 'solid',
  },
  reject: {
    label: 'Decline',
    name: (c) => `Decline ${c}’s link request`,
    icon: <LuX aria-hidden />,
    variant: 'outline',
  },
  cancel: {
    label: 'Cancel request',
    name: (c) => `Cancel request to ${c}`,
    icon: <LuUndo2 aria-hidden />,
    variant: 'outline',
  },
  representatives: {
    label: 'Edit representatives',
    name: (c) => `Edit representatives for ${c}`,
    icon: <LuUsers aria-hidden />,
    variant: 'outline',
  },
};

/**
 * The link actions that fit the company's status, for people who may change links. `compact`
 * (a row of the directory) leaves out editing the representatives, which the company's page offers.
 */
export function LinkButtons(props: {
  company: Pick<DirectoryCompany, 'id' | 'name' | 'own' | 'link'>;
  onAction: (action: LinkAction) => void;
  compact?: boolean;
}) {
  const { account } = useAccount();
  if (!permissionsOf(account).has('LINK_WRITE')) return null;
  const actions = linkActions(props.company).filter((a) => !(props.compact && a === 'representatives'));
  if (actions.length === 0) return null;
  return (
    <HStack gap="2" wrap="wrap" justify={props.compact ? 'end' : undefined}>
      {actions.map((action) => {
        const b = BUTTONS[action];
        return (
          <Button
            key={action}
            size={props.compact ? 'xs' : 'sm'}
            variant={b.variant}
            aria-label={b.name(props.company.name)}
            onClick={() => props.onAction(action)}
          >
            {b.icon}
            {b.label}
          </Button>
        );
      })}
    </HStack>
  );
}
