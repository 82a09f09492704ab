import { AboutPageInputSchema } from '@kp/contract/content-backoffice';
import { VIDEO_EMBED_HOSTS } from '@kp/contract/content-constants';
import { DataTable, List as RaList, SimpleForm, TextInput } from 'react-admin';
import { BackofficeEdit } from '../../../backoffice/backoffice-edit.tsx';
import { EditLinkField } from '../../../backoffice/edit-link-field.tsx';
import { formResolver, versionLabels } from '../../../backoffice/form.tsx';
import { ImagesInput } from '../../../backoffice/inputs.tsx';
import { KpRichTextInput } from '../../../backoffice/rich-text-input.tsx';
import { VersionHistory } from '../../../backoffice/version-history.tsx';

/** Die Seite „Über uns“ (spec 01 §3 About-us): one entry, its texts, images and video. */

export const List = () => (
  <RaList title="Über uns" pagination={false} exporter={false}>
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="title" label="Titel" field={EditLinkField} />
    </DataTable>
  </RaList>
);

const LABELS = versionLabels(['title', 'content1', 'content2', 'images', 'video'], {
  video: 'Video (Einbettungscode)',
});

export const Edit = () => (
  <BackofficeEdit redirect={false} title="Über uns bearbeiten">
    <SimpleForm warnWhenUnsavedChanges resolver={formResolver(AboutPageInputSchema)}>
      <TextInput source="title" label="Titel" fullWidth />
      <KpRichTextInput source="content1" label="Text 1" />
      <KpRichTextInput source="content2" label="Text 2" />
      <ImagesInput />
      <TextInput
        source="video"
        label="Video (Einbettungscode)"
        fullWidth
        multiline
        helperText={`Der iframe-Code eines Videos von ${VIDEO_EMBED_HOSTS.join(' oder ')}; die Seite bettet nur diese ein.`}
      />
    </SimpleForm>
    <VersionHistory labels={LABELS} />
  </BackofficeEdit>
);
