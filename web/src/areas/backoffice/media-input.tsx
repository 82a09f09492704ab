import { zodResolver } from '@hookform/resolvers/zod';
import { fileUrl } from '@kp/contract/api-base';
import {
  DOCUMENT_MAX_BYTES,
  IMAGE_MAX_BYTES,
  MEDIA_ACCEPT,
  MEDIA_KIND_LABELS,
  MEDIA_TEXTS,
  MEDIA_UPLOAD_FIELDS,
  MediaFieldsSchema,
  type MediaFile,
  type MediaKind,
} from '@kp/contract/media-backoffice';
import { mediaEndpoints } from '@kp/contract/media-endpoints';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ImageSearchIcon from '@mui/icons-material/ImageSearch';
import UploadIcon from '@mui/icons-material/Upload';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useGetList, useInput } from 'react-admin';
import { Controller, useForm, useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, call } from '../../app/api-client.ts';
import { visuallyHidden } from '../../ui/visually-hidden.ts';

/**
 * The media library's pieces every back-office form can use (issue 16 item 7): `MediaInput` picks an image
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
        <Typography variant="body2" color="text.secondary">
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

// --- upload ---

/** A refused upload: the server's German message, and one message per field where it named fields. */
export class MediaUploadError extends Error {
  readonly status: number;
  readonly fields: Record<string, string>;
  constructor(status: number, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.fields = fields;
  }
}

/** Uploads one file to the media library (multipart); the server decides its kind from its bytes. */
export async function uploadMedia(
  file: File,
  fields: { altText: string; title: string },
): Promise<MediaFile> {
  const form = new FormData();
  form.set(MEDIA_UPLOAD_FIELDS.altText, fields.altText);
  form.set(MEDIA_UPLOAD_FIELDS.title, fields.title);
  form.set(MEDIA_UPLOAD_FIELDS.file, file, file.name);
  try {
    const entry = await call(mediaEndpoints.create, { body: form });
    return entry.record as unknown as MediaFile;
  } catch (error) {
    if (error instanceof ApiError) throw new MediaUploadError(error.status, error.message, error.fields);
    throw error;
  }
}

/** The kind the browser guesses from the chosen file; the server checks the bytes and has the last word. */
export const guessKind = (file: File | null): MediaKind =>
  file && (file.type.startsWith('image/') || /\.(jpe?g|png|webp|gif)$/i.test(file.name))
    ? 'image'
    : 'document';

const numberFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });
/** '2,4 MB', '830 kB', '512 Byte'. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${numberFormat.format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${numberFormat.format(bytes / 1024)} kB`;
  return `${bytes} Byte`;
}

/** The address a stored media url is served under. */
export const mediaSrc = (url: string | null | undefined) => fileUrl(url) ?? undefined;

/** The picture of a file: its small rendition, or a document symbol with the file's type. */
export function MediaThumbnail({ file, height = 140 }: { file: MediaFile; height?: number }) {
  if (file.kind === 'image' && file.smallUrl) {
    return (
      <Box
        component="img"
        src={mediaSrc(file.smallUrl)}
        alt={file.altText}
        loading="lazy"
        sx={{ display: 'block', width: '100%', height, objectFit: 'contain', bgcolor: 'action.hover' }}
      />
    );
  }
  const type = file.fileName.split('.').pop()?.toUpperCase() ?? 'Dokument';
  return (
    <Box
      sx={{
        height,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'action.hover',
        color: 'text.secondary',
      }}
    >
      <DescriptionOutlinedIcon sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="body2">{type}</Typography>
    </Box>
  );
}

type Values = z.input<typeof MediaFieldsSchema>;
type Parsed = z.output<typeof MediaFieldsSchema>;

type UploadDialogProps = {
  open: boolean;
  onClose: () => void;
  onUploaded: (file: MediaFile) => void;
  /** Only this kind may be chosen (a form's image field); both when not given. */
  kind?: MediaKind;
};

/**
 * Uploads one image or document. An image needs an alt text: the form asks for it as soon as an image is
 * chosen, and the server's own refusal (it decides the kind from the bytes) shows beside the same field.
 */
export function MediaUploadDialog({ open, onClose, onUploaded, kind }: UploadDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {kind === 'document' ? 'Dokument hochladen' : kind === 'image' ? 'Bild hochladen' : 'Datei hochladen'}
      </DialogTitle>
      {open && <UploadForm onClose={onClose} onUploaded={onUploaded} kind={kind} />}
    </Dialog>
  );
}

