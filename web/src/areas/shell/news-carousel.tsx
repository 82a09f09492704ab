import { fileUrl } from '@kp/contract/api-base';
import type { NewsEntry } from '@kp/contract/news';
import { ROUTES } from '@kp/contract/shell';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
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
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
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
    <Box
      component="section"
      aria-roledescription="Karussell"
      aria-labelledby={headingId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      sx={FRAME_SX}
    >
      {/* All slides share one grid cell, so the box is as tall as the tallest and does not move the page
          below it when the next slide comes (layout shift at 390 px). */}
      <Box
        id={slidesId}
        ref={slidesRef}
        aria-live={rotating ? 'off' : 'polite'}
        aria-atomic="false"
        sx={{ display: 'grid' }}
      >
        {entries.map((entry, i) => (
          <Slide key={entry.key} entry={entry} position={i} count={count} active={i === current} />
        ))}
      </Box>
      {count > 1 && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            px: 1,
            py: 0.5,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <IconButton
            onClick={() => setPlayChoice(!playing)}
            aria-label={playing ? 'Automatischen Wechsel anhalten' : 'Automatischen Wechsel starten'}
          >
            {playing ? <PauseIcon /> : <PlayArrowIcon />}
          </IconButton>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <IconButton aria-label={labels.previous} aria-controls={slidesId} onClick={() => go(current - 1)}>
              <ChevronLeftIcon />
            </IconButton>
            <Box
              component="ul"
              aria-label={labels.choose}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, listStyle: 'none', p: 0, m: 0 }}
            >
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
            </Box>
            <IconButton aria-label={labels.next} aria-controls={slidesId} onClick={() => go(current + 1)}>
              <ChevronRightIcon />
            </IconButton>
          </Box>
          {/* Keeps the arrows centred opposite the pause button. */}
          <Box sx={{ width: 40 }} aria-hidden />
        </Box>
      )}
    </Box>
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
    <Box
      role="group"
      data-slide={position}
      aria-roledescription="Folie"
      aria-label={`${position + 1} von ${count}`}
      aria-hidden={active ? undefined : true}
      sx={{
        display: 'grid',
        gridArea: '1 / 1',
        // Hidden slides keep their size but are not seen, read or reached by Tab.
        visibility: active ? 'visible' : 'hidden',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
        position: 'relative',
        '&:hover .slide-title': { textDecoration: 'underline' },
        '&:focus-within': {
          outline: 2,
          outlineStyle: 'solid',
          outlineColor: 'primary.main',
          outlineOffset: -3,
        },
      }}
    >
      <Box
        sx={{ aspectRatio: { xs: '16 / 9', sm: 'auto' }, minHeight: { sm: 260 }, bgcolor: 'action.selected' }}
      >
        {image && seen && (
          <Box
            component="img"
            src={image}
            alt=""
            decoding="async"
            // The first slide's picture is the dashboard's largest element: it goes before other pictures.
            fetchPriority={position === 0 ? 'high' : undefined}
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
      </Box>
      <Box
        sx={{
          p: { xs: 2, sm: 3 },
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 1,
        }}
      >
        {entry.meta}
        <Typography component="h3" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
          <Link
            component={RouterLink}
            to={entry.to}
            className="slide-title"
            underline="none"
            color="inherit"
            tabIndex={active ? undefined : -1}
            sx={{
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus-visible': { outline: 'none' },
            }}
          >
            {entry.title}
          </Link>
        </Typography>
        {entry.subtitle && <Typography sx={{ color: 'text.secondary' }}>{entry.subtitle}</Typography>}
      </Box>
    </Box>
  );
}

// The carousel and its stand-in share one frame, so nothing moves when the one replaces the other.
const FRAME_SX = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  overflow: 'hidden',
  bgcolor: 'background.paper',
} as const;

/**
 * Stands in for the carousel while its entries load, at the size a slide and the buttons below it take,
 * so the commune card and the cards below do not jump when the news arrive (layout shift at 390 px).
 */
export function CarouselSkeleton() {
  return (
    <Box aria-hidden sx={FRAME_SX}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        <Skeleton
          variant="rectangular"
          sx={{ height: 'auto', aspectRatio: { xs: '16 / 9', sm: 'auto' }, minHeight: { sm: 260 } }}
        />
        {/* A date line, a title of two or three lines and a subtitle, as most slides have. */}
        <Box
          sx={{
            p: { xs: 2, sm: 3 },
            minHeight: { xs: 200 },
            display: 'grid',
            alignContent: 'center',
            gap: 1,
          }}
        >
          <Skeleton width="40%" />
          <Skeleton variant="rounded" height={64} />
          <Skeleton width="80%" />
        </Box>
      </Box>
      {/* The row of the pause, previous, slide and next buttons (40 px and its padding). */}
      <Box sx={{ height: 49, borderTop: 1, borderColor: 'divider' }} />
    </Box>
  );
}
