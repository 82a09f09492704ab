import {
  DataTable,
  Create as RaCreate,
  List as RaList,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TabbedForm,
  TextField,
  TextInput,
} from 'react-admin';
import type { z } from 'zod';
import { BackofficeEdit } from '../../../backoffice/backoffice-edit.tsx';
import { EditLinkField } from '../../../backoffice/edit-link-field.tsx';
import { backofficeExporter } from '../../../backoffice/exporter.ts';
import { formResolver, versionLabels } from '../../../backoffice/form.tsx';
import {
  DownloadsInput,
  ImagesInput,
  LinksInput,
  OrderInput,
  PersonsInput,
  RegionalLeaderInput,
} from '../../../backoffice/inputs.tsx';
import { PublicationField, PublicationInputs, publicationFilter } from '../../../backoffice/publication.tsx';
import { KpRichTextInput } from '../../../backoffice/rich-text-input.tsx';
import { VersionHistory } from '../../../backoffice/version-history.tsx';
import { FLAG_CHOICES } from './fields.ts';

/**
 * The screens of Leistungen and Angebote (spec 01 §3 Service, SubService): the same form and list with
 * order, flag binding and publication; they differ in the entry they belong to (Fachbereich, Leistung).
 */
type Options = {
  schema: z.ZodType;
  /** The entry it belongs to: its field, resource and German name. */
  parent: { source: string; reference: string; label: string };
  titles: { list: string; edit: string; create: string };
  /** The plural for the flag's hint ('Leistungen', 'Angebote'). */
  plural: string;
};

export function serviceScreens({ schema, parent, titles, plural }: Options) {
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Suchen" />,
    publicationFilter(),
    <ReferenceInput key="parent" source={parent.source} reference={parent.reference} perPage={100} alwaysOn>
      <SelectInput label={parent.label} optionText="title" />
    </ReferenceInput>,
  ];

  const List = () => (
    <RaList
      exporter={backofficeExporter}
      filters={filters}
      sort={{ field: 'sortOrder', order: 'ASC' }}
      title={titles.list}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="title" label="Titel" field={EditLinkField} />
        <DataTable.Col source={parent.source} label={parent.label}>
          <ReferenceField source={parent.source} reference={parent.reference} link={false}>
            <TextField source="title" />
          </ReferenceField>
        </DataTable.Col>
        <DataTable.NumberCol source="sortOrder" label="Reihenfolge" />
        <DataTable.Col source="publishedAt" label="Status" field={PublicationField} />
      </DataTable>
    </RaList>
  );

  const Form = () => (
    <TabbedForm warnWhenUnsavedChanges resolver={formResolver(schema)}>
      <TabbedForm.Tab label="Inhalt">
        <TextInput source="title" label="Titel" fullWidth />
        <ReferenceInput source={parent.source} reference={parent.reference} perPage={100}>
          <SelectInput label={parent.label} optionText="title" />
        </ReferenceInput>
        <KpRichTextInput source="content1" label="Text 1" />
        <KpRichTextInput source="content2" label="Text 2" />
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
          helperText={`An einen Schalter gebundene ${plural} sehen nur Nutzer, für die er an ist.`}
        />
      </TabbedForm.Tab>
    </TabbedForm>
  );

  const LABELS = versionLabels(
    [
      'title',
      parent.source,
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
    { [parent.source]: parent.label },
  );

  const Edit = () => (
    <BackofficeEdit redirect={false} title={titles.edit}>
      <Form />
      <VersionHistory labels={LABELS} />
    </BackofficeEdit>
  );

  const Create = () => (
    <RaCreate redirect="edit" title={titles.create}>
      <Form />
    </RaCreate>
  );

  return { List, Edit, Create };
}
