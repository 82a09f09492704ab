import {
  ArrayInput,
  AutocompleteArrayInput,
  BooleanInput,
  NumberInput,
  ReferenceArrayInput,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';

/**
 * The inputs the content area's forms share (decision 019): order, images, downloads,
 * links and the contact people (the publication: backoffice/publication.tsx). Labels and hints in German; each field's server message
 * (a 400's `fields`) shows beside it.
 */

export const OrderInput = () => (
  <NumberInput
    source="sortOrder"
    label="Reihenfolge"
    helperText="Kleinere Zahlen stehen weiter vorn."
    min={0}
    step={1}
  />
);

/** An image address: the media library's picker replaces this text field once it is there. */
export const ImageUrlInput = ({ source, label }: { source: string; label: string }) => (
  <TextInput
    source={source}
    label={label}
    fullWidth
    helperText="Adresse des Bildes (https://… oder /uploads/…)"
  />
);

export const ImagesInput = ({ source = 'images' }: { source?: string }) => (
  <ArrayInput source={source} label="Bilder">
    <SimpleFormIterator inline disableReordering={false}>
      <ImageUrlInput source="url" label="Bildadresse" />
      <TextInput source="caption" label="Bildunterschrift" />
    </SimpleFormIterator>
  </ArrayInput>
);

export const DownloadsInput = () => (
  <ArrayInput source="fileDownloads" label="Downloads">
    <SimpleFormIterator inline>
      <TextInput source="name" label="Dateiname" />
      <TextInput source="url" label="Dateiadresse" />
      <TextInput source="caption" label="Beschreibung" />
    </SimpleFormIterator>
  </ArrayInput>
);

export const LinksInput = () => (
  <ArrayInput source="interestingLinks" label="Ebenfalls interessant (Links)">
    <SimpleFormIterator inline>
      <TextInput source="title" label="Linktitel" />
      <TextInput source="link" label="Adresse" />
    </SimpleFormIterator>
  </ArrayInput>
);

export const PersonsInput = () => (
  <ReferenceArrayInput
    source="personIds"
    reference="contact-people"
    perPage={50}
    sort={{ field: 'lastname', order: 'ASC' }}
  >
    <AutocompleteArrayInput
      label="Kontaktpersonen"
      optionText="name"
      helperText="In dieser Reihenfolge in der Kontaktspalte."
      fullWidth
    />
  </ReferenceArrayInput>
);

export const RegionalLeaderInput = () => (
  <BooleanInput
    source="showRegionalLeiter"
    label="Ohne Kontaktpersonen die Regionalleitung zeigen"
    helperText="Sonst zeigt die Seite den Kommunalpartner der Kommune."
  />
);
