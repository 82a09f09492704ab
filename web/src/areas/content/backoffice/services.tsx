import { ServiceInputSchema } from '@kp/contract/content-backoffice';
import {
  DataTable,
  Create as RaCreate,
  Edit as RaEdit,
  List as RaList,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TabbedForm,
  TextField,
  TextInput,
} from 'react-admin';
import { PublicationField, PublicationInputs, publicationFilter } from '../../backoffice/publication.tsx';
import { VersionHistory } from '../../backoffice/version-history.tsx';
import { FLAG_CHOICES } from './fields.ts';
import { formResolver, versionLabels } from './form.tsx';
import {
  DownloadsInput,
  ImagesInput,
  LinksInput,
  MarkdownInput,
  OrderInput,
  PersonsInput,
  RegionalLeaderInput,
} from './inputs.tsx';

/** Leistungen (spec 01 §3 Service): a service area's offers, with order, flag binding and publication. */

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Suchen" />,
  publicationFilter(),
  <ReferenceInput key="area" source="serviceAreaId" reference="service-areas" perPage={100} alwaysOn>
    <SelectInput label="Fachbereich" optionText="title" />
  </ReferenceInput>,
];

export const List = () => (
  <RaList filters={filters} sort={{ field: 'sortOrder', order: 'ASC' }} title="Leistungen">
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="title" label="Titel" />
      <DataTable.Col source="serviceAreaId" label="Fachbereich">
        <ReferenceField source="serviceAreaId" reference="service-areas" link={false}>
          <TextField source="title" />
        </ReferenceField>
      </DataTable.Col>
      <DataTable.NumberCol source="sortOrder" label="Reihenfolge" />
      <DataTable.Col source="publishedAt" label="Status" field={PublicationField} />
    </DataTable>
  </RaList>
);

const Form = () => (
  <TabbedForm resolver={formResolver(ServiceInputSchema)}>
    <TabbedForm.Tab label="Inhalt">
      <TextInput source="title" label="Titel" fullWidth />
      <ReferenceInput source="serviceAreaId" reference="service-areas" perPage={100}>
        <SelectInput label="Fachbereich" optionText="title" />
      </ReferenceInput>
      <MarkdownInput source="content1" label="Text 1" />
      <MarkdownInput source="content2" label="Text 2" />
      <OrderInput />
      <PublicationInputs />
    </TabbedForm.Tab>
    <TabbedForm.Tab label="Bilder und Dateien">
      <ImagesInput />
      <DownloadsInput />
      <LinksInput />
    </TabbedForm.Tab>
    <TabbedForm.Tab label="Kontakt und Sichtbarkeit">
      <PersonsInput />
      <RegionalLeaderInput />
      <SelectInput
        source="requiredFlag"
        label="Nur für Nutzer mit Schalter"
        choices={FLAG_CHOICES}
        emptyText="Für alle sichtbar"
        helperText="An einen Schalter gebundene Leistungen sehen nur Nutzer, für die er an ist."
      />
    </TabbedForm.Tab>
  </TabbedForm>
);

const LABELS = versionLabels(
  [
    'title',
    'serviceAreaId',
    'content1',
    'content2',
    'sortOrder',
    'status',
    'publishedAt',
    'images',
    'fileDownloads',
    'interestingLinks',
    'personIds',
    'showRegionalLeiter',
    'requiredFlag',
  ],
  { serviceAreaId: 'Fachbereich' },
);

export const Edit = () => (
  <RaEdit mutationMode="pessimistic" redirect={false} title="Leistung bearbeiten">
    <Form />
    <VersionHistory labels={LABELS} />
  </RaEdit>
);

export const Create = () => (
  <RaCreate redirect="edit" title="Neue Leistung">
    <Form />
  </RaCreate>
);
