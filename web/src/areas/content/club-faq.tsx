import { useId } from 'react';
import { Disclosure } from '../../ui/disclosure.tsx';
import text from '../../ui/type.module.css';
import styles from './club-faq.module.css';
import { clubFaqFor } from './club-faq-content.ts';

/** The fixed FAQ of 'NEW-Vereinsförderung' and 'NEW-Laufserie' (spec 01 §2, sub-service page), else nothing. */
export function ClubFaq({ title }: { title: string }) {
  const id = useId();
  const items = clubFaqFor(title);
  if (!items) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.section}>
      <h2 id={`${id}-heading`} className={`${text.h2} ${styles.heading}`}>
        Häufige Fragen
      </h2>
      <div>
        {items.map((item) => (
          <Disclosure key={item.question} summary={<span className={styles.question}>{item.question}</span>}>
            <p className={text.body1}>{item.answer}</p>
          </Disclosure>
        ))}
      </div>
    </section>
  );
}
