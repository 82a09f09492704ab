import { HeatFaqEntryInputSchema } from '@kp/contract/heat-planning-backoffice';
import { HEAT_FAQ_SECTIONS } from '@kp/contract/heat-planning-constants';
import {
  DataTable,
  Create as RaCreate,
  List as RaList,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { BackofficeEdit } from '../../../backoffice/backoffice-edit.tsx';
import { EditLinkField } from '../../../backoffice/edit-link-field.tsx';
import { backofficeExporter } from '../../../backoffice/exporter.ts';
import { formResolver, versionLabels } from '../../../backoffice/form.tsx';
import { OrderInput } from '../../../backoffice/inputs.tsx';
import { PublicationField, PublicationInputs, publicationFilter } from '../../../backoffice/publication.tsx';
import { KpRichTextInput } from '../../../backoffice/rich-text-input.tsx';
import { VersionHistory } from '../../../backoffice/version-history.tsx';

/** FAQ Kommunale Wärmeplanung (spec 02 §3): section, question, markdown answer, order, publication. */

const SECTION_CHOICES = HEAT_FAQ_SECTIONS.map((section) => ({ id: section.key, name: section.title }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Suchen" />,
  <SelectInput key="section" source="section" label="Abschnitt" choices={SECTION_CHOICES} alwaysOn />,
  publicationFilter(),
];

export const List = () => (
  <RaList
    exporter={backofficeExporter}
    filters={filters}
    sort={{ field: 'sortOrder', order: 'ASC' }}
    title="FAQ Wärmeplanung"
  >
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="titel" label="Frage" field={EditLinkField} />
      <DataTable.Col source="section" label="Abschnitt">
        <SelectField source="section" choices={SECTION_CHOICES} />
      </DataTable.Col>
      <DataTable.NumberCol source="sortOrder" label="Reihenfolge" />
      <DataTable.Col source="publishedAt" label="Status" field={PublicationField} />
    </DataTable>
  </RaList>
);

const Form = () => (
  <SimpleForm warnWhenUnsavedChanges resolver={formResolver(HeatFaqEntryInputSchema)}>
    <SelectInput source="section" label="Abschnitt" choices={SECTION_CHOICES} />
    <TextInput source="titel" label="Frage" fullWidth />
    <KpRichTextInput source="text" label="Antwort" />
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
  <BackofficeEdit redirect={false} title="FAQ-Eintrag bearbeiten">
    <Form />
    <VersionHistory labels={LABELS} />
  </BackofficeEdit>
);

export const Create = () => (
  <RaCreate redirect="edit" title="Neuer FAQ-Eintrag zur Wärmeplanung">
    <Form />
  </RaCreate>
);
