import { zodResolver } from '@hookform/resolvers/zod';
import { type EducationMaterialInput, EducationMaterialInputSchema } from '@kp/contract/education-backoffice';
import { formatNumber } from '@kp/contract/shell';
import {
  ArrayInput,
  AutocompleteArrayInput,
  BooleanInput,
  DataTable,
  DateField,
  DateTimeInput,
  NumberInput,
  Create as RaCreate,
  List as RaList,
  ReferenceArrayInput,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleFormIterator,
  TabbedForm,
  TextArrayInput,
  TextField,
  TextInput,
} from 'react-admin';
import { BackofficeEdit } from '../../../backoffice/backoffice-edit.tsx';
import { DAY, DateTimeField } from '../../../backoffice/dates.tsx';
import { EditLinkField } from '../../../backoffice/edit-link-field.tsx';
import { backofficeExporter } from '../../../backoffice/exporter.ts';
import {
  isoOfLocal,
  localOfIso,
  PublicationField,
  PublicationInputs,
  publicationFilter,
} from '../../../backoffice/publication.tsx';
import { KpRichTextInput } from '../../../backoffice/rich-text-input.tsx';
import { VersionHistory } from '../../../backoffice/version-history.tsx';

/**
 * Teaching materials and offers of the education portal (spec 02 §3 Material): drafts, scheduled
 * publication, limited seats, the video and the sections' frames.
 */

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Suchen" />,
  publicationFilter(),
  <ReferenceInput key="menuItemId" source="menuItemId" reference="education-menu-items" alwaysOn>
    <SelectInput label="Menüpunkt" optionText="name" />
  </ReferenceInput>,
];

export function List() {
  return (
    <RaList
      exporter={backofficeExporter}
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      title="Bildungsportal: Materialien"
    >
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="titel" label="Titel" field={EditLinkField} />
        <DataTable.Col source="menuItemId" label="Menüpunkt">
          <ReferenceField source="menuItemId" reference="education-menu-items" link={false} emptyText="–">
            <TextField source="name" />
          </ReferenceField>
        </DataTable.Col>
        <DataTable.Col source="publishedAt" label="Status" field={PublicationField} />
        <DataTable.Col source="datum" label="Termin">
          <DateTimeField source="datum" />
        </DataTable.Col>
        <DataTable.Col
          source="seats"
          label="Freie Plätze"
          render={(record) => (record.seats == null ? 'unbegrenzt' : formatNumber(record.seats))}
        />
        <DataTable.Col source="createdAt" label="Angelegt">
          <DateField source="createdAt" locales="de-DE" options={DAY} />
        </DataTable.Col>
      </DataTable>
    </RaList>
  );
}

const frameHelp =
  'Einbettungscode eines Videos von YouTube (youtube-nocookie.com) oder Vimeo: <iframe src="https://…"></iframe>';

