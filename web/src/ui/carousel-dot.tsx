import styles from './carousel-dot.module.css';

type Props = { label: string; current: boolean; controls: string; onClick: () => void };

/** One dot of a carousel's position indicator: a 24 px target around a 10 px dot (WCAG 2.5.8). */
export function CarouselDot({ label, current, controls, onClick }: Props) {
  return (
    <button
      type="button"
      className={styles.dot}
      aria-label={label}
      aria-current={current ? 'true' : undefined}
      aria-controls={controls}
      onClick={onClick}
    />
  );
}
