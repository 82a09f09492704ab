import { zodResolver } from '@hookform/resolvers/zod';
import { FaqEntryInputSchema } from '@kp/contract/content-backoffice';
import {
  DataTable,
  NumberInput,
  Create as RaCreate,
  List as RaList,
  SearchInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { BackofficeEdit } from '../../../backoffice/backoffice-edit.tsx';
import { EditLinkField } from '../../../backoffice/edit-link-field.tsx';
import { ImageUrlInput } from '../../../backoffice/inputs.tsx';
import { PublicationField, PublicationInputs, publicationFilter } from '../../../backoffice/publication.tsx';
import { KpRichTextInput } from '../../../backoffice/rich-text-input.tsx';
import { VersionHistory } from '../../../backoffice/version-history.tsx';

/** The form's fields in German, for the version comparison too. */
const LABELS = {
  titel: 'Frage',
  text: 'Antwort',
  imageUrl: 'Bild',
  sortOrder: 'Reihenfolge',
  status: 'Status',
  publishedAt: 'Veröffentlichen ab',
};

/**
 * The FAQ entries (spec 01 §3 FAQ) in the back office: the example each area's screens follow.
 * - List: search (`q`), sortable columns named as the server's `sortable`, paging.
 * - Create/Edit: one form, validated with the contract's schema (the server checks the same one and
 *   answers 400 with a message per field, shown beside the field); saves wait for the server
 *   (`mutationMode="pessimistic"`), so a 409 or a field error never looks like a saved entry.
 */

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Frage oder Antwort suchen" />,
  publicationFilter(),
];

export function List() {
  return (
    <RaList
      title="FAQ"
      filters={filters}
      sort={{ field: 'sortOrder', order: 'ASC' }}
      perPage={25}
      exporter={false}
    >
      <DataTable bulkActionButtons={false}>
        <DataTable.NumberCol source="sortOrder" label="Reihenfolge" />
        <DataTable.Col source="titel" label="Frage" field={EditLinkField} />
        <DataTable.Col source="publishedAt" label="Status" field={PublicationField} />
      </DataTable>
    </RaList>
  );
}

function FaqForm() {
  return (
    <SimpleForm warnWhenUnsavedChanges resolver={zodResolver(FaqEntryInputSchema)}>
      <TextInput source="titel" label={LABELS.titel} fullWidth />
      <KpRichTextInput source="text" label={LABELS.text} />
      <ImageUrlInput source="imageUrl" label="Bild (optional)" />
      <NumberInput source="sortOrder" label={LABELS.sortOrder} min={0} step={1} />
      <PublicationInputs />
    </SimpleForm>
  );
}

export function Create() {
  return (
    <RaCreate title="FAQ-Eintrag anlegen" redirect="edit" record={{ sortOrder: 0, status: 'draft' }}>
      <FaqForm />
    </RaCreate>
  );
}

export function Edit() {
  return (
    <BackofficeEdit title="FAQ-Eintrag bearbeiten" redirect={false}>
      <FaqForm />
      <VersionHistory labels={LABELS} />
    </BackofficeEdit>
  );
}
