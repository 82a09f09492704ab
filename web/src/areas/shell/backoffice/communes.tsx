import { zodResolver } from '@hookform/resolvers/zod';
import { formatNumber } from '@kp/contract/shell';
import { CommuneInputSchema } from '@kp/contract/shell-backoffice';
import {
  AutocompleteInput,
  BooleanInput,
  DataTable,
  DateInput,
  Labeled,
  NumberInput,
  List as RaList,
  ReferenceInput,
  SearchInput,
  TabbedForm,
  TextField,
  TextInput,
} from 'react-admin';
import { BackofficeEdit } from '../../../backoffice/backoffice-edit.tsx';
import { EditLinkField } from '../../../backoffice/edit-link-field.tsx';
import { SAVE_ONLY } from '../../../backoffice/save-only-toolbar.tsx';
import { VersionHistory } from '../../../backoffice/version-history.tsx';

/**
 * The communes' portal data (spec 01 §3 Commune; the mayor of the commune dashboard): partners, quote,
 * logo, background, coordinates. Communes come from the seed and the imports; here they are only edited.
 */

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Kommune oder Zitat suchen" />];

const shorten = (text: unknown) =>
  typeof text === 'string' && text.length > 80 ? `${text.slice(0, 79)}…` : (text as string | null) || '–';

export function List() {
  return (
    <RaList filters={filters} sort={{ field: 'name', order: 'ASC' }} title="Kommunen" exporter={false}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="name" label="Kommune" field={EditLinkField} />
        <DataTable.Col
          source="partnerQuote"
          label="Zitat"
          disableSort
          render={(record) => shorten(record.partnerQuote)}
        />
        <DataTable.Col
          source="einwohner"
          label="Einwohner"
          render={(record) => (record.einwohner == null ? '–' : formatNumber(record.einwohner))}
        />
        <DataTable.Col
          source="hasLogo"
          label="Logo"
          disableSort
          render={(record) => (record.hasLogo ? 'Ja' : 'Nein')}
        />
        <DataTable.Col
          source="hasCoordinates"
          label="Koordinaten"
          disableSort
          render={(record) => (record.hasCoordinates ? 'Ja' : 'Nein')}
        />
      </DataTable>
    </RaList>
  );
}

const PersonInput = ({ source, label }: { source: string; label: string }) => (
  <ReferenceInput source={source} reference="contact-people" perPage={100}>
    <AutocompleteInput label={label} optionText="name" fullWidth />
  </ReferenceInput>
);

/** The fields' German names, for the version history's comparison. */
export const LABELS: Record<string, string> = {
  name: 'Kommune',
  kommunalPartnerId: 'Kommunalpartner',
  regionalLeiterId: 'Regionalleitung',
  weitererKommunalpartnerId: 'Weiterer Kommunalpartner',
  partnerQuote: 'Zitat des Kommunalpartners',
  logoUrl: 'Logo',
  bgImageUrl: 'Hintergrundbild',
  latitude: 'Breitengrad',
  longitude: 'Längengrad',
  einwohner: 'Einwohner',
  qlickAppId: 'Qlik-App-ID',
  ladestellenBereichsId: 'Ladestellen-Bereichs-ID',
  enableEinspeisebeteiligung: 'Einspeisebeteiligung',
  mayorName: 'Bürgermeister/in: Name',
  mayorPosition: 'Bürgermeister/in: Amt',
  mayorParty: 'Bürgermeister/in: Partei',
  mayorBirthday: 'Bürgermeister/in: Geburtstag',
  mayorWebsite: 'Bürgermeister/in: Website',
  mayorPictureUrl: 'Bürgermeister/in: Foto',
};

export function Edit() {
  return (
    <BackofficeEdit redirect={false} title="Kommune bearbeiten">
      <TabbedForm warnWhenUnsavedChanges resolver={zodResolver(CommuneInputSchema)} toolbar={SAVE_ONLY}>
        <TabbedForm.Tab label="Portal">
          <Labeled label="Kommune">
            <TextField source="name" variant="h6" component="p" />
          </Labeled>
          <PersonInput source="kommunalPartnerId" label="Kommunalpartner" />
          <PersonInput source="regionalLeiterId" label="Regionalleitung" />
          <PersonInput source="weitererKommunalpartnerId" label="Weiterer Kommunalpartner" />
          <TextInput
            source="partnerQuote"
            label="Zitat des Kommunalpartners"
            multiline
            minRows={3}
            fullWidth
          />
          <TextInput source="logoUrl" label="Logo (Adresse)" fullWidth />
          <TextInput source="bgImageUrl" label="Hintergrundbild (Adresse)" fullWidth />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="Lage und Daten">
          <NumberInput source="latitude" label="Breitengrad" step={0.000001} helperText="z. B. 51,254" />
          <NumberInput source="longitude" label="Längengrad" step={0.000001} helperText="z. B. 6,395" />
          <NumberInput source="einwohner" label="Einwohner" min={0} step={1} />
          <TextInput source="qlickAppId" label="Qlik-App-ID" />
          <TextInput source="ladestellenBereichsId" label="Ladestellen-Bereichs-ID" />
          <BooleanInput source="enableEinspeisebeteiligung" label="Einspeisebeteiligung" />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="Bürgermeister/in">
          <TextInput source="mayorName" label="Name" />
          <TextInput source="mayorPosition" label="Amt" />
          <TextInput source="mayorParty" label="Partei" />
          <DateInput source="mayorBirthday" label="Geburtstag" />
          <TextInput source="mayorWebsite" label="Website" fullWidth />
          <TextInput source="mayorPictureUrl" label="Foto (Adresse)" fullWidth />
        </TabbedForm.Tab>
      </TabbedForm>
      <VersionHistory labels={LABELS} />
    </BackofficeEdit>
  );
}
