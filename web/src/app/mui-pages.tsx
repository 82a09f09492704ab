import { Outlet } from 'react-router';
import { MuiStyles } from './mui-styles.tsx';

/**
 * The pages that still use MUI (decision 032), as one layout route in routes.ts: its theme and emotion
 * load with these pages only. A page leaves this group when its area has moved to CSS Modules.
 */
export default function MuiPages() {
  return (
    <MuiStyles>
      <Outlet />
    </MuiStyles>
  );
}
