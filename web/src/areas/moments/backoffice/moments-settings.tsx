import { zodResolver } from '@hookform/resolvers/zod';
import { MOMENTS_SETTINGS_ID, MomentsSettingsInputSchema } from '@kp/contract/moments-backoffice';
import {
  AutocompleteInput,
  ReferenceInput,
  SaveButton,
  SimpleForm,
  Toolbar,
  useCreatePath,
} from 'react-admin';
import { Navigate } from 'react-router';
import { BackofficeEdit } from '../../../backoffice/backoffice-edit.tsx';
import { VersionHistory } from '../../../backoffice/version-history.tsx';

/**
 * The settings of NEW Erleben: one record, edited only. The list of this resource goes straight to it.
 */

const personName = (person: { firstname?: string; lastname?: string }) =>
  [person.firstname, person.lastname].filter(Boolean).join(' ');

export function List() {
  const createPath = useCreatePath();
  return (
    <Navigate
      to={createPath({ resource: 'moments-settings', type: 'edit', id: MOMENTS_SETTINGS_ID })}
      replace
    />
  );
}

export function Edit() {
  return (
    <BackofficeEdit id={MOMENTS_SETTINGS_ID} title="Einstellungen NEW Erleben" redirect={false}>
      <SimpleForm
        warnWhenUnsavedChanges
        resolver={zodResolver(MomentsSettingsInputSchema)}
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <ReferenceInput source="contactPersonId" reference="contact-people" perPage={50}>
          <AutocompleteInput
            label="Ansprechperson für Beanspruchungen"
            optionText={personName}
            filterToQuery={(q) => ({ q })}
            helperText="Sie erhält die Mails, wenn eine Kommune einen Moment beansprucht. Leer: das allgemeine Postfach."
            fullWidth
          />
        </ReferenceInput>
      </SimpleForm>
      <VersionHistory labels={{ contactPersonId: 'Ansprechperson (Nummer)' }} />
    </BackofficeEdit>
  );
}
