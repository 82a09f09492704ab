import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A centred progress indicator: full screen while the app starts, or a block inside a page. */
export function PageLoader({ inline = false }: { inline?: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: inline ? 240 : '100vh',
        width: '100%',
      }}
    >
      <CircularProgress aria-label="Wird geladen …" />
    </Box>
  );
}
