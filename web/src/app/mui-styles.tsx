import { ThemeProvider } from '@mui/material/styles';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { theme } from './theme.ts';
import { matchMediaForWidth, ViewportWidthContext } from './viewport-hint.ts';

const InsideMuiStyles = createContext(false);

/**
 * MUI's theme for the parts that still use MUI (decision 032: they move to CSS Modules area by area). The
 * pages without it load no styling runtime at all. Nested uses add nothing.
 */
export function MuiStyles({ children }: { children: ReactNode }) {
  const inside = useContext(InsideMuiStyles);
  const viewportWidth = useContext(ViewportWidthContext);
  const pageTheme = useMemo(() => themeForWidth(viewportWidth), [viewportWidth]);
  if (inside) return children;
  return (
    <InsideMuiStyles.Provider value={true}>
      <ThemeProvider theme={pageTheme}>{children}</ThemeProvider>
    </InsideMuiStyles.Provider>
  );
}

/** Until it has hydrated, useMediaQuery answers for the width the server rendered for. */
function themeForWidth(width: number | undefined) {
  if (width === undefined) return theme;
  const ssrMatchMedia = matchMediaForWidth(width);
  return {
    ...theme,
    components: { ...theme.components, MuiUseMediaQuery: { defaultProps: { ssrMatchMedia } } },
  };
}
