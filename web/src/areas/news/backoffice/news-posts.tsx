import { zodResolver } from '@hookform/resolvers/zod';
import { backofficeEndpoints } from '@kp/contract/backoffice-endpoints';
import type { NewsDetail } from '@kp/contract/news';
import {
  NEWS_POST_CATEGORY_LABELS,
  type NewsPostInput,
  NewsPostInputSchema,
  type NewsPostListItem,
} from '@kp/contract/news-backoffice';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import {
  ArrayInput,
  AutocompleteArrayInput,
  Create,
  Datagrid,
  DateField,
  DateInput,
  DeleteButton,
  FunctionField,
  List,
  ReferenceArrayInput,
  SaveButton,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
  useNotify,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ApiError, call } from '../../../app/api-client.ts';
import { BackofficeEdit } from '../../../backoffice/backoffice-edit.tsx';
import { DAY, DateTimeField } from '../../../backoffice/dates.tsx';
import { EditLinkField } from '../../../backoffice/edit-link-field.tsx';
import { backofficeExporter } from '../../../backoffice/exporter.ts';
import { MediaInput } from '../../../backoffice/media-input.tsx';
import { PublicationField, PublicationInputs, publicationFilter } from '../../../backoffice/publication.tsx';
import { KpRichTextInput } from '../../../backoffice/rich-text-input.tsx';
import { VersionHistory } from '../../../backoffice/version-history.tsx';
import { NewsDetailView } from '../news-detail-page.tsx';
import { PressDetailView } from '../press-detail-page.tsx';

/**
 * The back office's news and press posts (decision 019): list, create, edit with rich text, the publication
 * fields (state and time; a future time schedules it) and the preview, which renders the reader's own
 * detail view with the server's answer for the unsaved form (POST /api/backoffice/news-posts/preview).
 */

