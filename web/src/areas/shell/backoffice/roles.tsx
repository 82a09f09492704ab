import { zodResolver } from '@hookform/resolvers/zod';
import { RoleInputSchema } from '@kp/contract/shell-backoffice';
import {
  BooleanInput,
  DataTable,
  NumberInput,
  Create as RaCreate,
  List as RaList,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { BackofficeEdit } from '../../../backoffice/backoffice-edit.tsx';
import { EditLinkField } from '../../../backoffice/edit-link-field.tsx';
import { SAVE_ONLY } from '../../../backoffice/save-only-toolbar.tsx';
import { VersionHistory } from '../../../backoffice/version-history.tsx';

/**
 * The roles of the registration dialog (admins, decision 027). A role is added, renamed or no longer offered,
 * never deleted: the accounts that have it keep it.
 */

const LABELS = {
  name: 'Name',
  selectable: 'Bei der Registrierung angeboten',
  sortOrder: 'Reihenfolge',
};

export function List() {
  return (
    <RaList title="Rollen" sort={{ field: 'sortOrder', order: 'ASC' }} exporter={false}>
      <DataTable bulkActionButtons={false}>
        <DataTable.NumberCol source="sortOrder" label={LABELS.sortOrder} />
        <DataTable.Col source="name" label={LABELS.name} field={EditLinkField} />
        <DataTable.Col
          source="selectable"
          label="Registrierung"
          disableSort
          render={(record) => (record.selectable ? 'Angeboten' : 'Nicht angeboten')}
        />
      </DataTable>
    </RaList>
  );
}

function RoleForm() {
  return (
    <SimpleForm warnWhenUnsavedChanges resolver={zodResolver(RoleInputSchema)} toolbar={SAVE_ONLY}>
      <TextInput source="name" label={LABELS.name} fullWidth />
      <BooleanInput source="selectable" label={LABELS.selectable} />
      <NumberInput
        source="sortOrder"
        label={LABELS.sortOrder}
        min={0}
        step={1}
        helperText="Kleinere Zahlen stehen in der Auswahl weiter oben."
      />
    </SimpleForm>
  );
}

export function Create() {
  return (
    <RaCreate title="Rolle anlegen" redirect="edit" record={{ selectable: true, sortOrder: 100 }}>
      <RoleForm />
    </RaCreate>
  );
}

export function Edit() {
  return (
    <BackofficeEdit title="Rolle bearbeiten" redirect={false}>
      <RoleForm />
      <VersionHistory labels={LABELS} />
    </BackofficeEdit>
  );
}
