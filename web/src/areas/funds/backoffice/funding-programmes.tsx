import { zodResolver } from '@hookform/resolvers/zod';
import { FundingProgrammeInputSchema } from '@kp/contract/funds-backoffice';
import { formatDate, formatTimestamp } from '@kp/contract/shell';
import {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  DataTable,
  DateInput,
  FunctionField,
  Create as RaCreate,
  List as RaList,
  ReferenceArrayInput,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SimpleFormIterator,
  TabbedForm,
  TextField,
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
import { KpRichTextInput } from '../../../backoffice/rich-text-input.tsx';
import { VersionHistory } from '../../../backoffice/version-history.tsx';

/** The form's fields in German, for the version comparison too. */
const LABELS = {
  foerdertitel: 'Titel',
  untertitel: 'Untertitel',
  frist: 'Frist (leer: offen)',
  aufruf: 'Aufruf',
  foerderthemaId: 'Hauptthema',
  themaIds: 'Förderthemen',
  antragsberechtigt: 'Antragsberechtigt',
  beihilfekategorie: 'Beihilfekategorie',
  foerdergegenstaende: 'Fördergegenstände',
  foerderhoehe: 'Förderhöhe',
  hinweis: 'Hinweis',
  ansprechpartner: 'Ansprechpartner (Text)',
  links: 'Links',
  foerdermittelgeber: 'Fördermittelgeber',
  personIds: 'Ansprechpersonen',
  serviceIds: 'Leistungen',
  subServiceIds: 'Unterleistungen',
  status: 'Status',
  publishedAt: 'Veröffentlichen ab',
};

/**
 * Funding programmes (spec 01 §3 Foerdermittel) in the back office: every field, the topics, the group's own
 * offer (contact people, services, sub-services) and the publication (draft, scheduled, published).
 */

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Suchen" />,
  publicationFilter(),
  <ReferenceInput key="themaId" source="themaId" reference="funding-topics" alwaysOn>
    <AutocompleteInput label="Förderthema" optionText="titel" filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
];

const personName = (person: { firstname?: string; lastname?: string }) =>
  [person.firstname, person.lastname].filter(Boolean).join(' ');

export function List() {
  return (
    <RaList
      title="Fördermöglichkeiten"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="foerdertitel" label="Titel" field={EditLinkField} />
        <DataTable.Col source="frist" label="Frist">
          <FunctionField
            render={(record: { frist?: string | null }) =>
              record.frist ? formatDate(record.frist) : 'offen'
            }
          />
        </DataTable.Col>
        <DataTable.Col source="foerderthemaId" label="Förderthema" disableSort>
          <ReferenceField source="foerderthemaId" reference="funding-topics" link={false} emptyText="–">
            <TextField source="titel" />
          </ReferenceField>
        </DataTable.Col>
        <DataTable.Col source="publishedAt" label="Status" field={PublicationField} />
        <DataTable.Col source="createdAt" label="Erstellt">
          <FunctionField render={(record: { createdAt: string }) => formatTimestamp(record.createdAt)} />
        </DataTable.Col>
      </DataTable>
    </RaList>
  );
}

