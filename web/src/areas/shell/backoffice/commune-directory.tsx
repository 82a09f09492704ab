import { zodResolver } from '@hookform/resolvers/zod';
import { CommuneDirectoryInputSchema } from '@kp/contract/shell-backoffice';
import {
  BooleanInput,
  DataTable,
  Create as RaCreate,
  List as RaList,
  SearchInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { BackofficeEdit } from '../../../backoffice/backoffice-edit.tsx';
import { EditLinkField } from '../../../backoffice/edit-link-field.tsx';
import { SAVE_ONLY } from '../../../backoffice/save-only-toolbar.tsx';
import { VersionHistory } from '../../../backoffice/version-history.tsx';

/**
 * The commune directory (admins, decision 027): which communes the portal knows. A commune is added, renamed
 * or retired here, never deleted: the accounts and records that name a retired one keep it. Its portal data
 * (partners, quote, logo) is edited under "Kommunen".
 */

const LABELS = {
  name: 'Name',
  ags: 'Amtlicher Gemeindeschlüssel',
  retired: 'Ausgeschieden',
};

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Name oder Schlüssel suchen" />];

export function List() {
  return (
    <RaList
      title="Kommunenverzeichnis"
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      exporter={false}
    >
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="name" label={LABELS.name} field={EditLinkField} />
        <DataTable.Col source="ags" label={LABELS.ags} render={(record) => record.ags || '–'} />
        <DataTable.Col
          source="retired"
          label="Status"
          disableSort
          render={(record) => (record.retired ? 'Ausgeschieden' : 'Aktiv')}
        />
      </DataTable>
    </RaList>
  );
}

function DirectoryForm() {
  return (
    <SimpleForm
      warnWhenUnsavedChanges
      resolver={zodResolver(CommuneDirectoryInputSchema)}
      toolbar={SAVE_ONLY}
    >
      <TextInput
        source="name"
        label={LABELS.name}
        helperText="Die Importe erkennen eine Kommune an diesem Namen."
        fullWidth
      />
      <TextInput source="ags" label={LABELS.ags} helperText="8 Ziffern, z. B. 05166032." />
      <BooleanInput
        source="retired"
        label={LABELS.retired}
        helperText="Wird bei der Registrierung und der Freischaltung nicht mehr angeboten; Konten behalten sie."
      />
    </SimpleForm>
  );
}

export function Create() {
  return (
    <RaCreate title="Kommune anlegen" redirect="edit" record={{ retired: false, ags: '' }}>
      <DirectoryForm />
    </RaCreate>
  );
}

export function Edit() {
  return (
    <BackofficeEdit title="Kommune im Verzeichnis bearbeiten" redirect={false}>
      <DirectoryForm />
      <VersionHistory labels={LABELS} />
    </BackofficeEdit>
  );
}
