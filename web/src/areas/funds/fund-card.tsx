import { fileUrl } from '@kp/contract/api-base';
import type { Foerdermittel } from '@kp/contract/funds';
import { ROUTES } from '@kp/contract/shell';
import { Link } from 'react-router';
import { CardImage } from '../../ui/card-image.tsx';
import { Chip } from '../../ui/chip.tsx';
import linkCard from '../../ui/link-card.module.css';
import surface from '../../ui/surface.module.css';
import text from '../../ui/type.module.css';
import styles from './fund-card.module.css';
import { deadline } from './fund-list.ts';
import { EventIcon } from './icons.tsx';

/** The picture of a programme: its main topic's image, else the first topic with one. */
export function topicImageUrl(fund: Foerdermittel): string | null {
  const image = fund.foerderthema?.Bild[0] ?? fund.themen.find((topic) => topic.Bild.length > 0)?.Bild[0];
  return fileUrl(image?.formats?.small.url ?? image?.url);
}

/** A card of the funding list: topic image, title, subtitle and deadline, the whole card a link to the detail. */
export function FundCard({ fund, today }: { fund: Foerdermittel; today: string }) {
  const image = topicImageUrl(fund);
  const due = deadline(fund.Frist, today);
  return (
    <article className={`${surface.outlined} ${surface.card} ${linkCard.card}`}>
      <Link to={ROUTES.fundDetail(fund.id)} className={linkCard.action}>
        <CardImage src={image} />
        <div className={linkCard.content}>
          {fund.foerderthema && <span className={styles.topic}>{fund.foerderthema.Titel}</span>}
          <h2 className={styles.title}>{fund.Foerdertitel}</h2>
          {fund.Untertitel && (
            <p className={`${text.body2} ${text.secondary} ${styles.subtitle}`}>{fund.Untertitel}</p>
          )}
          <div className={styles.deadline}>
            <EventIcon size="small" className={text.secondary} />
            <p className={`${text.body2} ${styles.strong}`}>Frist: {due.text}</p>
            {due.expired && <Chip size="small" color="error" variant="outlined" label="abgelaufen" />}
          </div>
        </div>
      </Link>
    </article>
  );
}
