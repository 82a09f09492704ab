import { RABATT_UPLOAD_TEXTS } from '@kp/contract/rabatt-backoffice';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { type UploadMode, YearStartDialog } from '../year-start-dialog.tsx';

/**
 * The Kommunalrabatt year start and the marktlokationen upload in the back office, for admins (decision
 * 020); the same dialogs as on the Kommunalrabatt page, where employees use them.
 */
export function YearStartScreen() {
  const [mode, setMode] = useState<UploadMode | null>(null);
  useDocumentTitle('Kommunalrabatt: Jahr starten');
  // The padding and heading of the other admin pages (admin-users-page.tsx): not flush under the top bar.
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 900, justifyItems: 'start', p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1">
        Kommunalrabatt: Jahr starten
      </Typography>
      <Typography>
        Startet das Kommunalrabatt-Jahr einer Kommune oder aller Kommunen der Datei aus der Liste der
        Lieferstellen (die Spalten des CSV-Exports und der Rabattbetrag), oder ersetzt die Marktlokationen,
        aus denen eine Kommune Lieferstellen hinzufügen kann.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="contained" startIcon={<NoteAddIcon />} onClick={() => setMode('year')}>
          {RABATT_UPLOAD_TEXTS.startYear}
        </Button>
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setMode('malos')}>
          {RABATT_UPLOAD_TEXTS.uploadMalos}
        </Button>
      </Box>
      {mode !== null && (
        <YearStartDialog
          mode={mode}
          open
          onClose={() => setMode(null)}
          defaultCommune={null}
          defaultYear={new Date().getFullYear() + 1}
        />
      )}
    </Box>
  );
}
