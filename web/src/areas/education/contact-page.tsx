import { EDUCATION_TEXTS } from '@kp/contract/education-constants';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { loadAfterPaint } from '../../ui/after-paint.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { educationConfigQuery } from './api.ts';
import { ConfigPage } from './config-page.tsx';
import styles from './contact-page.module.css';

// The form's code (its fields and the draft) loads after the heading has painted, while the contact text is
// asked for (decision 008).
const contactForm = loadAfterPaint(() => import('./contact-form.tsx'));
const ContactForm = contactForm.part((module) => module.ContactForm);

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
      <div className={styles.form}>
        {/* Its place only, while the text loads: the server renders the page before the text is there, and
            the form's code, which loads after the paint, would keep it waiting until its time ran out. */}
        {config.isPending ? (
          <div className={styles.formPlace} />
        ) : (
          <Suspense fallback={<div className={styles.formPlace} />}>
            <ContactForm />
          </Suspense>
        )}
      </div>
    </ConfigPage>
  );
}

export default EducationContactPage;
