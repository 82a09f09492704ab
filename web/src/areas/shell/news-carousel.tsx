import { fileUrl } from '@kp/contract/api-base';
import type { NewsEntry } from '@kp/contract/news';
import { ROUTES } from '@kp/contract/shell';
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link as RouterLink } from 'react-router';
import { CarouselDot } from '../../ui/carousel-dot.tsx';
import { EntryMeta } from '../../ui/entry-meta.tsx';
import { IconButton } from '../../ui/icon-button.tsx';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayArrowIcon } from '../../ui/icons.tsx';
import text from '../../ui/type.module.css';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import styles from './news-carousel.module.css';

/** How long a slide stays before the next one comes. */
export const SLIDE_INTERVAL_MS = 6_000;

const slideRoute = (entry: Pick<NewsEntry, 'id' | 'is_press'>) =>
  entry.is_press ? ROUTES.pressDetail(entry.id) : ROUTES.newsDetail(entry.id);

/** One slide: a picture, a line above the title, the title as the link and an optional subtitle. */
export type CarouselSlide = {
  key: string;
  to: string;
  title: string;
  subtitle?: string | null;
  image: string | null;
  meta?: ReactNode;
};

export type CarouselLabels = { previous: string; next: string; choose: string; item: string };

const NEWS_LABELS: CarouselLabels = {
  previous: 'Vorherige Nachricht',
  next: 'Nächste Nachricht',
  choose: 'Nachricht auswählen',
  item: 'Nachricht',
};

/** A news or press entry as a slide: press opens the press detail, the others the news detail. */
export const newsSlide = (entry: NewsEntry): CarouselSlide => ({
  key: `${entry.filter}-${entry.id}`,
  to: slideRoute(entry),
  title: entry.title,
  subtitle: entry.subtitle,
  image: fileUrl(entry.image?.url ?? entry.img_url),
  meta: <EntryMeta category={entry.category} date={entry.pub_date} />,
});

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The dashboard's news carousel (spec 01 §2). It moves on by itself every SLIDE_INTERVAL_MS, but not
 * with prefers-reduced-motion, not while the pointer is over it or keyboard focus is inside it, and not
 * after 'Anhalten' (WCAG 2.2.2). Previous/next, one button per slide, arrow keys, Home and End.
 */
