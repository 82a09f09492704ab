import { fileUrl } from '@kp/contract/api-base';
import type { MaterialCard as MaterialCardData } from '@kp/contract/education';
import { hashtag, offerState, offerStateLabel, unpublishedLabel } from '@kp/contract/education-constants';
import { formatDateTime, ROUTES } from '@kp/contract/shell';
import { Link } from 'react-router';
import { CardImage } from '../../ui/card-image.tsx';
import { Chip } from '../../ui/chip.tsx';
import linkCard from '../../ui/link-card.module.css';
import surface from '../../ui/surface.module.css';
import text from '../../ui/type.module.css';
import { EventIcon } from './icons.tsx';
import styles from './material-card.module.css';
import { materialHashtags } from './material-filters.ts';

/**
 * A card of the material list (spec 02 §2): preview image, type, title, subtitle, the date for events and
 * the hashtags; the whole card links to the material.
 */
export function MaterialCard({ material, showDate }: { material: MaterialCardData; showDate: boolean }) {
  const image = fileUrl(material.Vorschau?.url ?? material.Header?.url);
  const tags = materialHashtags(material, hashtag);
  const state = offerState(material);
  return (
    <article className={`${surface.outlined} ${surface.card} ${linkCard.card}`}>
      <Link to={ROUTES.bildungsmaterial(material.id)} className={linkCard.action}>
        <CardImage src={image} />
        <div className={linkCard.content}>
          <div className={styles.labels}>
            {material.typ && <span className={styles.type}>{material.typ.Name}</span>}
            {state && <Chip size="small" label={offerStateLabel(state)} bold />}
            {unpublishedLabel(material) && (
              <Chip size="small" color="warning" label={unpublishedLabel(material)} bold />
            )}
          </div>
          <h2 className={styles.title}>{material.Titel}</h2>
          {material.Subtitel && <p className={`${text.body2} ${text.secondary}`}>{material.Subtitel}</p>}
          {showDate && material.Datum && (
            <div className={styles.date}>
              <EventIcon size="small" className={text.secondary} />
              <p className={`${text.body2} ${styles.strong}`}>{formatDateTime(material.Datum)}</p>
            </div>
          )}
          {tags.length > 0 && <p className={`${text.body2} ${styles.tags}`}>{tags.join(' ')}</p>}
        </div>
      </Link>
    </article>
  );
}
