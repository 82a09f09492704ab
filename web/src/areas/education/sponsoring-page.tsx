import { EDUCATION_TEXTS } from '@kp/contract/education-constants';
import { useQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { educationConfigQuery } from './api.ts';
import { ConfigPage } from './config-page.tsx';

/** /sponsoring (spec 02 §2): the sponsoring text and its contact persons from the education config. */
export function SponsoringPage() {
  useDocumentTitle(EDUCATION_TEXTS.sponsoring);
  const config = useQuery(educationConfigQuery());
  return (
    <ConfigPage
      title={EDUCATION_TEXTS.sponsoring}
      html={config.data?.sponsoringText}
      persons={config.data?.sponsoringContacts ?? []}
      query={config}
    />
  );
}

export default SponsoringPage;
