import styles from './card-image.module.css';

/**
 * The 16/9 picture at the top of a card; an empty grey area of the same size when there is none, so the
 * cards of a grid line up.
 */
export function CardImage({ src, alt = '' }: { src: string | null | undefined; alt?: string }) {
  if (!src) return <div className={styles.image} />;
  return <img src={src} alt={alt} loading="lazy" className={styles.image} />;
}
