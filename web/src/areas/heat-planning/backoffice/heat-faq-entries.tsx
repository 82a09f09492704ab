import { HeatFaqEntryInputSchema } from '@kp/contract/heat-planning-backoffice';
import { HEAT_FAQ_SECTIONS } from '@kp/contract/heat-planning-constants';
import {
  DataTable,
  Create as RaCreate,
  Edit as RaEdit,
  List as RaList,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { VersionHistory } from '../../backoffice/version-history.tsx';
import { publicationOfRecord } from '../../content/backoffice/fields.ts';
import { formResolver, versionLabels } from '../../content/backoffice/form.tsx';
import { MarkdownInput, OrderInput, PublicationInputs } from '../../content/backoffice/inputs.tsx';
import { PUBLICATION_FILTER_CHOICES } from '../../content/backoffice/publication.ts';

/** FAQ Kommunale Wärmeplanung (spec 02 §3): section, question, markdown answer, order, publication. */

const SECTION_CHOICES = HEAT_FAQ_SECTIONS.map((section) => ({ id: section.key, name: section.title }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Suchen" />,
  <SelectInput key="section" source="section" label="Abschnitt" choices={SECTION_CHOICES} alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={PUBLICATION_FILTER_CHOICES} alwaysOn />,
];

export const List = () => (
  <RaList filters={filters} sort={{ field: 'sortOrder', order: 'ASC' }} title="FAQ Wärmeplanung">
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="titel" label="Frage" />
      <DataTable.Col source="section" label="Abschnitt">
        <SelectField source="section" choices={SECTION_CHOICES} />
      </DataTable.Col>
      <DataTable.NumberCol source="sortOrder" label="Reihenfolge" />
      <DataTable.Col source="publishedAt" label="Status" render={publicationOfRecord} />
    </DataTable>
  </RaList>
);

const Form = () => (
  <SimpleForm resolver={formResolver(HeatFaqEntryInputSchema)}>
    <SelectInput source="section" label="Abschnitt" choices={SECTION_CHOICES} />
    <TextInput source="titel" label="Frage" fullWidth />
    <MarkdownInput source="text" label="Antwort" />
    <OrderInput />
    <PublicationInputs />
  </SimpleForm>
);

const LABELS = versionLabels(['section', 'titel', 'text', 'sortOrder', 'status', 'publishedAt'], {
  section: 'Abschnitt',
  titel: 'Frage',
  text: 'Antwort',
});

export const Edit = () => (
  <RaEdit mutationMode="pessimistic" redirect={false} title="FAQ-Eintrag bearbeiten">
    <Form />
    <VersionHistory labels={LABELS} />
  </RaEdit>
);

export const Create = () => (
  <RaCreate redirect="edit" title="Neuer FAQ-Eintrag zur Wärmeplanung">
    <Form />
  </RaCreate>
);
