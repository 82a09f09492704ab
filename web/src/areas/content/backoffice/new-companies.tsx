import { NewCompanyInputSchema } from '@kp/contract/content-backoffice';
import {
  DataTable,
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
import { ImagesInput, OrderInput, PersonsInput } from '../../../backoffice/inputs.tsx';
import { KpRichTextInput } from '../../../backoffice/rich-text-input.tsx';
import { VersionHistory } from '../../../backoffice/version-history.tsx';

/** Unternehmen der NEW-Gruppe (spec 01 §3 NewCompany), listed on the about page. */

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Suchen" />];

export const List = () => (
  <RaList
    exporter={backofficeExporter}
    filters={filters}
    sort={{ field: 'sortOrder', order: 'ASC' }}
    title="NEW-Gruppe"
  >
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="title" label="Name" field={EditLinkField} />
      <DataTable.NumberCol source="sortOrder" label="Reihenfolge" />
    </DataTable>
  </RaList>
);

const Form = () => (
  <SimpleForm warnWhenUnsavedChanges resolver={formResolver(NewCompanyInputSchema)}>
    <TextInput source="title" label="Name" fullWidth />
    <KpRichTextInput source="content1" label="Text" />
    <ImagesInput />
    <PersonsInput />
    <OrderInput />
  </SimpleForm>
);

const LABELS = versionLabels(['title', 'content1', 'images', 'personIds', 'sortOrder'], {
  title: 'Name',
  content1: 'Text',
});

export const Edit = () => (
  <BackofficeEdit redirect={false} title="Unternehmen bearbeiten">
    <Form />
    <VersionHistory labels={LABELS} />
  </BackofficeEdit>
);

export const Create = () => (
  <RaCreate redirect="edit" title="Neues Unternehmen der NEW-Gruppe">
    <Form />
  </RaCreate>
);
