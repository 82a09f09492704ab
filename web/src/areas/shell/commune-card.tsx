import type { Commune } from '@kp/contract/access';
import { fileUrl } from '@kp/contract/api-base';
import { useId } from 'react';
import text from '../../ui/type.module.css';
import styles from './commune-card.module.css';
import { formatConsumption, formatResidents } from './dashboard-cards.ts';

const partnerName = (commune: Commune) => {
  const partner = commune.kommunalPartner;
  if (!partner) return null;
  return partner.name?.trim() || `${partner.firstname} ${partner.lastname}`.trim() || null;
};

/**
 * The commune overview of the dashboard (spec 01 §2): logo, name, the commune partner's quote, the
 * residents and the consumption in kWh of the latest year with data (which year, so it is not read as
 * today's). A figure the commune has no data for is left out, not shown as 0.
 */
export function CommuneCard({ commune }: { commune: Commune }) {
  const headingId = useId();
  const logo = fileUrl(commune.logo?.url);
  const figures = [
    { label: 'Einwohner', value: formatResidents(commune.einwohner) },
    formatConsumption(commune.verbrauch),
  ].filter((figure): figure is { label: string; value: string } => Boolean(figure?.value));
  const quote = commune.partner_quote?.trim();
  const partner = partnerName(commune);
  // Decision 016: the partner's own title ('Kommunalpartnerin', 'Leiter Kommunalbetreuung' …) if any.
  const partnerTitle = commune.kommunalPartner?.customTitle?.trim() || 'Kommunalpartner';
  return (
    <section aria-labelledby={headingId} className={styles.card}>
      <div className={styles.head}>
        {logo && <img className={styles.logo} src={logo} alt="" width={56} height={56} />}
        <div className={styles.name}>
          <p className={`${text.body2} ${text.secondary}`}>Ihre Kommune</p>
          <h2 id={headingId} className={`${text.h3} ${styles.heading}`}>
            {commune.name}
          </h2>
        </div>
      </div>
      {quote && (
        <figure className={styles.quote}>
          <blockquote>
            <p className={styles.quoteText}>„{quote}“</p>
          </blockquote>
          {partner && (
            <figcaption className={`${text.secondary} ${styles.partner}`}>
              {partner}, {partnerTitle}
            </figcaption>
          )}
        </figure>
      )}
      {figures.length > 0 && (
        <dl className={styles.figures}>
          {figures.map((figure) => (
            <div key={figure.label}>
              <dt className={`${text.body2} ${text.secondary}`}>{figure.label}</dt>
              <dd className={styles.value}>{figure.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
