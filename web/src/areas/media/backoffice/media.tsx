import { zodResolver } from '@hookform/resolvers/zod';
import {
  MEDIA_KIND_LABELS,
  MEDIA_KINDS,
  MediaFieldsSchema,
  type MediaFile,
  type MediaUse,
} from '@kp/contract/media-backoffice';
import { formatDateTime, formatFileSize } from '@kp/contract/shell';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  DeleteWithConfirmButton,
  EditButton,
  FilterButton,
  List as RaList,
  SaveButton,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { BackofficeEdit } from '../../../backoffice/backoffice-edit.tsx';
import { MediaThumbnail } from '../../../backoffice/media-thumbnail.tsx';
import { MediaUploadDialog } from '../../../backoffice/media-upload.tsx';

/**
 * The media library (decision 021): every uploaded image and document with a thumbnail, where it is
 * used, search and a kind filter; uploads in a dialog (an alt text for every image); alt text and title
 * editable; a file in use cannot be deleted (the server's 409 names the uses).
 */

const KIND_CHOICES = MEDIA_KINDS.map((kind) => ({ id: kind, name: MEDIA_KIND_LABELS[kind] }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, Titel oder Alternativtext" />,
  <SelectInput key="kind" source="kind" label="Art" choices={KIND_CHOICES} alwaysOn emptyText="Alle" />,
];

export const describeUse = (use: MediaUse) => `${use.label} „${use.title}“`;

function UploadButton() {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <>
      <Button variant="contained" startIcon={<UploadIcon />} onClick={() => setOpen(true)}>
        Hochladen
      </Button>
      <MediaUploadDialog
        open={open}
        onClose={() => setOpen(false)}
        onUploaded={(file) => {
          setOpen(false);
          notify(`„${file.fileName}“ wurde hochgeladen.`, { type: 'success' });
          refresh();
        }}
      />
    </>
  );
}

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <UploadButton />
    </TopToolbar>
  );
}

function Uses({ uses }: { uses: MediaUse[] }) {
  if (uses.length === 0)
    return (
      <Typography variant="body2" color="textSecondary">
        Nicht verwendet
      </Typography>
    );
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Verwendet in:
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {uses.map((use) => (
          <Typography component="li" variant="body2" key={`${use.source}-${use.id}`}>
            {describeUse(use)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

function MediaCard({ file }: { file: MediaFile }) {
  const name = file.title || file.fileName;
  return (
    <Card component="li" variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <MediaThumbnail file={file} />
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 0.75 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip size="small" label={MEDIA_KIND_LABELS[file.kind]} />
          <Typography variant="body2" color="textSecondary">
            {formatFileSize(file.size)}
            {file.width && file.height ? ` · ${file.width} × ${file.height} px` : ''}
          </Typography>
        </Box>
        {file.title && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            Datei: {file.fileName}
          </Typography>
        )}
        {file.kind === 'image' && <Typography variant="body2">Alternativtext: {file.altText}</Typography>}
        <Typography variant="body2" color="textSecondary">
          {formatDateTime(file.createdAt)} · {file.uploadedBy}
        </Typography>
        <Uses uses={file.uses} />
      </CardContent>
      <CardActions>
        <EditButton record={file} label="Bearbeiten" aria-label={`${name} bearbeiten`} />
        <DeleteWithConfirmButton
          mutationMode="pessimistic"
          record={file}
          label="Löschen"
          aria-label={`${name} löschen`}
          confirmTitle={`„${name}“ löschen?`}
          confirmContent="Die Datei wird aus der Mediathek entfernt. Das lässt sich nicht rückgängig machen."
          redirect={false}
        />
      </CardActions>
    </Card>
  );
}

function MediaGrid() {
  const { data, isPending } = useListContext<MediaFile>();
  if (isPending) return null;
  if (!data?.length)
    return (
      <Typography sx={{ p: 2 }}>Keine Dateien gefunden. Laden Sie mit „Hochladen“ die erste hoch.</Typography>
    );
  return (
    <Box
      component="ul"
      aria-label="Dateien der Mediathek"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
      }}
    >
      {data.map((file) => (
        <MediaCard key={file.id} file={file} />
      ))}
    </Box>
  );
}

export function List() {
  return (
    <RaList
      title="Mediathek"
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={24}
      exporter={false}
      empty={false}
    >
      <MediaGrid />
    </RaList>
  );
}

function Details() {
  const file = useRecordContext<MediaFile>();
  if (!file) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2, width: '100%', maxWidth: 640 }}>
      <MediaThumbnail file={file} height={240} />
      <Typography variant="body2">
        {file.fileName} · {formatFileSize(file.size)}
        {file.width && file.height ? ` · Original ${file.width} × ${file.height} px` : ''}
      </Typography>
      <Typography variant="body2">
        Adresse für Inhalte: <code>{file.url}</code>
      </Typography>
      <Typography variant="body2" color="textSecondary">
        Hochgeladen am {formatDateTime(file.createdAt)} von {file.uploadedBy}
      </Typography>
      <Uses uses={file.uses} />
    </Box>
  );
}

function EditToolbar() {
  const file = useRecordContext<MediaFile>();
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      {file && (
        <DeleteWithConfirmButton
          mutationMode="pessimistic"
          confirmTitle={`„${file.title || file.fileName}“ löschen?`}
          confirmContent="Die Datei wird aus der Mediathek entfernt. Das lässt sich nicht rückgängig machen."
        />
      )}
    </Toolbar>
  );
}

export function Edit() {
  return (
    <BackofficeEdit title="Datei bearbeiten" redirect="list">
      <SimpleForm warnWhenUnsavedChanges resolver={zodResolver(MediaFieldsSchema)} toolbar={<EditToolbar />}>
        <Details />
        <TextInput
          source="altText"
          label="Alternativtext"
          multiline
          minRows={2}
          fullWidth
          helperText="Beschreiben Sie in einem Satz, was das Bild zeigt. Pflicht für jedes Bild."
        />
        <TextInput source="title" label="Titel" fullWidth />
      </SimpleForm>
    </BackofficeEdit>
  );
}
