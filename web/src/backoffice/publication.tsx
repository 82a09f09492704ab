import { PUBLICATION_LABELS } from '@kp/contract/backoffice';
import { formatDateTime } from '@kp/contract/shell';
import Chip from '@mui/material/Chip';
import {
  DateTimeInput,
  FormDataConsumer,
  RadioButtonGroupInput,
  SelectInput,
  useRecordContext,
} from 'react-admin';

/**
 * Publication in every back-office form and list (decision 019), one for all content types: a draft, or
 * published from a time on; a time still to come is 'Geplant ab DD.MM.YYYY HH:MM'. The server's list
 * filter knows the same three states.
 */

export type PublicationListState = 'draft' | 'scheduled' | 'published';

export const PUBLICATION_FILTER_CHOICES: { id: PublicationListState; name: string }[] = [
  { id: 'draft', name: 'Entwurf' },
  { id: 'scheduled', name: 'Geplant' },
  { id: 'published', name: 'Veröffentlicht' },
];

const STATUS_CHOICES = Object.entries(PUBLICATION_LABELS).map(([id, name]) => ({ id, name }));

type PublicationRecord = {
  /** The server's list state, where the list sends it. */
  state?: PublicationListState | null;
  /** The form's state, where the list sends that instead. */
  status?: string | null;
  publishedAt?: string | null;
};

/** The list's words for an entry's publication: the server's state if it sends one, else from the time. */
export function publicationLabel(record: PublicationRecord, now = Date.now()): string {
  const { state, status, publishedAt } = record;
  if (state === 'draft' || status === 'draft' || !publishedAt) return 'Entwurf';
  if (state === 'scheduled') return `Geplant ab ${formatDateTime(publishedAt)}`;
  if (state === 'published') return 'Veröffentlicht';
  const time = new Date(publishedAt).getTime();
  if (Number.isNaN(time)) return 'Entwurf';
  return time > now ? `Geplant ab ${formatDateTime(publishedAt)}` : 'Veröffentlicht';
}

/** The datetime field's value (local 'yyyy-MM-ddThh:mm' or a Date) as the ISO instant the server expects. */
export function isoOfLocal(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

/** An ISO instant as the datetime field shows it, in the browser's time zone. */
export function localOfIso(value: string | null | undefined): string {
  if (!value) return '';
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}`;
}

/** The list filter by state; news filters on `state`, the others on `status`. */
export const publicationFilter = (source = 'status') => (
  <SelectInput key={source} source={source} label="Status" choices={PUBLICATION_FILTER_CHOICES} alwaysOn />
);

/** Draft or published from a time on; a future time schedules the publication. */
export function PublicationInputs({
  helperText = 'Eine künftige Zeit plant die Veröffentlichung: Leserinnen und Leser sehen den Eintrag erst dann.',
}: {
  helperText?: string;
}) {
  return (
    <>
      <RadioButtonGroupInput source="status" label="Status" choices={STATUS_CHOICES} />
      <FormDataConsumer>
        {({ formData }) =>
          formData.status === 'published' ? (
            <DateTimeInput
              source="publishedAt"
              label="Veröffentlichen ab"
              helperText={helperText}
              format={localOfIso}
              parse={isoOfLocal}
            />
          ) : null
        }
      </FormDataConsumer>
    </>
  );
}

/** A new entry starts as a draft with now as its time. */
export const newPublication = () => ({ status: 'draft' as const, publishedAt: new Date().toISOString() });

/**
 * The list column: 'Entwurf' (outlined), 'Geplant ab DD.MM.YYYY HH:MM' (blue) or 'Veröffentlicht' (green),
 * sorted by the publication time. Use as `<DataTable.Col source="publishedAt" label="Status" field={PublicationField} />`
 * or inside a Datagrid with `label`.
 */
export function PublicationField(_props: { label?: string; source?: string; sortBy?: string }) {
  const record = useRecordContext<PublicationRecord>();
  if (!record) return null;
  const label = publicationLabel(record);
  const color = label === 'Entwurf' ? 'default' : label === 'Veröffentlicht' ? 'success' : 'info';
  return (
    <Chip size="small" label={label} color={color} variant={color === 'default' ? 'outlined' : 'filled'} />
  );
}
