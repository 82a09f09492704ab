import { EDUCATION_TEXTS } from '@kp/contract/education-constants';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { educationConfigQuery } from './api.ts';
import { ConfigPage } from './config-page.tsx';
import { ContactForm } from './contact-form.tsx';

/** /bildungsportal/contact (spec 02 §2): the contact text, the contact form and the contact persons. */
export function EducationContactPage() {
  useDocumentTitle(EDUCATION_TEXTS.contact);
  const config = useQuery(educationConfigQuery());
  return (
    <ConfigPage
      title={EDUCATION_TEXTS.contact}
      html={config.data?.contactText}
      persons={config.data?.contacts ?? []}
      query={config}
    >
      <Box sx={{ mt: 4 }}>
        <ContactForm />
      </Box>
    </ConfigPage>
  );
}
