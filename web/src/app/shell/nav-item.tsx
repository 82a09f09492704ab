import { ROUTES, TEXTS } from '@kp/contract/shell';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';

/** A drawer entry; NavLink marks the current page with aria-current="page". */
export function NavItem({
  to,
  label,
  icon,
  end,
}: {
  to: string;
  label: string;
  icon?: ReactNode;
  end?: boolean;
}) {
  return (
    <li>
      <ListItemButton
        component={NavLink}
        to={to}
        end={end}
        sx={{
          mx: 1,
          borderRadius: 1,
          '&.active': {
            bgcolor: 'action.selected',
            color: 'primary.main',
            '& .MuiListItemIcon-root': { color: 'primary.main' },
            '& .MuiListItemText-primary': { fontWeight: 700 },
          },
        }}
      >
        {icon && <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>}
        <ListItemText primary={label} />
      </ListItemButton>
    </li>
  );
}

/** 'Zurück zum Dashboard' at the top of the commune, heat and education menus. */
export function BackToDashboard() {
  return (
    <Box sx={{ px: 2, pt: 2, pb: 1 }}>
      <Button component={Link} to={ROUTES.home} startIcon={<ArrowBackIcon />} variant="outlined" fullWidth>
        {TEXTS.backToDashboard}
      </Button>
    </Box>
  );
}

/** A section heading in the drawer; outside the list, which may only hold list items. */
export function NavHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Typography
      id={id}
      component="h2"
      variant="overline"
      sx={{ display: 'block', px: 2, pt: 2, pb: 0.5, color: 'text.secondary', lineHeight: 2 }}
    >
      {children}
    </Typography>
  );
}
