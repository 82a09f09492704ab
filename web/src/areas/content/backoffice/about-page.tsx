import { AboutPageInputSchema } from '@kp/contract/content-backoffice';
import { Datagrid, Edit as RaEdit, List as RaList, SimpleForm, TextField, TextInput } from 'react-admin';
import { EditAside, formResolver } from './form.tsx';
import { ImagesInput, MarkdownInput } from './inputs.tsx';

/** Die Seite „Über uns“ (spec 01 §3 About-us): one entry, its texts, images and video. */

export const List = () => (
  <RaList title="Über uns" pagination={false} exporter={false}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="title" label="Titel" />
      <TextField source="video" label="Video" sortable={false} />
    </Datagrid>
  </RaList>
);

export const Edit = () => (
  <RaEdit mutationMode="pessimistic" aside={<EditAside />} title="Über uns bearbeiten">
    <SimpleForm resolver={formResolver(AboutPageInputSchema)}>
      <TextInput source="title" label="Titel" fullWidth />
      <MarkdownInput source="content1" label="Text 1" />
      <MarkdownInput source="content2" label="Text 2" />
      <ImagesInput />
      <TextInput
        source="video"
        label="Video"
        fullWidth
        helperText="Adresse eines YouTube- oder Vimeo-Videos; die Seite bettet es ein."
      />
    </SimpleForm>
  </RaEdit>
);
