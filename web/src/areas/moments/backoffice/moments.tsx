import { zodResolver } from '@hookform/resolvers/zod';
import { MomentInputSchema } from '@kp/contract/moments-backoffice';
import { formatDate } from '@kp/contract/shell';
import {
  DataTable,
  DateInput,
  FunctionField,
  Create as RaCreate,
  List as RaList,
  SearchInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { BackofficeEdit } from '../../../backoffice/backoffice-edit.tsx';
import { EditLinkField } from '../../../backoffice/edit-link-field.tsx';
import { MediaInput } from '../../../backoffice/media-input.tsx';
import {
  newPublication,
  PublicationField,
  PublicationInputs,
  publicationFilter,
} from '../../../backoffice/publication.tsx';
import { VersionHistory } from '../../../backoffice/version-history.tsx';

/** The form's fields in German, for the version comparison too. */
const LABELS = {
  titel: 'Titel',
  beschreibung: 'Beschreibung',
  bildUrl: 'Bild',
  bildAlt: 'Alternativtext des Bildes',
  startdatum: 'Verfügbar ab',
  enddatum: 'Verfügbar bis',
  status: 'Status',
  publishedAt: 'Veröffentlichen ab',
};

/** NEW Erleben (spec 02 §3 Moment): offers communes claim, with drafts and scheduled publication. */

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Suchen" />, publicationFilter()];

export function List() {
  return (
    <RaList
      title="NEW Erleben"
      filters={filters}
      sort={{ field: 'startdatum', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="titel" label="Titel" field={EditLinkField} />
        <DataTable.Col source="startdatum" label="Zeitraum">
          <FunctionField
            render={(record: { startdatum: string; enddatum: string }) =>
              `${formatDate(record.startdatum)} – ${formatDate(record.enddatum)}`
            }
          />
        </DataTable.Col>
        <DataTable.Col source="publishedAt" label="Status" field={PublicationField} />
      </DataTable>
    </RaList>
  );
}

function MomentForm() {
  return (
    <SimpleForm warnWhenUnsavedChanges resolver={zodResolver(MomentInputSchema)}>
      <TextInput source="titel" label={LABELS.titel} fullWidth />
      <TextInput source="beschreibung" label={LABELS.beschreibung} multiline minRows={5} fullWidth />
      <MediaInput source="bildUrl" label={LABELS.bildUrl} altSource="bildAlt" />
      <TextInput source="bildAlt" label={LABELS.bildAlt} fullWidth />
      <DateInput source="startdatum" label={LABELS.startdatum} />
      <DateInput source="enddatum" label={LABELS.enddatum} helperText="Der letzte Tag zählt mit." />
      <PublicationInputs />
    </SimpleForm>
  );
}

export function Create() {
  return (
    <RaCreate
      title="Moment anlegen"
      redirect="edit"
      record={{ titel: '', beschreibung: '', ...newPublication() }}
    >
      <MomentForm />
    </RaCreate>
  );
}

export function Edit() {
  return (
    <BackofficeEdit title="Moment bearbeiten" redirect={false}>
      <MomentForm />
      <VersionHistory labels={LABELS} />
    </BackofficeEdit>
  );
}
