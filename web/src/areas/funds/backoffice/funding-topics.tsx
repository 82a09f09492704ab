import { zodResolver } from '@hookform/resolvers/zod';
import { FundingTopicInputSchema } from '@kp/contract/funds-backoffice';
import {
  ArrayInput,
  DataTable,
  NumberInput,
  Create as RaCreate,
  List as RaList,
  SearchInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { BackofficeEdit } from '../../../backoffice/backoffice-edit.tsx';
import { EditLinkField } from '../../../backoffice/edit-link-field.tsx';
import { MediaInput } from '../../../backoffice/media-input.tsx';
import { VersionHistory } from '../../../backoffice/version-history.tsx';

/** The form's fields in German, for the version comparison too. */
const LABELS = {
  titel: 'Titel',
  sortOrder: 'Reihenfolge',
  bilder: 'Bilder',
};

/** Funding topics (Förderthemen): the chips of the funding page; their images picture the programmes. */

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Förderthema suchen" />];

export function List() {
  return (
    <RaList
      title="Förderthemen"
      filters={filters}
      sort={{ field: 'sortOrder', order: 'ASC' }}
      perPage={25}
      exporter={false}
    >
      <DataTable bulkActionButtons={false}>
        <DataTable.NumberCol source="sortOrder" label="Reihenfolge" />
        <DataTable.Col source="titel" label="Titel" field={EditLinkField} />
        <DataTable.NumberCol source="bilder" label="Bilder" disableSort />
      </DataTable>
    </RaList>
  );
}

function TopicForm() {
  return (
    <SimpleForm warnWhenUnsavedChanges resolver={zodResolver(FundingTopicInputSchema)}>
      <TextInput source="titel" label={LABELS.titel} fullWidth />
      <NumberInput source="sortOrder" label={LABELS.sortOrder} min={0} step={1} />
      <ArrayInput source="bilder" label={LABELS.bilder}>
        <SimpleFormIterator>
          <MediaInput source="url" label="Bild" />
          <TextInput source="caption" label="Alternativtext" fullWidth />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}

export function Create() {
  return (
    <RaCreate title="Förderthema anlegen" redirect="edit" record={{ titel: '', bilder: [], sortOrder: 0 }}>
      <TopicForm />
    </RaCreate>
  );
}

export function Edit() {
  return (
    <BackofficeEdit title="Förderthema bearbeiten" redirect={false}>
      <TopicForm />
      <VersionHistory labels={LABELS} />
    </BackofficeEdit>
  );
}