function ProgrammeForm() {
  return (
    <TabbedForm warnWhenUnsavedChanges resolver={zodResolver(FundingProgrammeInputSchema)}>
      <TabbedForm.Tab label="Allgemein">
        <TextInput source="foerdertitel" label={LABELS.foerdertitel} fullWidth />
        <TextInput source="untertitel" label={LABELS.untertitel} fullWidth />
        <DateInput source="frist" label={LABELS.frist} />
        <TextInput source="aufruf" label={LABELS.aufruf} multiline minRows={2} fullWidth />
        <ReferenceInput source="foerderthemaId" reference="funding-topics">
          <AutocompleteInput
            label="Hauptthema (seine Bilder zeigt die Fördermöglichkeit)"
            optionText="titel"
            filterToQuery={(q) => ({ q })}
            fullWidth
          />
        </ReferenceInput>
        <ReferenceArrayInput source="themaIds" reference="funding-topics">
          <AutocompleteArrayInput
            label="Förderthemen"
            optionText="titel"
            filterToQuery={(q) => ({ q })}
            fullWidth
          />
        </ReferenceArrayInput>
        <PublicationInputs />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Förderung">
        <ArrayInput source="antragsberechtigt" label={LABELS.antragsberechtigt}>
          <SimpleFormIterator inline>
            <TextInput source="Beschreibung" label="Wer ist antragsberechtigt?" fullWidth />
          </SimpleFormIterator>
        </ArrayInput>
        <TextInput source="beihilfekategorie" label={LABELS.beihilfekategorie} fullWidth />
        <ArrayInput source="foerdergegenstaende" label={LABELS.foerdergegenstaende}>
          <SimpleFormIterator inline>
            <TextInput source="Wert" label="Fördergegenstand" fullWidth />
          </SimpleFormIterator>
        </ArrayInput>
        <ArrayInput source="foerderhoehe" label={LABELS.foerderhoehe}>
          <SimpleFormIterator inline>
            <TextInput source="Wert" label="Förderhöhe" fullWidth />
          </SimpleFormIterator>
        </ArrayInput>
        <KpRichTextInput source="hinweis" label={LABELS.hinweis} />
        <TextInput
          source="ansprechpartner"
          label={LABELS.ansprechpartner}
          multiline
          minRows={4}
          fullWidth
          helperText="Blöcke trennen Sie mit zwei Leerzeilen."
        />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Links und Geber">
        <ArrayInput source="links" label={LABELS.links}>
          <SimpleFormIterator inline>
            <TextInput source="Titel" label="Linktext" />
            <TextInput source="Url" label="Adresse (https://…)" />
          </SimpleFormIterator>
        </ArrayInput>
        <ArrayInput source="foerdermittelgeber" label={LABELS.foerdermittelgeber}>
          <SimpleFormIterator>
            <TextInput source="Titel" label="Name" fullWidth />
            <TextInput source="Link" label="Adresse (https://…)" fullWidth />
            <MediaInput source="LogoUrl" label="Logo" />
            <TextInput source="LogoAlt" label="Alternativtext des Logos" fullWidth />
          </SimpleFormIterator>
        </ArrayInput>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Angebot der NEW">
        <ReferenceArrayInput source="personIds" reference="contact-people" perPage={50}>
          <AutocompleteArrayInput
            label="Ansprechpersonen (in dieser Reihenfolge)"
            optionText={personName}
            filterToQuery={(q) => ({ q })}
            fullWidth
          />
        </ReferenceArrayInput>
        <ReferenceArrayInput source="serviceIds" reference="services" perPage={50}>
          <AutocompleteArrayInput
            label="Leistungen"
            optionText="title"
            filterToQuery={(q) => ({ q })}
            fullWidth
          />
        </ReferenceArrayInput>
        <ReferenceArrayInput source="subServiceIds" reference="sub-services" perPage={50}>
          <AutocompleteArrayInput
            label="Unterleistungen"
            optionText="title"
            filterToQuery={(q) => ({ q })}
            fullWidth
          />
        </ReferenceArrayInput>
      </TabbedForm.Tab>
    </TabbedForm>
  );
}

const emptyProgramme = () => ({
  foerdertitel: '',
  themaIds: [],
  antragsberechtigt: [],
  foerdergegenstaende: [],
  foerderhoehe: [],
  links: [],
  foerdermittelgeber: [],
  personIds: [],
  serviceIds: [],
  subServiceIds: [],
  ...newPublication(),
});

export function Create() {
  return (
    <RaCreate title="Fördermöglichkeit anlegen" redirect="edit" record={emptyProgramme()}>
      <ProgrammeForm />
    </RaCreate>
  );
}

export function Edit() {
  return (
    <BackofficeEdit title="Fördermöglichkeit bearbeiten" redirect={false}>
      <ProgrammeForm />
      <VersionHistory labels={LABELS} />
    </BackofficeEdit>
  );
}
