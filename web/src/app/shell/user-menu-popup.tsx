import { authEndpoints as auth } from '@kp/contract/auth-endpoints';
import { ROUTES } from '@kp/contract/shell';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import CampaignIcon from '@mui/icons-material/Campaign';
import EditNoteIcon from '@mui/icons-material/EditNote';
import InsightsIcon from '@mui/icons-material/Insights';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { clearAllDrafts } from '../../ui/session-draft.ts';
import { call } from '../api-client.ts';
import { ME_QUERY_KEY, useUser } from '../session.ts';

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
  anchor: HTMLElement | null;
  id: string;
  labelledBy: string;
  fullName: string;
  onClose: () => void;
};

/** The account menu: who is signed in, the back office for editors and admins, the admin pages, 'Abmelden'. */
export function UserMenuPopup({ anchor, id, labelledBy, fullName, onClose }: Props) {
  const user = useUser();
  const logout = useLogout();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
    >
      {/* A menu may hold only items: who is signed in is a presentational row of plain text, no heading. */}
      <Box component="li" role="none" sx={{ px: 2, py: 1, maxWidth: 280 }}>
        <Typography component="span" variant="subtitle2" noWrap sx={{ display: 'block' }}>
          {fullName}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          noWrap
          sx={{ display: 'block', color: 'text.secondary' }}
        >
          {user.email}
        </Typography>
      </Box>
      <Divider />
      {(user.isAdmin || user.isEditor) && (
        <MenuItem component={Link} to={ROUTES.backoffice} onClick={onClose}>
          <ListItemIcon>
            <EditNoteIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Backoffice</ListItemText>
        </MenuItem>
      )}
      {user.isAdmin && (
        <MenuItem component={Link} to={ROUTES.adminUsers} onClick={onClose}>
          <ListItemIcon>
            <AdminPanelSettingsIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Benutzerverwaltung</ListItemText>
        </MenuItem>
      )}
      {user.isAdmin && (
        <MenuItem component={Link} to={ROUTES.adminAnalytics} onClick={onClose}>
          <ListItemIcon>
            <InsightsIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Auswertung</ListItemText>
        </MenuItem>
      )}
      {user.isAdmin && (
        <MenuItem component={Link} to={ROUTES.adminPortalUpdates} onClick={onClose}>
          <ListItemIcon>
            <CampaignIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Portal-Neuigkeiten</ListItemText>
        </MenuItem>
      )}
      <MenuItem onClick={() => logout.mutate()} disabled={logout.isPending}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Abmelden</ListItemText>
      </MenuItem>
    </Menu>
  );
}
