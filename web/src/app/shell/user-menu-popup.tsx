import { Menu } from '@base-ui/react/menu';
import { authEndpoints as auth } from '@kp/contract/auth-endpoints';
import { ROUTES } from '@kp/contract/shell';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode, RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  AdminPanelSettingsIcon,
  CampaignIcon,
  EditNoteIcon,
  InsightsIcon,
  LogoutIcon,
} from '../../ui/icons.tsx';
import menu from '../../ui/menu.module.css';
import { MenuPopup } from '../../ui/menu-popup.tsx';
import { clearAllDrafts } from '../../ui/session-draft.ts';
import { call } from '../api-client.ts';
import { ME_QUERY_KEY, useUser } from '../session.ts';
import styles from './user-menu-popup.module.css';

/** Signs out (also used by the back office's top bar). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => call(auth.logout),
    onSuccess: async () => {
      // NOTE: forget the user in the same tick as the navigation starts; the guard then neither sends
      // us back home from /login nor keeps this page as the redirect URL.
      queryClient.clear();
      clearAllDrafts();
      queryClient.setQueryData(ME_QUERY_KEY, null);
      await navigate(ROUTES.login, { replace: true });
    },
  });
}

type Props = {
  open: boolean;
  /** The account button: the menu opens below it, and focus goes back to it when the menu closes. */
  anchor: RefObject<HTMLButtonElement | null>;
  id: string;
  labelledBy: string;
  fullName: string;
  /** With the event that closed the menu, if any. */
  onClose: (event?: Event) => void;
};

/** The account menu: who is signed in, the back office for editors and admins, the admin pages, 'Abmelden'. */
export function UserMenuPopup({ open, anchor, id, labelledBy, fullName, onClose }: Props) {
  const user = useUser();
  const logout = useLogout();
  return (
    <MenuPopup id={id} open={open} anchor={anchor} labelledBy={labelledBy} onClose={onClose}>
      {/* A menu may hold only items: who is signed in is a presentational row of plain text, no
                heading. */}
      <div role="none" className={styles.head}>
        <span className={styles.name}>{fullName}</span>
        <span className={styles.email}>{user.email}</span>
      </div>
      <Menu.Separator className={styles.separator} />
      {(user.isAdmin || user.isEditor) && (
        <LinkItem to={ROUTES.backoffice} icon={<EditNoteIcon />}>
          Backoffice
        </LinkItem>
      )}
      {user.isAdmin && (
        <LinkItem to={ROUTES.adminUsers} icon={<AdminPanelSettingsIcon />}>
          Benutzerverwaltung
        </LinkItem>
      )}
      {user.isAdmin && (
        <LinkItem to={ROUTES.adminAnalytics} icon={<InsightsIcon />}>
          Auswertung
        </LinkItem>
      )}
      {user.isAdmin && (
        <LinkItem to={ROUTES.adminPortalUpdates} icon={<CampaignIcon />}>
          Portal-Neuigkeiten
        </LinkItem>
      )}
      {/* Stays open while signing out; the sign-in page replaces it. */}
      <Menu.Item
        closeOnClick={false}
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
        className={menu.item}
      >
        <span className={menu.icon}>
          <LogoutIcon />
        </span>
        Abmelden
      </Menu.Item>
    </MenuPopup>
  );
}

function LinkItem({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Menu.LinkItem closeOnClick render={<Link to={to} />} className={menu.item}>
      <span className={menu.icon}>{icon}</span>
      {children}
    </Menu.LinkItem>
  );
}
