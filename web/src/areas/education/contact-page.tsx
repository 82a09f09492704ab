import { EDUCATION_TEXTS } from '@kp/contract/education-constants';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { loadAfterPaint } from '../../ui/after-paint.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { educationConfigQuery } from './api.ts';
import { ConfigPage } from './config-page.tsx';

// The form's code (its fields and the draft) loads after the heading has painted, while the contact text is
// asked for (decision 008).
const contactForm = loadAfterPaint(() => import('./contact-form.tsx'));
const ContactForm = contactForm.part((module) => module.ContactForm);
// About the form's height (one column of fields below 600 px, two above), kept while its code loads.
const FORM_HEIGHT = { xs: 740, sm: 500 };

/** /bildungsportal/contact (spec 02 §2): the contact text, the contact form and the contact persons. */
export function EducationContactPage() {
  useDocumentTitle(EDUCATION_TEXTS.contact);
  contactForm.usePreload();
  const config = useQuery(educationConfigQuery());
  return (
    <ConfigPage
      title={EDUCATION_TEXTS.contact}
      html={config.data?.contactText}
      persons={config.data?.contacts ?? []}
      query={config}
    >
      <Box sx={{ mt: 4 }}>
        <Suspense fallback={<Box sx={{ minHeight: FORM_HEIGHT }} />}>
          <ContactForm />
        </Suspense>
      </Box>
    </ConfigPage>
  );
}

export default EducationContactPage;