export function NewsCarousel({
  entries,
  headingId,
  labels = NEWS_LABELS,
}: {
  entries: CarouselSlide[];
  headingId: string;
  /** The buttons' names: of news by default, of materials for the education posts. */
  labels?: CarouselLabels;
}) {
  const count = entries.length;
  const [index, setIndex] = useState(0);
  // The server cannot know the setting: it renders the rotating carousel, the browser corrects it.
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  // null until the person uses the button: then the default follows prefers-reduced-motion.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const playing = playChoice ?? !reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = playing && !hovered && !focused && count > 1;
  const slidesId = useId();
  const current = Math.min(index, count - 1);

  useEffect(() => {
    if (!rotating) return;
    // A new timer per slide, so a manual step gives the next slide its full time.
    const timer = window.setTimeout(() => setIndex((current + 1) % count), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count]);

  const slidesRef = useRef<HTMLDivElement>(null);
  const [focusSlide, setFocusSlide] = useState(false);
  const go = (next: number) => {
    // A step taken from inside a slide moves focus along; it must not stay on a hidden slide.
    if (slidesRef.current?.contains(document.activeElement)) setFocusSlide(true);
    setIndex(((next % count) + count) % count);
  };

  useEffect(() => {
    if (!focusSlide) return;
    slidesRef.current?.querySelector<HTMLAnchorElement>(`[data-slide="${current}"] a`)?.focus();
    setFocusSlide(false);
  }, [focusSlide, current]);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined || (event.target as HTMLElement).tagName === 'INPUT') return;
    event.preventDefault();
    go(next);
  };

  const onFocus = (event: FocusEvent) => {
    // Keyboard focus pauses; a mouse click on a button does not (the pointer pauses it anyway).
    if ((event.target as HTMLElement).matches(':focus-visible')) setFocused(true);
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  if (count === 0) return null;
  return (
    <section
      aria-roledescription="Karussell"
      aria-labelledby={headingId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      className={styles.frame}
    >
      <div
        id={slidesId}
        ref={slidesRef}
        aria-live={rotating ? 'off' : 'polite'}
        aria-atomic="false"
        className={styles.slides}
      >
        {entries.map((entry, i) => (
          <Slide key={entry.key} entry={entry} position={i} count={count} active={i === current} />
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <IconButton
            color="default"
            onClick={() => setPlayChoice(!playing)}
            label={playing ? 'Automatischen Wechsel anhalten' : 'Automatischen Wechsel starten'}
          >
            {playing ? <PauseIcon /> : <PlayArrowIcon />}
          </IconButton>
          <div className={styles.steps}>
            <IconButton
              color="default"
              label={labels.previous}
              aria-controls={slidesId}
              onClick={() => go(current - 1)}
            >
              <ChevronLeftIcon />
            </IconButton>
            <ul aria-label={labels.choose} className={styles.dots}>
              {entries.map((entry, i) => (
                <li key={entry.key}>
                  <CarouselDot
                    label={`${labels.item} ${i + 1} von ${count} anzeigen`}
                    current={i === current}
                    controls={slidesId}
                    onClick={() => go(i)}
                  />
                </li>
              ))}
            </ul>
            <IconButton
              color="default"
              label={labels.next}
              aria-controls={slidesId}
              onClick={() => go(current + 1)}
            >
              <ChevronRightIcon />
            </IconButton>
          </div>
          <div className={styles.balance} aria-hidden />
        </div>
      )}
    </section>
  );
}

function Slide({
  entry,
  position,
  count,
  active,
}: {
  entry: CarouselSlide;
  position: number;
  count: number;
  active: boolean;
}) {
  const image = entry.image;
  // A slide's picture loads when the slide is first shown; the box keeps its size without it.
  const [seen, setSeen] = useState(active);
  useEffect(() => {
    if (active) setSeen(true);
  }, [active]);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a slide of the APG carousel pattern, not a form's fieldset
    <div
      role="group"
      data-slide={position}
      aria-roledescription="Folie"
      aria-label={`${position + 1} von ${count}`}
      aria-hidden={active ? undefined : true}
      className={styles.slide}
    >
      <div className={styles.picture}>
        {image && seen && (
          <img
            src={image}
            alt=""
            decoding="async"
            // The first slide's picture is the dashboard's largest element: it goes before other pictures.
            fetchPriority={position === 0 ? 'high' : undefined}
            className={styles.image}
          />
        )}
      </div>
      <div className={styles.text}>
        {entry.meta}
        <h3 className={`${text.h3} ${styles.title}`}>
          <RouterLink to={entry.to} className={styles.titleLink} tabIndex={active ? undefined : -1}>
            {entry.title}
          </RouterLink>
        </h3>
        {entry.subtitle && <p className={`${text.body1} ${text.secondary}`}>{entry.subtitle}</p>}
      </div>
    </div>
  );
}

/**
 * Stands in for the carousel while its entries load, at the size a slide and the buttons below it take,
 * so the commune card and the cards below do not jump when the news arrive (layout shift at 390 px).
 */
export function CarouselSkeleton() {
  return (
    <div aria-hidden className={styles.frame}>
      <div className={styles.skeletonSlide}>
        <span className={`${styles.bone} ${styles.skeletonPicture}`} />
        <div className={styles.skeletonText}>
          <span className={`${styles.bone} ${styles.boneLine}`} style={{ width: '40%' }} />
          <span className={`${styles.bone} ${styles.boneBlock}`} />
          <span className={`${styles.bone} ${styles.boneLine}`} style={{ width: '80%' }} />
        </div>
      </div>
      <div className={styles.skeletonControls} />
    </div>
  );
}
