import { fileUrl } from '@kp/contract/api-base';
import { displayName } from '@kp/contract/person-name';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState } from 'react';
import { useUser } from '../session.ts';

const loadPopup = () => import('./user-menu-popup.tsx');
// The menu is opened rarely; it loads on first hover, focus or click, not with the page.
const UserMenuPopup = lazy(() => loadPopup().then((module) => ({ default: module.UserMenuPopup })));

/** The account button in the top bar. */
export function UserMenu() {
  const user = useUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const open = Boolean(anchor);
  const fullName = displayName(user);
  const initials = (user.firstName?.charAt(0) ?? user.username.charAt(0)) + (user.lastName?.charAt(0) ?? '');
  const prefetch = () => void loadPopup();

  return (
    <>
      <IconButton
        id={buttonId}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={(event) => {
          setLoaded(true);
          setAnchor(event.currentTarget);
        }}
        aria-label={`Benutzermenü von ${fullName}`}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
      >
        <Avatar
          // The portrait is a stored file: its path is served under the API (decision 016).
          src={fileUrl(user.img_url) ?? undefined}
          alt=""
          sx={{ width: 36, height: 36, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          {initials.toUpperCase()}
        </Avatar>
      </IconButton>
      {loaded && (
        <Suspense fallback={null}>
          <UserMenuPopup
            anchor={anchor}
            id={menuId}
            labelledBy={buttonId}
            fullName={fullName}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
