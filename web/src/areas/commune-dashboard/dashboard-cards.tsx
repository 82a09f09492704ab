import { fileUrl } from '@kp/contract/api-base';
import type { CommuneDashboardData } from '@kp/contract/commune-dashboard';
import {
  DASHBOARD_CONTRACTS_SHOWN,
  NEW_REQUEST_TEXT,
  NO_REQUESTS_TEXT,
  websiteHref,
  websiteLabel,
} from '@kp/contract/commune-dashboard-constants';
import { ROUTES } from '@kp/contract/shell';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { buttonClass } from '../../ui/button.tsx';
import { OpenInNewIcon } from '../../ui/icons.tsx';
import link from '../../ui/link.module.css';
import { Avatar } from '../../ui/person-card.tsx';
import { ScreenReaderText } from '../../ui/screen-reader-text.tsx';
import text from '../../ui/type.module.css';
import styles from './dashboard-cards.module.css';
import {
  birthdayText,
  contractEndText,
  contractsHeading,
  formatFigure,
  formatUpdated,
  konzessionsthemenPath,
  newestRequestDate,
  overviewCaption,
  verbrauchsdatenPath,
  vertragsuebersichtPath,
} from './dashboard-format.ts';
import { PersonIcon } from './icons.tsx';

/** Whether a portal path leads to a page this user can open; buttons to other pages are left out. */
export type CanOpen = (path: string) => boolean;

/** A card of the dashboard: a titled section with an optional link button at its foot. */
export function DashboardCard({
  title,
  action,
  className,
  children,
}: {
  title: string;
  action?: { label: string; to: string } | null;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className ? `${styles.card} ${className}` : styles.card}>
      <h3 id={headingId} className={text.h3}>
        {title}
      </h3>
      <div className={styles.body}>{children}</div>
      {action && (
        <div>
          <RouterLink to={action.to} className={buttonClass({ variant: 'outlined' })}>
            {action.label}
          </RouterLink>
        </div>
      )}
    </section>
  );
}

/** 'NEU' and 'ANGEFRAGT': a small coloured marker. */
function Badge({ children }: { children: string }) {
  return <span className={styles.badge}>{children}</span>;
}

const mutedText = `${styles.text} ${text.secondary}`;
const body2Muted = `${text.body2} ${text.secondary}`;
const captionMuted = `${text.caption} ${text.secondary}`;

/** 'Auf einen Blick': residents, renewable feed-in and total consumption of the latest year with data. */
export function OverviewCard({
  commune,
  overview,
  canOpen,
  className,
}: {
  commune: string;
  overview: CommuneDashboardData['overview'];
  canOpen: CanOpen;
  className?: string;
}) {
  const link = verbrauchsdatenPath(commune);
  const figures: [string, string][] = [
    ['Einwohner gesamt', formatFigure(overview.population)],
    ['Regenerative Einspeisung', `${formatFigure(overview.einspeisung)} MWh`],
    ['MWh TOTAL', formatFigure(overview.verbrauch)],
  ];
  return (
    <DashboardCard
      title="Auf einen Blick"
      className={className}
      action={canOpen(link) ? { label: 'Verbrauchsdaten ansehen', to: link } : null}
    >
      <dl className={styles.figures}>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className={body2Muted}>{label}</dt>
            <dd className={styles.figure}>{value}</dd>
          </div>
        ))}
      </dl>
      <span className={captionMuted}>{overviewCaption(overview.year)}</span>
    </DashboardCard>
  );
}

