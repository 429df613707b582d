import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { Box, HStack, IconButton, Menu, Spacer } from '@chakra-ui/react';
import { LuArrowLeft, LuMenu, LuPlus } from 'react-icons/lu';
import { Logo } from '../../components/Logo';
import { ActionMenu } from '../../components/ui/menu';
import { Tooltip } from '../../components/ui/tooltip';
import { DraftsButton } from '../../features/drafts/DraftsButton';
import { NotificationsButton } from '../../features/notifications/NotificationsButton';
import { TasksButton } from '../../features/tasks/TasksButton';
import { resolveBackTarget } from '../back-target';
import { useRouteHandle } from '../use-route-handle';
import { HeaderBar } from './Frame';
import { CREATE_ITEMS } from './navigation';
import { SearchBox } from './SearchBox';
import { UserMenu } from './UserMenu';

function BackButton({ fallback }: { fallback?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    // react-router keeps the index of the current entry in history.state; 0 means nothing to go back to.
    const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
    const target = resolveBackTarget({ search: location.search, canGoBack, fallback });
    if (target.kind === 'history') void navigate(-1);
    else void navigate(target.to);
  };
  return (
    <Tooltip content="Back">
      <IconButton aria-label="Back" variant="ghost" onClick={goBack}>
        <LuArrowLeft />
      </IconButton>
    </Tooltip>
  );
}

/** The top bar of spec part 3 §2.6. */
export function TopBar(props: { onOpenNavigation: () => void; userName: string; showMenuButton: boolean }) {
  const { onOpenNavigation, userName, showMenuButton } = props;
  const navigate = useNavigate();
  const back = useRouteHandle('back');

  return (
    <HeaderBar gap={{ base: '1', md: '2' }}>
      {showMenuButton && (
        <IconButton aria-label="Open navigation" variant="ghost" onClick={onOpenNavigation}>
          <LuMenu />
        </IconButton>
      )}
      <RouterLink to="/" aria-label="Polyloop home">
        <Box display={{ base: 'none', sm: 'block' }}>
          <Logo />
        </Box>
        <Box display={{ base: 'block', sm: 'none' }}>
          <Logo showName={false} />
        </Box>
      </RouterLink>
      {back && <BackButton fallback={back.fallback} />}
      <Spacer />
      <SearchBox />
      <HStack gap="0">
        <ActionMenu
          tooltip="Create new"
          onSelect={(to) => void navigate(to)}
          trigger={
            <IconButton aria-label="Create new" variant="ghost">
              <LuPlus />
            </IconButton>
          }
        >
          {CREATE_ITEMS.map((item) => (
            <Menu.Item key={item.to} value={item.to}>
              {item.label}
            </Menu.Item>
          ))}
        </ActionMenu>
        <DraftsButton />
        <TasksButton />
        <NotificationsButton />
        <UserMenu name={userName}>
          <Menu.Item value="/settings">Settings</Menu.Item>
          <Menu.Item value="/my-company/team">Team</Menu.Item>
          <Menu.Item value="/market/analytics">Reporting</Menu.Item>
        </UserMenu>
      </HStack>
    </HeaderBar>
  );
}
