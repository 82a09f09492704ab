import {
  PUBLICATION_FILTER_LABELS,
  PUBLICATION_FILTER_STATES,
  publicationLabel,
} from '@kp/contract/funds-backoffice';
import { DateTimeInput, FunctionField, SelectInput } from 'react-admin';

/**
 * Publication in the back-office forms and lists of funding programmes and moments (issue 16 item 4):
 * a state (Entwurf / Veröffentlicht) and a time; a future time means scheduled ('Geplant ab …').
 */

export const PUBLICATION_CHOICES = [
  { id: 'draft', name: 'Entwurf' },
  { id: 'published', name: 'Veröffentlicht' },
];

/** The filter of a list by state, as the server's `status` filter knows it. */
export const publicationFilter = (
  <SelectInput
    key="status"
    source="status"
    label="Stand"
    choices={PUBLICATION_FILTER_STATES.map((id) => ({ id, name: PUBLICATION_FILTER_LABELS[id] }))}
    alwaysOn
  />
);

/** The form's publication time: the browser's local time, sent as an ISO instant. */
const toInstant = (value: string | null) => {
  if (!value) return value;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? value : time.toISOString();
};

export function PublicationInputs() {
  return (
    <>
      <SelectInput source="status" label="Stand" choices={PUBLICATION_CHOICES} />
      <DateTimeInput
        source="publishedAt"
        label="Veröffentlichen ab"
        parse={toInstant}
        helperText="Liegt die Zeit in der Zukunft, ist der Eintrag bis dahin geplant und für Leser unsichtbar."
      />
    </>
  );
}

/** The list column: 'Entwurf', 'Geplant ab DD.MM.YYYY HH:MM' or 'Veröffentlicht'. */
export function PublicationStateField({ label = 'Stand' }: { label?: string }) {
  return (
    <FunctionField
      label={label}
      sortBy="publishedAt"
      render={(record: { publishedAt?: string | null }) => publicationLabel(record.publishedAt ?? null)}
    />
  );
}

/** A new entry starts as a draft with now as its time. */
export const newPublication = () => ({ status: 'draft', publishedAt: new Date().toISOString() });
