import { fileUrl } from '@kp/contract/api-base';
import type { Moment } from '@kp/contract/moments';
import { availabilityText, MOMENT_PREVIEW_WORDS, MOMENT_TEXTS } from '@kp/contract/moments-constants';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { CardImage } from '../../ui/card-image.tsx';
import { LoadFailed, LoadingStatus } from '../../ui/query-states.tsx';
import surface from '../../ui/surface.module.css';
import text from '../../ui/type.module.css';
import { wordPreview } from '../../ui/word-preview.ts';
import { momentsQuery } from './api.ts';
import { EventAvailableIcon, EventBusyIcon, ScheduleIcon } from './icons.tsx';
import { MomentDates } from './moment-dates.tsx';
import styles from './moments.module.css';

const ClaimDialog = lazy(() =>
  import('./claim-dialog.tsx').then((module) => ({ default: module.ClaimDialog })),
);

const ICONS = { available: EventAvailableIcon, available_at: ScheduleIcon, expired: EventBusyIcon } as const;

/**
 * The moments of NEW Erleben (spec 02 §2): image, title, a 15-word preview, availability and the claim
 * button; one column on phones, two on tablets, three from 960 px. `headingLevel` fits the page around it.
 */
export function MomentsGrid({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const moments = useQuery(momentsQuery());
  const [claiming, setClaiming] = useState<Moment | null>(null);
  if (moments.isPending) return <LoadingStatus text="Momente werden geladen …" />;
  if (moments.isError) return <LoadFailed error={moments.error} onRetry={() => void moments.refetch()} />;
  if (moments.data.length === 0) {
    return <p className={`${text.body1} ${text.secondary}`}>Zurzeit sind keine Momente geplant.</p>;
  }
  return (
    <>
      <ul aria-label="Momente" className={styles.grid}>
        {moments.data.map((moment) => (
          <li key={moment.id} className={styles.cell}>
            <MomentCard moment={moment} headingLevel={headingLevel} onClaim={() => setClaiming(moment)} />
          </li>
        ))}
      </ul>
      {claiming && (
        <Suspense fallback={null}>
          <ClaimDialog moment={claiming} onClose={() => setClaiming(null)} />
        </Suspense>
      )}
    </>
  );
}

function MomentCard({
  moment,
  headingLevel: Heading,
  onClaim,
}: {
  moment: Moment;
  headingLevel: 'h2' | 'h3';
  onClaim: () => void;
}) {
  const Icon = ICONS[moment.availability];
  const available = moment.availability === 'available';
  return (
    <article className={`${surface.outlined} ${surface.card} ${styles.card}`}>
      <CardImage src={fileUrl(moment.Bild?.url)} alt={moment.Bild?.alt} />
      <div className={styles.content}>
        <Heading className={styles.title}>{moment.Titel}</Heading>
        <MomentDates moment={moment} />
        <p className={available ? `${styles.line} ${styles.available}` : `${styles.line} ${text.secondary}`}>
          <Icon size="small" />
          {availabilityText(moment)}
        </p>
        <p className={`${text.body2} ${text.secondary}`}>
          {wordPreview(moment.Beschreibung, MOMENT_PREVIEW_WORDS)}
        </p>
      </div>
      <div className={styles.actions}>
        <Button
          variant={available ? 'contained' : 'outlined'}
          disabled={!available}
          onClick={onClaim}
          aria-label={available ? `${MOMENT_TEXTS.claim}: ${moment.Titel}` : undefined}
        >
          {moment.availability === 'expired' ? MOMENT_TEXTS.expired : MOMENT_TEXTS.claim}
        </Button>
      </div>
    </article>
  );
}
