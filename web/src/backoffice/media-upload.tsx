import { zodResolver } from '@hookform/resolvers/zod';
import {
  DOCUMENT_MAX_BYTES,
  IMAGE_MAX_BYTES,
  MEDIA_ACCEPT,
  MEDIA_TEXTS,
  MEDIA_UPLOAD_FIELDS,
  MediaFieldsSchema,
  type MediaFile,
  type MediaKind,
} from '@kp/contract/media-backoffice';
import { mediaEndpoints } from '@kp/contract/media-endpoints';
import { formatFileSize } from '@kp/contract/shell';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, call } from '../app/api-client.ts';
import { visuallyHidden } from '../ui/visually-hidden.ts';
import { guessKind } from './media-thumbnail.tsx';

export async function uploadMedia(
  file: File,
  fields: { altText: string; title: string },
): Promise<MediaFile> {
  const form = new FormData();
  form.set(MEDIA_UPLOAD_FIELDS.altText, fields.altText);
  form.set(MEDIA_UPLOAD_FIELDS.title, fields.title);
  form.set(MEDIA_UPLOAD_FIELDS.file, file, file.name);
  const entry = await call(mediaEndpoints.create, { body: form });
  return entry.record as unknown as MediaFile;
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
      // The server's refusal: its German message, and one per field where it named fields.
      if (!(error instanceof ApiError)) throw error;
      const fields = error.fields ?? {};
      const fieldNames = Object.keys(fields);
      for (const [name, message] of Object.entries(fields)) {
        if (name === 'altText' || name === 'title') form.setError(name, { message }, { shouldFocus: true });
      }
      // The server found an image where the browser guessed a document: the alt text is needed after all.
      if (fields.altText) form.setValue('kind', 'image');
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
              {file ? `${file.name} (${formatFileSize(file.size)})` : 'Keine Datei ausgewählt.'}
            </Typography>
            <FormHelperText id={fileHelpId} error={!!fileError}>
              {fileError ??
                `Bilder (JPEG, PNG, WebP, GIF) bis ${formatFileSize(IMAGE_MAX_BYTES)}, Dokumente (PDF, DOCX, XLSX) bis ${formatFileSize(DOCUMENT_MAX_BYTES)}. SVG wird nicht angenommen.`}
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
