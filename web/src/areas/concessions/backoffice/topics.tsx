import { zodResolver } from '@hookform/resolvers/zod';
import { type ConcessionTopicInput, ConcessionTopicInputSchema } from '@kp/contract/concessions-backoffice';
import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  DataTable,
  DateTimeInput,
  NullableBooleanInput,
  Create as RaCreate,
  List as RaList,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextField,
  TextInput,
} from 'react-admin';
import { BackofficeEdit } from '../../../backoffice/backoffice-edit.tsx';
import { DateTimeField } from '../../../backoffice/dates.tsx';
import { EditLinkField } from '../../../backoffice/edit-link-field.tsx';
import { backofficeExporter } from '../../../backoffice/exporter.ts';
import { KpRichTextInput } from '../../../backoffice/rich-text-input.tsx';
import { VersionHistory } from '../../../backoffice/version-history.tsx';

/**
 * Concession topics of the communes with their history (spec 02 §3): the portal shows them to the commune
 * and to employees; editors keep them here. Each history entry is one state (markdown); an active entry
 * marks the topic as new.
 */

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Suchen" />,
  <ReferenceInput key="communeId" source="communeId" reference="communes" alwaysOn perPage={100}>
    <SelectInput label="Kommune" optionText="name" />
  </ReferenceInput>,
  <NullableBooleanInput
    key="archiviert"
    source="archiviert"
    label="Archiviert"
    alwaysOn
    trueLabel="Ja"
    falseLabel="Nein"
    nullLabel="Alle"
  />,
];

export function List() {
  return (
    <RaList
      exporter={backofficeExporter}
      filters={filters}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      title="Konzessionsthemen"
    >
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="vertrag" label="Vertrag" field={EditLinkField} />
        <DataTable.Col source="communeName" label="Kommune" />
        <DataTable.Col source="serviceAreaTitle" label="Leistungsbereich" disableSort>
          <TextField source="serviceAreaTitle" emptyText="–" />
        </DataTable.Col>
        <DataTable.NumberCol source="entries" label="Einträge" disableSort />
        <DataTable.Col
          source="archiviert"
          label="Archiviert"
          render={(record) => (record.archiviert ? 'Ja' : 'Nein')}
        />
        <DataTable.Col source="updatedAt" label="Geändert">
          <DateTimeField source="updatedAt" />
        </DataTable.Col>
      </DataTable>
    </RaList>
  );
}

function TopicForm() {
  return (
    <SimpleForm warnWhenUnsavedChanges resolver={zodResolver(ConcessionTopicInputSchema)}>
      <TextInput source="vertrag" label="Vertrag" fullWidth />
      <TextInput source="themaId" label="Themen-ID" helperText="Der Schlüssel des Themas (eindeutig)." />
      <ReferenceInput
        source="communeId"
        reference="communes"
        perPage={100}
        sort={{ field: 'name', order: 'ASC' }}
      >
        <AutocompleteInput label="Kommune" optionText="name" fullWidth />
      </ReferenceInput>
      <ReferenceInput source="serviceAreaId" reference="service-areas" perPage={100}>
        <AutocompleteInput label="Leistungsbereich" optionText="title" fullWidth />
      </ReferenceInput>
      <BooleanInput source="archiviert" label="Archiviert" />
      <ArrayInput source="entries" label="Verlauf (neueste zuerst)" fullWidth>
        <SimpleFormIterator fullWidth>
          <DateTimeInput
            source="datum"
            label="Datum"
            format={(value: string | null) => (value ? new Date(value).toISOString().slice(0, 16) : '')}
            parse={(value: string) => (value ? new Date(value).toISOString() : null)}
          />
          <KpRichTextInput source="details" label="Stand" />
          <BooleanInput source="active" label="Als neu markieren" />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}

/** The fields' German names, for the version history's comparison. */
export const LABELS: Record<string, string> = {
  vertrag: 'Vertrag',
  themaId: 'Themen-ID',
  communeId: 'Kommune',
  serviceAreaId: 'Leistungsbereich',
  archiviert: 'Archiviert',
  entries: 'Verlauf',
};

export function Edit() {
  return (
    <BackofficeEdit redirect={false} title="Konzessionsthema bearbeiten">
      <TopicForm />
      <VersionHistory labels={LABELS} />
    </BackofficeEdit>
  );
}

const DEFAULTS: Partial<ConcessionTopicInput> = {
  themaId: '',
  vertrag: '',
  serviceAreaId: null,
  archiviert: false,
  entries: [],
};

export function Create() {
  return (
    <RaCreate title="Konzessionsthema anlegen" record={DEFAULTS} redirect="edit">
      <TopicForm />
    </RaCreate>
  );
}
