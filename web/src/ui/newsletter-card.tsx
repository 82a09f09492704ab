import { NEWSLETTER_URL } from '@kp/contract/news-constants';
import { newsEndpoints as news } from '@kp/contract/news-endpoints';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { call } from '../app/api-client.ts';
import { useRefreshMe, useUser } from '../app/session.ts';
import { Button, ButtonLink } from './button.tsx';
import { MailOutlineIcon, OpenInNewIcon } from './icons.tsx';
import styles from './newsletter-card.module.css';
import { ScreenReaderText } from './screen-reader-text.tsx';
import typography from './type.module.css';

type Props = {
  /** Placement inside the page's grid. */
  className?: string;
  headingLevel?: 'h2' | 'h3';
};

/**
 * The newsletter hint (spec 01 §2, Magazin and funding list): shown while `showNewsletterSignUp` is set.
 * Signing up and 'Nicht mehr anzeigen' both record it on the server, then the card goes away.
 */
export function NewsletterCard({ className, headingLevel = 'h2' }: Props) {
  const Heading = headingLevel;
  const user = useUser();
  const refreshMe = useRefreshMe();
  const headingId = useId();
  const record = useMutation({
    mutationFn: () => call(news.subscribeToNewsletter, { body: { UserId: user.id } }),
    onSuccess: () => refreshMe(),
  });
  if (!user.showNewsletterSignUp) return null;

  return (
    <section aria-labelledby={headingId} className={[styles.card, className].filter(Boolean).join(' ')}>
      <div className={styles.head}>
        <MailOutlineIcon className={styles.mailIcon} />
        <Heading id={headingId} className={typography.h3}>
          Newsletter der NEW
        </Heading>
      </div>
      <p className={`${typography.body1} ${styles.text}`}>
        Neue Fördermöglichkeiten, Nachrichten aus der NEW-Gruppe und Termine für Ihre Kommune: Mit dem
        Newsletter der NEW erhalten Sie das Wichtigste regelmäßig per E-Mail.
      </p>
      <div className={styles.actions}>
        <ButtonLink
          variant="contained"
          className={styles.subscribe}
          href={NEWSLETTER_URL}
          target="_blank"
          rel="noopener noreferrer"
          // The link opens as usual; recording the sign-up runs alongside.
          onClick={() => record.mutate()}
        >
          Zum Newsletter anmelden
          <ScreenReaderText>{' (öffnet in neuem Tab)'}</ScreenReaderText>
          <span className={styles.endIcon}>
            <OpenInNewIcon />
          </span>
        </ButtonLink>
        <Button className={styles.dismiss} disabled={record.isPending} onClick={() => record.mutate()}>
          Nicht mehr anzeigen
        </Button>
      </div>
    </section>
  );
}
