import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { visuallyHidden } from './visually-hidden.ts';

const PRIVACY_URL = 'https://www.new.de/datenschutz';

/**
 * The cookie dialog (spec 01 §2): usage statistics only with consent. Shown on the dashboard, and before
 * approval on the login and approval pages (decision 016); `answer` records either answer where that page
 * keeps it. Escape closes it without an answer, and it asks again next time.
 */
export function CookieDialog({
  open,
  onClose,
  answer,
  pending = false,
}: {
  open: boolean;
  onClose: () => void;
  answer: (tracking: boolean) => void;
  pending?: boolean;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm">
      <DialogTitle id={titleId} component="h2">
        Cookies und Nutzungsstatistik
      </DialogTitle>
      <DialogContent>
        <Box id={textId}>
          <Typography sx={{ mb: 1.5 }}>
            Wir möchten das Kommunalportal für Sie verbessern. Dafür würden wir gern Nutzungsstatistiken
            erheben, zum Beispiel welche Seiten aufgerufen werden und welcher Kommune und Rolle die Aufrufe
            zuzuordnen sind.
          </Typography>
          <Typography sx={{ mb: 1.5 }}>
            Technisch notwendige Cookies, etwa für Ihre Anmeldung, setzen wir immer. Nutzungsstatistiken
            erheben wir nur mit Ihrer Zustimmung.
          </Typography>
        </Box>
        <Link href={PRIVACY_URL} target="_blank" rel="noopener noreferrer">
          Mehr dazu in unserer Datenschutzerklärung
          <Box component="span" sx={visuallyHidden}>
            {' (öffnet in neuem Tab)'}
          </Box>
        </Link>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={pending} onClick={() => answer(false)}>
          Nur notwendige
        </Button>
        <Button variant="contained" disabled={pending} onClick={() => answer(true)}>
          Alle akzeptieren
        </Button>
      </DialogActions>
    </Dialog>
  );
}
