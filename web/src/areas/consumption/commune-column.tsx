import { fileUrl } from '@kp/contract/api-base';
import type { FundingService } from '@kp/contract/consumption';
import { formatRenewableShare, formatTotalMwh } from '@kp/contract/consumption-constants';
import { formatWholeNumber } from '@kp/contract/shell';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert } from '../../ui/alert.tsx';
import { PersonCard } from '../../ui/person-card.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import surface from '../../ui/surface.module.css';
import text from '../../ui/type.module.css';
import { communeStatsQuery, contactQuery } from './api.ts';
import styles from './commune-column.module.css';
import { totalsYearsCaption } from './consumption-format.ts';

/** The generic header picture of the portal, for a service without any picture (spec 02 §2). */
const FALLBACK_IMAGE = '/service-area-fallback.svg';

type Props = {
  commune: string;
  /** Feed-in and consumption over the selected years, in MWh. */
  totals: { feedIn: number; consumption: number };
  /** The selected years the totals add up. */
  years: readonly number[];
  /** Residents from the consumption data, while the stats call has not answered. */
  einwohner: number | null;
};

/**
 * The right column (spec 02 §2): 'Ihr NEW Kontakt', '{commune} auf einen Blick' and 'Aktuelle
 * Fördermöglichkeiten'. Each part loads on its own; one that fails leaves the others.
 */
export function CommuneColumn({ commune, totals, years, einwohner }: Props) {
  const contact = useQuery({ ...contactQuery(commune), meta: { silent: true } });
  const stats = useQuery({ ...communeStatsQuery(commune), meta: { silent: true } });
  const residents = stats.data?.einwohner ?? einwohner;
  return (
    <div className={styles.column}>
      <ColumnSection title="Ihr NEW Kontakt">
        {contact.isPending ? (
          <Skeleton height={72} />
        ) : contact.isError ? (
          <Alert severity="warning" role="alert">
            Der Kontakt konnte nicht geladen werden.
          </Alert>
        ) : contact.data ? (
          <PersonCard person={contact.data} fallbackTitle="Kommunalpartner" layout="responsive" />
        ) : (
          <p className={text.body2}>Für diese Kommune ist noch kein Kontakt hinterlegt.</p>
        )}
      </ColumnSection>
      <ColumnSection title={`${commune} auf einen Blick`}>
        <dl className={styles.figures}>
          <Figure term="Einwohner" value={residents === null ? '–' : formatWholeNumber(residents)} />
          <Figure term="Gesamteinspeisung EE (MWh)" value={formatTotalMwh(totals.feedIn)} />
          <Figure term="Gesamtverbrauch (MWh)" value={formatTotalMwh(totals.consumption)} />
          <Figure term="Anteil EE (%)" value={formatRenewableShare(totals.feedIn, totals.consumption)} />
        </dl>
        <p className={styles.caption}>{totalsYearsCaption(years)}</p>
      </ColumnSection>
      {stats.isPending ? (
        <Skeleton height={240} />
      ) : stats.isError ? (
        <Alert severity="warning" role="alert">
          Die Fördermöglichkeiten konnten nicht geladen werden.
        </Alert>
      ) : (
        stats.data.services.length > 0 && (
          <ColumnSection title="Aktuelle Fördermöglichkeiten">
            <ul className={styles.funding}>
              {stats.data.services.map((service) => (
                <li key={service.id}>
                  <FundingCard service={service} />
                </li>
              ))}
            </ul>
          </ColumnSection>
        )
      )}
    </div>
  );
}

function ColumnSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${surface.outlined} ${styles.section}`}>
      {/* The h2 style's responsive sizes outgrew the narrow column, and headings may hyphenate anywhere
          (base.css): 'Fördermöglich-keiten' at 1440 px. A small heading that breaks between words. */}
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A service as a card: picture (decorative), title and the 20-word preview; the whole card is the link. */
function FundingCard({ service }: { service: FundingService }) {
  return (
    <RouterLink to={service.link} className={styles.fundingCard}>
      <img
        src={fileUrl(service.image) ?? FALLBACK_IMAGE}
        alt=""
        loading="lazy"
        onError={(event) => {
          // A missing upload shows the generic picture instead of a broken image.
          const img = event.currentTarget;
          if (!img.src.endsWith(FALLBACK_IMAGE)) img.src = FALLBACK_IMAGE;
        }}
        className={styles.fundingImage}
      />
      <div className={styles.fundingText}>
        <h3 className={styles.fundingTitle}>{service.title}</h3>
        <p className={`${text.body2} ${text.secondary}`}>{service.preview}</p>
      </div>
    </RouterLink>
  );
}
