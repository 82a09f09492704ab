import { MEDIA_KIND_LABELS, type MediaFile, type MediaKind } from '@kp/contract/media-backoffice';
import ImageSearchIcon from '@mui/icons-material/ImageSearch';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { MediaPicker } from './media-picker.tsx';
import { mediaSrc } from './media-thumbnail.tsx';
import { MediaUploadDialog } from './media-upload.tsx';

/**
 * The media library's pieces every back-office form can use (decision 021): `MediaInput` picks an image
 * or document from the library or uploads a new one; `MediaUploadDialog` uploads one file (an alt text for
 * every image); `MediaThumbnail` shows a file. The library's own screens are in web/src/areas/media/.
 */

type MediaInputProps = {
  /** The form field that stores the file's url (relative to the API base, e.g. '/media/<id>-large.webp'). */
  source: string;
  label: string;
  /** Which files may be chosen; an image by default. */
  kind?: MediaKind;
  /** Also set: the field for the small rendition's url (cards), and the one for the alt text. */
  smallSource?: string;
  altSource?: string;
  helperText?: string;
};

/**
 * Picks an image or document from the media library, or uploads a new one (with its alt text), for any
 * back-office form. Stores the file's url in `source` (and, where the form has them, the small rendition's
 * url and the alt text).
 */
export function MediaInput({
  source,
  label,
  kind = 'image',
  smallSource,
  altSource,
  helperText,
}: MediaInputProps) {
  const { field, fieldState, isRequired } = useInput({ source });
  const form = useFormContext();
  const labelId = useId();
  const [picking, setPicking] = useState(false);
  const [uploading, setUploading] = useState(false);
  const value = typeof field.value === 'string' && field.value ? field.value : null;

  const choose = (file: MediaFile | null) => {
    field.onChange(file ? file.url : null);
    if (smallSource) form.setValue(smallSource, file?.smallUrl ?? null, { shouldDirty: true });
    if (altSource && file) form.setValue(altSource, file.altText, { shouldDirty: true });
    setPicking(false);
    setUploading(false);
  };

  return (
    <Box role="group" aria-labelledby={labelId} sx={{ display: 'grid', gap: 1, mb: 2, maxWidth: 480 }}>
      <FormLabel id={labelId} required={isRequired} error={!!fieldState.error}>
        {label}
      </FormLabel>
      {value ? (
        kind === 'image' ? (
          <Box
            component="img"
            src={mediaSrc(value)}
            alt={`Gewählt: ${label}`}
            sx={{ maxWidth: '100%', maxHeight: 200, objectFit: 'contain', alignSelf: 'start' }}
          />
        ) : (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            Gewählt: <a href={mediaSrc(value)}>{value.split('/').pop()}</a>
          </Typography>
        )
      ) : (
        <Typography variant="body2" color="textSecondary">
          Kein {MEDIA_KIND_LABELS[kind]} gewählt.
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<ImageSearchIcon />} onClick={() => setPicking(true)}>
          Aus Mediathek wählen
        </Button>
        <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setUploading(true)}>
          Hochladen
        </Button>
        {value && (
          <Button color="inherit" onClick={() => choose(null)}>
            Entfernen
          </Button>
        )}
      </Box>
      {(fieldState.error?.message || helperText) && (
        <FormHelperText error={!!fieldState.error}>{fieldState.error?.message ?? helperText}</FormHelperText>
      )}
      <MediaPicker open={picking} kind={kind} onClose={() => setPicking(false)} onChoose={choose} />
      <MediaUploadDialog
        open={uploading}
        kind={kind}
        onClose={() => setUploading(false)}
        onUploaded={choose}
      />
    </Box>
  );
}
