import type { MouseEvent } from 'react';
import { Link, useCreatePath, useFieldValue, useRecordContext, useResourceContext } from 'react-admin';

/** The row's own click navigates as well; the link's click must not run it a second time. */
const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/**
 * A list's leading column as a link to the entry's form. A row's click only serves the mouse: this link is
 * how the keyboard and a screen reader open an entry (WCAG 2.1.1, 4.1.2). Use as
 * `<DataTable.Col source="titel" label="Titel" field={EditLinkField} />`.
 */
export function EditLinkField({
  source,
  emptyText = '(ohne Titel)',
}: {
  source: string;
  label?: string;
  emptyText?: string;
}) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const value = useFieldValue({ source });
  if (!record) return null;
  const text = value == null || value === '' ? emptyText : String(value);
  return (
    <Link to={createPath({ resource, id: record.id, type: 'edit' })} onClick={stopRowClick}>
      {text}
    </Link>
  );
}