const categoryChoices = Object.entries(NEWS_POST_CATEGORY_LABELS).map(([id, name]) => ({ id, name }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Titel durchsuchen" />,
  <SelectInput key="category" source="category" label="Kategorie" choices={categoryChoices} alwaysOn />,
  publicationFilter('state'),
];

export function NewsPostList() {
  return (
    <List
      exporter={backofficeExporter}
      title="Nachrichten und Presse"
      filters={filters}
      sort={{ field: 'pubDate', order: 'DESC' }}
      perPage={25}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <EditLinkField source="title" label="Titel" />
        <FunctionField<NewsPostListItem>
          source="category"
          label="Kategorie"
          render={(item) => NEWS_POST_CATEGORY_LABELS[item.category]}
        />
        <DateField source="pubDate" label="Datum" locales="de-DE" options={DAY} />
        <PublicationField label="Status" sortBy="publishedAt" />
        <DateTimeField source="updatedAt" label="Geändert" />
      </Datagrid>
    </List>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

const emptyPost = (): NewsPostInput => ({
  category: 'news',
  title: '',
  subtitle: '',
  content: '',
  content2: '',
  imageUrl: '',
  imageSmallUrl: '',
  imageCaption: '',
  images: [],
  pubDate: today(),
  personIds: [],
  status: 'draft',
  publishedAt: new Date().toISOString(),
});

/** The lead image from the media library (its alt text is kept there) and the caption shown below it. */
function NewsImageFields() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%', alignItems: 'flex-start' }}>
      <MediaInput source="imageUrl" smallSource="imageSmallUrl" label="Bild" />
      <TextInput source="imageCaption" label="Bildunterschrift" sx={{ flex: '1 1 240px' }} />
    </Box>
  );
}

function PostFields() {
  const category = useWatch({ name: 'category' });
  return (
    <>
      <SelectInput source="category" label="Kategorie" choices={categoryChoices} />
      <TextInput source="title" label="Titel" fullWidth />
      <TextInput source="subtitle" label="Untertitel" fullWidth />
      <DateInput source="pubDate" label="Datum" />
      <KpRichTextInput source="content" label="Text" />
      {category !== 'press' && <KpRichTextInput source="content2" label="Zweiter Textteil" />}
      <NewsImageFields />
      <ArrayInput source="images" label="Bildergalerie">
        <SimpleFormIterator inline>
          <TextInput source="url" label="Bildadresse" helperText={false} />
          <TextInput source="caption" label="Bildunterschrift" helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
      <ReferenceArrayInput source="personIds" reference="contact-people">
        <AutocompleteArrayInput
          label="Ansprechpartner"
          optionText={(person: { firstname?: string; lastname?: string }) =>
            [person.firstname, person.lastname].filter(Boolean).join(' ')
          }
        />
      </ReferenceArrayInput>
      <PublicationInputs helperText="Eine Zeit in der Zukunft plant die Veröffentlichung: Leser sehen den Beitrag erst dann." />
    </>
  );
}

/** 'Vorschau': the unsaved form as a commune user will see it, through the server's presenter and sanitiser. */
function PreviewButton() {
  const { getValues } = useFormContext<NewsPostInput>();
  const notify = useNotify();
  const [post, setPost] = useState<NewsDetail | null>(null);
  const open = async () => {
    try {
      setPost(await call(backofficeEndpoints.newsPreview, { body: { ...emptyPost(), ...getValues() } }));
    } catch (error) {
      notify(error instanceof ApiError ? error.message : 'Die Vorschau ließ sich nicht laden.', {
        type: 'error',
      });
    }
  };
  return (
    <>
      <Button startIcon={<VisibilityIcon />} onClick={open} sx={{ ml: 1 }}>
        Vorschau
      </Button>
      <Dialog open={post !== null} onClose={() => setPost(null)} fullWidth maxWidth="lg" scroll="paper">
        <DialogTitle>Vorschau: so sehen Leser den Beitrag</DialogTitle>
        <DialogContent dividers>
          {post &&
            (post.is_press ? (
              <PressDetailView post={post} withBackLink={false} />
            ) : (
              <NewsDetailView post={post} withBackLink={false} />
            ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPost(null)}>Schließen</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function FormToolbar({ deletable }: { deletable?: boolean }) {
  return (
    <Toolbar>
      <SaveButton label="Speichern" />
      <PreviewButton />
      <Box sx={{ flex: 1 }} />
      {deletable && <DeleteButton label="Löschen" mutationMode="pessimistic" />}
    </Toolbar>
  );
}

const resolver = zodResolver(NewsPostInputSchema);

/** German names of the fields for the version comparison, in the form's order. */
const LABELS: Record<string, string> = {
  category: 'Kategorie',
  title: 'Titel',
  subtitle: 'Untertitel',
  pubDate: 'Datum',
  content: 'Text',
  content2: 'Zweiter Textteil',
  imageUrl: 'Bild',
  imageSmallUrl: 'Bild, klein',
  imageCaption: 'Bildunterschrift',
  images: 'Bildergalerie',
  personIds: 'Ansprechpartner',
  status: 'Status',
  publishedAt: 'Veröffentlichen ab',
};

export function NewsPostEdit() {
  return (
    <BackofficeEdit title="Nachricht bearbeiten" redirect={false}>
      <SimpleForm warnWhenUnsavedChanges resolver={resolver} toolbar={<FormToolbar deletable />}>
        <PostFields />
      </SimpleForm>
      <VersionHistory labels={LABELS} choices={{ category: NEWS_POST_CATEGORY_LABELS }} />
    </BackofficeEdit>
  );
}

export function NewsPostCreate() {
  return (
    <Create title="Neue Nachricht" redirect="edit">
      <SimpleForm
        warnWhenUnsavedChanges
        resolver={resolver}
        defaultValues={emptyPost}
        toolbar={<FormToolbar />}
      >
        <PostFields />
      </SimpleForm>
    </Create>
  );
}

export { NewsPostCreate as Create, NewsPostEdit as Edit, NewsPostList as List };
