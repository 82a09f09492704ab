import { Edit, type EditProps } from 'react-admin';

/**
 * The whole record, read on its own: react-admin fills its record cache with the list's rows, which lack
 * the texts, so the form opened with them and was reset when the full record arrived, undoing what an
 * editor had typed meanwhile (seen in CI, 2026-11-29). A `meta` of its own keeps the edit's cache entry
 * apart from those rows; queries and saves must name the same one.
 */
const WHOLE_RECORD = { meta: { wholeRecord: true } };

/** The back office's edit screen: the whole record first, and pessimistic saves (a 409 shows nothing). */
export function BackofficeEdit({ queryOptions, mutationOptions, ...props }: EditProps) {
  return (
    <Edit
      mutationMode="pessimistic"
      {...props}
      queryOptions={{ ...queryOptions, ...WHOLE_RECORD }}
      mutationOptions={{ ...mutationOptions, ...WHOLE_RECORD }}
    />
  );
}
