import { ServiceAreaInputSchema } from '@kp/contract/content-backoffice';
import {
  AutocompleteArrayInput,
  DataTable,
  Create as RaCreate,
  List as RaList,
  ReferenceArrayInput,
  SearchInput,
  TabbedForm,
  TextInput,
} from 'react-admin';
import { BackofficeEdit } from '../../../backoffice/backoffice-edit.tsx';
import { EditLinkField } from '../../../backoffice/edit-link-field.tsx';
import { backofficeExporter } from '../../../backoffice/exporter.ts';
import { formResolver, versionLabels } from '../../../backoffice/form.tsx';
import {
  DownloadsInput,
  ImagesInput,
  ImageUrlInput,
  LinksInput,
  OrderInput,
  PersonsInput,
  RegionalLeaderInput,
} from '../../../backoffice/inputs.tsx';
import { KpRichTextInput } from '../../../backoffice/rich-text-input.tsx';
import { VersionHistory } from '../../../backoffice/version-history.tsx';

/** Fachbereiche (spec 01 §3 ServiceArea) with the communes that see them. */

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Suchen" />];

export const List = () => (
  <RaList
    exporter={backofficeExporter}
    filters={filters}
    sort={{ field: 'sortOrder', order: 'ASC' }}
    title="Fachbereiche"
  >
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="title" label="Titel" field={EditLinkField} />
      <DataTable.Col source="icon" label="Symbol" disableSort />
      <DataTable.NumberCol source="sortOrder" label="Reihenfolge" />
    </DataTable>
  </RaList>
);

const Form = () => (
  <TabbedForm warnWhenUnsavedChanges resolver={formResolver(ServiceAreaInputSchema)}>
    <TabbedForm.Tab label="Inhalt">
      <TextInput source="title" label="Titel" fullWidth />
      <ImageUrlInput source="headerImageUrl" label="Kopfbild" />
      <KpRichTextInput source="content1" label="Text 1" />
      <KpRichTextInput source="content2" label="Text 2" />
      <OrderInput />
    </TabbedForm.Tab>
    <TabbedForm.Tab label="Bilder und Dateien">
      <ImagesInput />
      <DownloadsInput />
      <LinksInput />
    </TabbedForm.Tab>
    <TabbedForm.Tab label="Kontakt und Kommunen">
      <PersonsInput />
      <RegionalLeaderInput />
      <ReferenceArrayInput
        source="communeIds"
        reference="communes"
        perPage={500}
        sort={{ field: 'name', order: 'ASC' }}
      >
        <AutocompleteArrayInput label="Kommunen, die diesen Fachbereich sehen" optionText="name" fullWidth />
      </ReferenceArrayInput>
    </TabbedForm.Tab>
    <TabbedForm.Tab label="Technisch">
      <TextInput source="route" label="Route" helperText="Kurzname in der Adresse, z. B. strom" />
      <TextInput source="icon" label="Symbol" helperText="Name des Symbols, z. B. mdi-flash" />
    </TabbedForm.Tab>
  </TabbedForm>
);

const LABELS = versionLabels(
  [
    'title',
    'route',
    'icon',
    'headerImageUrl',
    'content1',
    'content2',
    'sortOrder',
    'communeIds',
    'images',
    'fileDownloads',
    'interestingLinks',
    'personIds',
    'showRegionalLeiter',
  ],
  { route: 'Route', icon: 'Symbol', headerImageUrl: 'Kopfbild', communeIds: 'Kommunen' },
);

export const Edit = () => (
  <BackofficeEdit redirect={false} title="Fachbereich bearbeiten">
    <Form />
    <VersionHistory labels={LABELS} />
  </BackofficeEdit>
);

export const Create = () => (
  <RaCreate redirect="edit" title="Neuer Fachbereich">
    <Form />
  </RaCreate>
);