function MaterialForm() {
  return (
    <TabbedForm warnWhenUnsavedChanges resolver={zodResolver(EducationMaterialInputSchema)}>
      <TabbedForm.Tab label="Allgemein">
        <TextInput source="titel" label="Titel" fullWidth />
        <TextInput source="subtitel" label="Untertitel" fullWidth />
        <ReferenceInput
          source="menuItemId"
          reference="education-menu-items"
          sort={{ field: 'sortierung', order: 'ASC' }}
        >
          <SelectInput label="Menüpunkt" optionText="name" emptyText="Kein Menüpunkt" />
        </ReferenceInput>
        <TextInput source="typ" label="Art" helperText="z. B. Unterrichtsmaterial, Workshop, Führung" />
        <KpRichTextInput source="beschreibung" label="Beschreibung" />
        <DateTimeInput
          source="datum"
          label="Termin"
          helperText="Für Veranstaltungen und Workshops; sonst leer."
          format={localOfIso}
          parse={isoOfLocal}
        />
        <TextInput source="dauer" label="Dauer" />
        <TextInput source="bneZiele" label="BNE-Ziele" multiline fullWidth />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Veröffentlichung">
        <PublicationInputs />
        <NumberInput
          source="seats"
          label="Freie Plätze"
          min={0}
          step={1}
          helperText="Leer: das Angebot ist nicht begrenzt. Jede Anfrage über das Kontaktformular nimmt einen Platz."
        />
        <BooleanInput source="stoererAnzeigen" label="Störer anzeigen" />
        <BooleanInput source="kontaktformularAnzeigen" label="Kontaktformular anzeigen" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Bilder und Video">
        <TextInput source="headerUrl" label="Titelbild (Adresse)" fullWidth />
        <TextInput source="headerCaption" label="Bildunterschrift des Titelbilds" fullWidth />
        <TextInput source="vorschauUrl" label="Vorschaubild (Adresse)" fullWidth />
        <TextInput source="youtubeIframe" label="Video" multiline fullWidth helperText={frameHelp} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Schlagworte und Kontakt">
        <TextArrayInput source="themen" label="Themen" helperText="Eingabetaste übernimmt ein Thema." />
        <TextArrayInput source="schulfaecher" label="Schulfächer" />
        <TextArrayInput source="jahrgangsstufen" label="Jahrgangsstufen" />
        <ReferenceArrayInput source="ansprechpartnerIds" reference="contact-people" perPage={100}>
          <AutocompleteArrayInput label="Ansprechpersonen" optionText="name" fullWidth />
        </ReferenceArrayInput>
        <ArrayInput source="links" label="Links">
          <SimpleFormIterator inline>
            <TextInput source="title" label="Titel" />
            <TextInput source="link" label="Adresse" />
          </SimpleFormIterator>
        </ArrayInput>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="Inhalt">
        <ArrayInput source="inhalt" label="Inhaltsblöcke" fullWidth>
          <SimpleFormIterator fullWidth>
            <TextInput source="titel" label="Überschrift des Blocks" fullWidth />
            <ArrayInput source="sections" label="Abschnitte" fullWidth>
              <SimpleFormIterator fullWidth>
                <TextInput source="titel" label="Titel des Abschnitts" fullWidth />
                <KpRichTextInput source="text" label="Text des Abschnitts" />
                <TextInput source="iframe" label="Video-Rahmen" multiline fullWidth helperText={frameHelp} />
                <ArrayInput source="bilder" label="Bilder">
                  <SimpleFormIterator inline>
                    <TextInput source="url" label="Bildadresse" />
                    <TextInput source="caption" label="Bildunterschrift" />
                  </SimpleFormIterator>
                </ArrayInput>
                <ArrayInput source="medien" label="Dateien">
                  <SimpleFormIterator inline>
                    <TextInput source="name" label="Dateiname" />
                    <TextInput source="url" label="Dateiadresse" />
                    <TextInput source="caption" label="Beschreibung" />
                  </SimpleFormIterator>
                </ArrayInput>
              </SimpleFormIterator>
            </ArrayInput>
          </SimpleFormIterator>
        </ArrayInput>
      </TabbedForm.Tab>
    </TabbedForm>
  );
}

/** The fields' German names, for the version history's comparison. */
export const LABELS: Record<string, string> = {
  titel: 'Titel',
  subtitel: 'Untertitel',
  menuItemId: 'Menüpunkt',
  typ: 'Art',
  beschreibung: 'Beschreibung',
  datum: 'Termin',
  dauer: 'Dauer',
  bneZiele: 'BNE-Ziele',
  status: 'Status',
  publishedAt: 'Veröffentlichen ab',
  seats: 'Freie Plätze',
  stoererAnzeigen: 'Störer anzeigen',
  kontaktformularAnzeigen: 'Kontaktformular anzeigen',
  headerUrl: 'Titelbild',
  headerCaption: 'Bildunterschrift des Titelbilds',
  vorschauUrl: 'Vorschaubild',
  youtubeIframe: 'Video',
  themen: 'Themen',
  schulfaecher: 'Schulfächer',
  jahrgangsstufen: 'Jahrgangsstufen',
  ansprechpartnerIds: 'Ansprechpersonen',
  links: 'Links',
  inhalt: 'Inhalt',
};

export function Edit() {
  return (
    <BackofficeEdit redirect={false} title="Material bearbeiten">
      <MaterialForm />
      <VersionHistory labels={LABELS} />
    </BackofficeEdit>
  );
}

const defaults = (): EducationMaterialInput => ({
  menuItemId: null,
  titel: '',
  subtitel: null,
  beschreibung: null,
  datum: null,
  status: 'draft',
  publishedAt: new Date().toISOString(),
  seats: null,
  stoererAnzeigen: false,
  dauer: null,
  bneZiele: null,
  kontaktformularAnzeigen: true,
  youtubeIframe: null,
  vorschauUrl: null,
  headerUrl: null,
  headerCaption: null,
  typ: null,
  themen: [],
  schulfaecher: [],
  jahrgangsstufen: [],
  ansprechpartnerIds: [],
  links: [],
  inhalt: [],
});

export function Create() {
  return (
    <RaCreate title="Material anlegen" record={defaults()} redirect="edit">
      <MaterialForm />
    </RaCreate>
  );
}
