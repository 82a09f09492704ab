import type { MediaFile, MediaKind } from '@kp/contract/media-backoffice';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useGetList } from 'react-admin';
import { MediaThumbnail } from './media-thumbnail.tsx';

/**
 * The library's files of one kind, searchable; choosing one closes the dialog. With `onUpload`, it also
 * offers to upload a new file (the caller opens `MediaUploadDialog`).
 */
export function MediaPicker({
  open,
  kind,
  onClose,
  onChoose,
  onUpload,
}: {
  open: boolean;
  kind: MediaKind;
  onClose: () => void;
  onChoose: (file: MediaFile) => void;
  onUpload?: () => void;
}) {
  const titleId = useId();
  const [q, setQ] = useState('');
  const { data, isPending, error } = useGetList<MediaFile>(
    'media',
    {
      pagination: { page: 1, perPage: 48 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { kind, q },
    },
    { enabled: open },
  );
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>
        {kind === 'image' ? 'Bild' : 'Dokument'} aus der Mediathek wählen
      </DialogTitle>
      <DialogContent>
        <TextField
          label="Suchen"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          fullWidth
          sx={{ my: 1 }}
        />
        {error && <Typography color="error">{error.message}</Typography>}
        {!isPending && data?.length === 0 && <Typography>Keine passenden Dateien.</Typography>}
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
          }}
        >
          {data?.map((file) => (
            <li key={file.id}>
              <ButtonBase
                onClick={() => onChoose(file)}
                sx={{
                  display: 'block',
                  width: '100%',
                  textAlign: 'left',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  overflow: 'hidden',
                  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main' },
                }}
              >
                <MediaThumbnail file={file} height={100} />
                <Typography variant="body2" sx={{ p: 1, overflowWrap: 'anywhere' }}>
                  {file.title || file.fileName}
                </Typography>
              </ButtonBase>
            </li>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        {onUpload && (
          <Button startIcon={<UploadIcon />} onClick={onUpload} sx={{ mr: 'auto' }}>
            Neu hochladen
          </Button>
        )}
        <Button onClick={onClose}>Abbrechen</Button>
      </DialogActions>
    </Dialog>
  );
}
