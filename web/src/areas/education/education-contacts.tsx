import { useQuery } from '@tanstack/react-query';
import { ContactColumn } from '../../ui/contact-column.tsx';
import { educationConfigQuery } from './api.ts';

/** The right column of the material lists: the education portal's contact persons. */
export function EducationContacts() {
  const { data: config } = useQuery(educationConfigQuery());
  return <ContactColumn persons={config?.contacts ?? []} />;
}
