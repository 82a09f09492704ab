import { Chip } from '@mui/material';
import { DateTimeInput, FormDataConsumer, RadioButtonGroupInput, useRecordContext } from 'react-admin';
import { isoOfLocal, localOfIso, publicationLabel } from './publication.ts';

/** The state of the list's record as a chip: grey for a draft, blue when scheduled, green when live. */
export function PublicationField(_props: { label?: string; sortBy?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  const label = publicationLabel(record.status, record.publishedAt);
  const color = label === 'Entwurf' ? 'default' : label === 'Veröffentlicht' ? 'success' : 'info';
  return (
    <Chip size="small" label={label} color={color} variant={color === 'default' ? 'outlined' : 'filled'} />
  );
}

const STATUS_CHOICES = [
  { id: 'draft', name: 'Entwurf (offline)' },
  { id: 'published', name: 'Veröffentlichen' },
];

/** Draft or published from a time on; a future time schedules the publication. */
export function PublicationInputs() {
  return (
    <>
      <RadioButtonGroupInput source="status" label="Status" choices={STATUS_CHOICES} />
      <FormDataConsumer>
        {({ formData }) =>
          formData.status === 'published' ? (
            <DateTimeInput
              source="publishedAt"
              label="Veröffentlichen ab"
              helperText="Eine künftige Zeit plant die Veröffentlichung; bis dahin sehen Leserinnen und Leser das Material nicht."
              format={localOfIso}
              parse={isoOfLocal}
            />
          ) : null
        }
      </FormDataConsumer>
    </>
  );
}
