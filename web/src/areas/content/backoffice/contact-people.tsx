import { ContactPersonInputSchema } from '@kp/contract/content-backoffice';
import {
  DataTable,
  EmailField,
  Create as RaCreate,
  List as RaList,
  SearchInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { BackofficeEdit } from '../../../backoffice/backoffice-edit.tsx';
import { EditLinkField } from '../../../backoffice/edit-link-field.tsx';
import { backofficeExporter } from '../../../backoffice/exporter.ts';
import { formResolver, versionLabels } from '../../../backoffice/form.tsx';
import { ImageUrlInput } from '../../../backoffice/inputs.tsx';
import { VersionHistory } from '../../../backoffice/version-history.tsx';

/** Kontaktpersonen (spec 01 §3 Person in charge): portrait, phone, e-mail, function. */

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Suchen" />];

export const List = () => (
  <RaList
    exporter={backofficeExporter}
    filters={filters}
    sort={{ field: 'lastname', order: 'ASC' }}
    title="Kontaktpersonen"
  >
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="lastname" label="Nachname" field={EditLinkField} />
      <DataTable.Col source="firstname" label="Vorname" />
      <DataTable.Col source="customTitle" label="Funktion" disableSort />
      <DataTable.Col source="email" label="E-Mail" field={EmailField} />
      <DataTable.Col source="phone" label="Telefon" disableSort />
    </DataTable>
  </RaList>
);

const Form = () => (
  <SimpleForm warnWhenUnsavedChanges resolver={formResolver(ContactPersonInputSchema)}>
    <TextInput source="firstname" label="Vorname" />
    <TextInput source="lastname" label="Nachname" />
    <TextInput source="customTitle" label="Funktion" fullWidth />
    <TextInput source="email" label="E-Mail" type="email" />
    <TextInput source="phone" label="Telefon" type="tel" />
    <TextInput source="info" label="Weitere Angaben" multiline minRows={3} fullWidth />
    <ImageUrlInput source="imageUrl" label="Porträt" />
    <ImageUrlInput source="imageSmallUrl" label="Porträt, klein" />
  </SimpleForm>
);

const LABELS = versionLabels(
  ['firstname', 'lastname', 'customTitle', 'email', 'phone', 'info', 'imageUrl', 'imageSmallUrl'],
  {
    firstname: 'Vorname',
    lastname: 'Nachname',
    customTitle: 'Funktion',
    email: 'E-Mail',
    phone: 'Telefon',
    info: 'Weitere Angaben',
    imageUrl: 'Porträt',
    imageSmallUrl: 'Porträt, klein',
  },
);

export const Edit = () => (
  <BackofficeEdit redirect={false} title="Kontaktperson bearbeiten">
    <Form />
    <VersionHistory labels={LABELS} />
  </BackofficeEdit>
);

export const Create = () => (
  <RaCreate redirect="edit" title="Neue Kontaktperson">
    <Form />
  </RaCreate>
);
