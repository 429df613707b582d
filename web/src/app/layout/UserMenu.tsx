import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { IconButton, Menu } from '@chakra-ui/react';
import { LuUserRound } from 'react-icons/lu';
import { ActionMenu } from '../../components/ui/menu';
import { signOut } from '../../features/auth/sign-out';

/**
 * The signed-in person's menu at the end of a top bar: their name, the places of `children` (each
 * item's value is where it goes), and Log out, which signs out and goes to the login page.
 */
export function UserMenu({ name, children }: { name: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <ActionMenu
      onSelect={(value) =>
        value === 'logout' ? void signOut().then(() => navigate('/login')) : void navigate(value)
      }
      trigger={
        <IconButton aria-label="User menu" variant="ghost">
          <LuUserRound />
        </IconButton>
      }
    >
      <Menu.ItemGroup>
        <Menu.ItemGroupLabel>{name}</Menu.ItemGroupLabel>
        {children}
        <Menu.Separator />
        <Menu.Item value="logout">Log out</Menu.Item>
      </Menu.ItemGroup>
    </ActionMenu>
  );
}