/** 'Bürgermeister': picture, name, position, party, date of birth and the website. */
export function MayorCard({
  mayor,
  className,
}: {
  mayor: CommuneDashboardData['mayor'];
  className?: string;
}) {
  const picture = fileUrl(mayor?.picture);
  return (
    <DashboardCard title="Bürgermeister" className={className}>
      {mayor ? (
        <div className={styles.mayor}>
          {/* The name stands beside it; the picture adds nothing for screen readers. */}
          <Avatar src={picture ?? undefined} size={88} className={styles.portrait}>
            <PersonIcon className={styles.noPortrait} />
          </Avatar>
          <div className={styles.mayorText}>
            <p className={styles.mayorName}>{mayor.name}</p>
            <p className={text.body2}>{mayor.position}</p>
            {mayor.party && <p className={body2Muted}>{mayor.party}</p>}
            {mayor.dob && <p className={body2Muted}>{birthdayText(mayor.dob)}</p>}
            {mayor.url && (
              <p className={styles.website}>
                <a
                  href={websiteHref(mayor.url)}
                  target="_blank"
                  rel="noopener"
                  className={`${link.link} ${styles.websiteLink}`}
                >
                  {websiteLabel(mayor.url)}
                  <OpenInNewIcon />
                  <ScreenReaderText>{' (öffnet in neuem Tab)'}</ScreenReaderText>
                </a>
              </p>
            )}
          </div>
        </div>
      ) : (
        <p className={mutedText}>Für diese Kommune liegen keine Angaben vor.</p>
      )}
    </DashboardCard>
  );
}

/** 'Konzessionsthemen': the latest topic of the commune. */
export function ConcessionCard({
  commune,
  topics,
  canOpen,
  className,
}: {
  commune: string;
  topics: CommuneDashboardData['konzessionsthemen'];
  canOpen: CanOpen;
  className?: string;
}) {
  const latest = topics[0];
  // Keeps the commune, as the other cards' buttons do.
  const link = konzessionsthemenPath(commune);
  return (
    <DashboardCard
      title="Konzessionsthemen"
      className={className}
      action={canOpen(link) ? { label: 'Konzessionsthemen ansehen', to: link } : null}
    >
      {latest ? (
        <>
          {latest.isNew && <Badge>NEU</Badge>}
          <p className={styles.topic}>{latest.vertrag}</p>
          <p className={body2Muted}>{[latest.service_area, latest.commune].filter(Boolean).join(' · ')}</p>
          <span className={captionMuted}>Geändert am {formatUpdated(latest.updated)}</span>
        </>
      ) : (
        <p className={mutedText}>Es liegen keine Konzessionsthemen vor.</p>
      )}
    </DashboardCard>
  );
}

/** 'Quartiersentwicklung': whether the commune asked for a consultation through the portal. */
export function QuartierCard({
  requests,
  service,
  canOpen,
  className,
}: {
  requests: CommuneDashboardData['requests'];
  service: CommuneDashboardData['quartiersentwicklung'];
  canOpen: CanOpen;
  className?: string;
}) {
  const newest = newestRequestDate(requests);
  const link = service ? ROUTES.service(service.serviceAreaId, service.serviceId) : null;
  return (
    <DashboardCard
      title="Quartiersentwicklung"
      className={className}
      action={link && canOpen(link) ? { label: 'Zur Quartiersentwicklung', to: link } : null}
    >
      {newest ? (
        <>
          <div className={styles.request}>
            <Badge>ANGEFRAGT</Badge>
            <span className={body2Muted}>{newest}</span>
          </div>
          <p className={styles.text}>{NEW_REQUEST_TEXT}</p>
        </>
      ) : (
        <p className={styles.text}>{NO_REQUESTS_TEXT}</p>
      )}
    </DashboardCard>
  );
}

/** '{n} laufende Verträge': the first three, soonest end first. */
export function ContractsCard({
  commune,
  contracts,
  contractCount,
  canOpen,
  className,
}: {
  commune: string;
  contracts: CommuneDashboardData['contracts'];
  contractCount: number;
  canOpen: CanOpen;
  className?: string;
}) {
  const link = vertragsuebersichtPath(commune);
  const shown = contracts.slice(0, DASHBOARD_CONTRACTS_SHOWN);
  return (
    <DashboardCard
      title={contractsHeading(contractCount)}
      className={className}
      action={canOpen(link) ? { label: 'Alle Verträge ansehen', to: link } : null}
    >
      {shown.length > 0 ? (
        <ul className={styles.contracts}>
          {shown.map((contract, index) => (
            // Names may repeat; the order is the server's.
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list without ids
            <li key={index} className={styles.contract}>
              <p className={styles.contractName}>{contract.name}</p>
              <p className={styles.contractEnd}>{contractEndText(contract.ende)}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className={mutedText}>Es liegen keine laufenden Verträge vor.</p>
      )}
    </DashboardCard>
  );
}
