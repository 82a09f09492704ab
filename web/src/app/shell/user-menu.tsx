import { fileUrl } from '@kp/contract/api-base';
import { displayName } from '@kp/contract/person-name';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { IconButton } from '../../ui/icon-button.tsx';
import { Avatar } from '../../ui/person-card.tsx';
import { useUser } from '../session.ts';

const loadPopup = () => import('./user-menu-popup.tsx');
// The menu is opened rarely; it loads on first hover, focus or click, not with the page.
const UserMenuPopup = lazy(() => loadPopup().then((module) => ({ default: module.UserMenuPopup })));

/** The account button in the top bar. */
export function UserMenu() {
  const user = useUser();
  // Set by the click that opens the menu: the menu's anchor, and where focus returns when it closes.
  const button = useRef<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  // A press on the button while the menu is open closes it (a press outside the menu); its click must not
  // open it again.
  const closingPress = useRef<Event | undefined>(undefined);
  const pressClosed = useRef(false);
  const [loaded, setLoaded] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const fullName = displayName(user);
  const initials = (user.firstName?.charAt(0) ?? user.username.charAt(0)) + (user.lastName?.charAt(0) ?? '');
  const prefetch = () => void loadPopup();

  return (
    <>
      <IconButton
        id={buttonId}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onPointerDown={(event) => {
          pressClosed.current = event.nativeEvent === closingPress.current;
        }}
        onClick={(event) => {
          if (pressClosed.current && event.detail > 0) return;
          button.current = event.currentTarget;
          setLoaded(true);
          setOpen(true);
        }}
        label={`Benutzermenü von ${fullName}`}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
      >
        {/* The portrait is a stored file: its path is served under the API (decision 016). */}
        <Avatar src={fileUrl(user.img_url) ?? undefined} size={36} color="primary">
          {initials.toUpperCase()}
        </Avatar>
      </IconButton>
      {loaded && (
        <Suspense fallback={null}>
          <UserMenuPopup
            open={open}
            anchor={button}
            id={menuId}
            labelledBy={buttonId}
            fullName={fullName}
            onClose={(event) => {
              closingPress.current = event;
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
