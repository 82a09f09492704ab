import { zodResolver } from '@hookform/resolvers/zod';
import { EDUCATION_SETTINGS_ID, EducationSettingsInputSchema } from '@kp/contract/education-backoffice';
import {
  AutocompleteArrayInput,
  DataTable,
  List as RaList,
  ReferenceArrayInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { BackofficeEdit } from '../../../backoffice/backoffice-edit.tsx';
import { EditLinkField } from '../../../backoffice/edit-link-field.tsx';
import { SAVE_ONLY } from '../../../backoffice/save-only-toolbar.tsx';
import { VersionHistory } from '../../../backoffice/version-history.tsx';

/** The sponsoring and contact pages of the education portal: one entry, edited, never created or deleted. */

export function List() {
  return (
    <RaList title="Bildungsportal: Förderung und Kontakt" pagination={false} exporter={false}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="titel" label="Seite" disableSort field={EditLinkField} />
        <DataTable.NumberCol source="sponsoringContacts" label="Ansprechpersonen Förderung" disableSort />
        <DataTable.NumberCol source="contacts" label="Ansprechpersonen Kontakt" disableSort />
        <DataTable.Col source="requestMailTo" label="Anfragen an" disableSort>
          <TextField source="requestMailTo" emptyText="erste Ansprechperson" />
        </DataTable.Col>
      </DataTable>
    </RaList>
  );
}

const PeopleInput = ({ source, label }: { source: string; label: string }) => (
  <ReferenceArrayInput source={source} reference="contact-people" perPage={100}>
    <AutocompleteArrayInput label={label} optionText="name" fullWidth />
  </ReferenceArrayInput>
);

/** The fields' German names, for the version history's comparison. */
export const LABELS: Record<string, string> = {
  sponsoringText: 'Text der Seite „Förderung“',
  sponsoringContactIds: 'Ansprechpersonen Förderung',
  contactText: 'Text der Seite „Kontakt“',
  contactIds: 'Ansprechpersonen Kontakt',
  requestMailTo: 'Anfragen des Kontaktformulars an',
};

export function Edit() {
  return (
    <BackofficeEdit redirect={false} title="Förderung und Kontakt bearbeiten" id={EDUCATION_SETTINGS_ID}>
      <SimpleForm
        warnWhenUnsavedChanges
        resolver={zodResolver(EducationSettingsInputSchema)}
        toolbar={SAVE_ONLY}
      >
        <TextInput
          source="sponsoringText"
          label="Text der Seite „Förderung“ (Markdown)"
          multiline
          minRows={8}
          fullWidth
        />
        <PeopleInput source="sponsoringContactIds" label="Ansprechpersonen Förderung" />
        <TextInput
          source="contactText"
          label="Text der Seite „Kontakt“ (Markdown)"
          multiline
          minRows={4}
          fullWidth
        />
        <PeopleInput source="contactIds" label="Ansprechpersonen Kontakt" />
        <TextInput
          source="requestMailTo"
          label="Anfragen des Kontaktformulars an (E-Mail)"
          type="email"
          helperText="Leer: an die erste Ansprechperson des Kontakts."
          fullWidth
        />
      </SimpleForm>
      <VersionHistory labels={LABELS} />
    </BackofficeEdit>
  );
}
