import { zodResolver } from '@hookform/resolvers/zod';
import { type EducationMenuItemInput, EducationMenuItemInputSchema } from '@kp/contract/education-backoffice';
import {
  DataTable,
  NumberInput,
  Create as RaCreate,
  List as RaList,
  SearchInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { BackofficeEdit } from '../../../backoffice/backoffice-edit.tsx';
import { EditLinkField } from '../../../backoffice/edit-link-field.tsx';
import { backofficeExporter } from '../../../backoffice/exporter.ts';
import { VersionHistory } from '../../../backoffice/version-history.tsx';

/** The education menu (spec 02 §3 menu item): the material categories of the education navigation. */

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Suchen" />];

export function List() {
  return (
    <RaList
      exporter={backofficeExporter}
      filters={filters}
      sort={{ field: 'sortierung', order: 'ASC' }}
      title="Bildungsportal: Menü"
    >
      <DataTable bulkActionButtons={false}>
        <DataTable.NumberCol source="sortierung" label="Reihenfolge" />
        <DataTable.Col source="name" label="Name" field={EditLinkField} />
        <DataTable.Col source="title" label="Überschrift" />
      </DataTable>
    </RaList>
  );
}

function MenuItemForm() {
  return (
    <SimpleForm warnWhenUnsavedChanges resolver={zodResolver(EducationMenuItemInputSchema)}>
      <TextInput
        source="name"
        label="Name"
        helperText="Der Menüpunkt in der Navigation des Bildungsportals."
      />
      <TextInput source="title" label="Überschrift der Seite" fullWidth />
      <TextInput source="text" label="Einleitung" multiline minRows={4} fullWidth />
      <TextInput source="icon" label="Symbol" helperText="Name des Symbols (optional)." />
      <NumberInput
        source="sortierung"
        label="Reihenfolge"
        min={0}
        step={1}
        helperText="Kleinere Zahlen stehen weiter vorn."
      />
    </SimpleForm>
  );
}

const DEFAULTS: EducationMenuItemInput = { name: '', icon: null, sortierung: 0, title: null, text: null };

/** The fields' German names, for the version history's comparison. */
export const LABELS: Record<string, string> = {
  name: 'Name',
  title: 'Überschrift der Seite',
  text: 'Einleitung',
  icon: 'Symbol',
  sortierung: 'Reihenfolge',
};

export function Edit() {
  return (
    <BackofficeEdit redirect={false} title="Menüpunkt bearbeiten">
      <MenuItemForm />
      <VersionHistory labels={LABELS} />
    </BackofficeEdit>
  );
}

export function Create() {
  return (
    <RaCreate title="Menüpunkt anlegen" record={DEFAULTS} redirect="edit">
      <MenuItemForm />
    </RaCreate>
  );
}
