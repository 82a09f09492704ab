import Box from '@mui/material/Box';

/** 'Zum Inhalt springen': the first stop of the keyboard, visible only when focused. */
export function SkipLink({ targetId, inert }: { targetId: string; inert?: boolean }) {
  return (
    <Box
      component="a"
      href={`#${targetId}`}
      inert={inert}
      onClick={(event) => {
        // Focus the main element without changing the URL, so the router does not see a navigation.
        event.preventDefault();
        const target = document.getElementById(targetId);
        target?.focus();
        target?.scrollIntoView();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 700,
        textDecoration: 'none',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Zum Inhalt springen
    </Box>
  );
}