function UploadForm({ onClose, onUploaded, kind }: Omit<UploadDialogProps, 'open'>) {
  const formId = useId();
  const fileId = useId();
  const fileHelpId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(MediaFieldsSchema),
    defaultValues: { kind: kind ?? 'image', altText: '', title: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const chosenKind = form.watch('kind');

  useEffect(() => {
    form.setValue('kind', file ? guessKind(file) : (kind ?? 'image'));
  }, [file, form, kind]);

  const choose = (chosen: File | null) => {
    setFailure(null);
    setFileError(null);
    if (chosen) {
      const chosenKind = guessKind(chosen);
      const limit = chosenKind === 'image' ? IMAGE_MAX_BYTES : DOCUMENT_MAX_BYTES;
      if (kind && chosenKind !== kind)
        setFileError(
          kind === 'image'
            ? 'Bitte wählen Sie ein Bild (JPEG, PNG, WebP oder GIF).'
            : 'Bitte wählen Sie ein Dokument (PDF, DOCX oder XLSX).',
        );
      else if (chosen.size > limit) setFileError(MEDIA_TEXTS.tooLarge(chosenKind));
    }
    setFile(chosen);
  };

  const submit = form.handleSubmit(async (values) => {
    if (!file) {
      setFileError(MEDIA_TEXTS.noFile);
      return;
    }
    if (fileError) return;
    setFailure(null);
    try {
      onUploaded(await uploadMedia(file, { altText: values.altText, title: values.title }));
    } catch (error) {
      if (!(error instanceof MediaUploadError)) throw error;
      const fieldNames = Object.keys(error.fields);
      for (const [name, message] of Object.entries(error.fields)) {
        if (name === 'altText' || name === 'title') form.setError(name, { message }, { shouldFocus: true });
      }
      // The server found an image where the browser guessed a document: the alt text is needed after all.
      if (error.fields.altText) form.setValue('kind', 'image');
      if (fieldNames.length === 0) setFailure(error.message);
    }
  });

  const accept =
    kind === 'image'
      ? 'image/jpeg,image/png,image/webp,image/gif'
      : kind === 'document'
        ? '.pdf,.docx,.xlsx'
        : MEDIA_ACCEPT;
  const altRequired = chosenKind === 'image';

  return (
    <>
      <DialogContent>
        <Box
          component="form"
          id={formId}
          noValidate
          onSubmit={(event) => {
            // The dialog may open from another form (MediaInput): its submit must not reach that one.
            event.stopPropagation();
            void submit(event);
          }}
          sx={{ display: 'grid', gap: 2.5, pt: 1 }}
        >
          <Box>
            <Button component="label" htmlFor={fileId} variant="outlined" startIcon={<UploadFileIcon />}>
              Datei auswählen
            </Button>
            <Box
              component="input"
              id={fileId}
              type="file"
              name="file"
              accept={accept}
              aria-describedby={fileHelpId}
              aria-invalid={fileError ? true : undefined}
              onChange={(event: ChangeEvent<HTMLInputElement>) => choose(event.target.files?.[0] ?? null)}
              sx={visuallyHidden}
            />
            <Typography sx={{ mt: 1 }}>
              {file ? `${file.name} (${formatBytes(file.size)})` : 'Keine Datei ausgewählt.'}
            </Typography>
            <FormHelperText id={fileHelpId} error={!!fileError}>
              {fileError ??
                `Bilder (JPEG, PNG, WebP, GIF) bis ${formatBytes(IMAGE_MAX_BYTES)}, Dokumente (PDF, DOCX, XLSX) bis ${formatBytes(DOCUMENT_MAX_BYTES)}. SVG wird nicht angenommen.`}
            </FormHelperText>
          </Box>
          <Controller
            control={form.control}
            name="altText"
            render={({ field }) => (
              <TextField
                {...field}
                label="Alternativtext"
                required={altRequired}
                multiline
                minRows={2}
                error={!!errors.altText}
                helperText={
                  errors.altText?.message ??
                  (altRequired
                    ? 'Beschreiben Sie in einem Satz, was das Bild zeigt. Pflicht für jedes Bild.'
                    : 'Nur für Bilder nötig.')
                }
              />
            )}
          />
          <Controller
            control={form.control}
            name="title"
            render={({ field }) => (
              <TextField
                {...field}
                label="Titel (optional)"
                error={!!errors.title}
                helperText={errors.title?.message ?? 'Hilft beim Wiederfinden in der Mediathek.'}
              />
            )}
          />
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Abbrechen</Button>
        <Button type="submit" form={formId} variant="contained" loading={isSubmitting}>
          Hochladen
        </Button>
      </DialogActions>
    </>
  );
}
