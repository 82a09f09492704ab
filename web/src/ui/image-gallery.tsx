import type { Image } from '@kp/contract/access';
import { fileUrl } from '@kp/contract/api-base';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { CarouselDot } from './carousel-dot.tsx';
import { IconButton } from './icon-button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import styles from './image-gallery.module.css';

type Props = {
  images: Image[];
  /** The accessible name of the carousel, e.g. 'Bilder zu Strom'. */
  label?: string;
};

const SWIPE_MIN_PX = 40;

/**
 * Images of a content page (spec 01 §2): one image as a figure with its caption; several as a carousel
 * with previous/next buttons, a 'Bild 2 von 5' status and one dot per image. It never moves by itself;
 * arrow keys, Home and End work while focus is inside it, and it can be swiped on touch screens.
 */
export function ImageGallery({ images, label = 'Bildergalerie' }: Props) {
  if (images.length === 0) return null;
  if (images.length === 1) {
    return (
      <figure className={styles.figure}>
        <GalleryImage image={images[0]} />
        <Caption image={images[0]} />
      </figure>
    );
  }
  return <Carousel images={images} label={label} />;
}

function Carousel({ images, label }: { images: Image[]; label: string }) {
  const [index, setIndex] = useState(0);
  const slidesId = useId();
  const touchStart = useRef<number | null>(null);
  const count = images.length;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    go(next);
  };

  return (
    <section
      aria-roledescription="Karussell"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={styles.carousel}
    >
      <div
        id={slidesId}
        aria-live="polite"
        onTouchStart={(event) => {
          touchStart.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const start = touchStart.current;
          const end = event.changedTouches[0]?.clientX;
          touchStart.current = null;
          if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN_PX) return;
          go(end < start ? index + 1 : index - 1);
        }}
      >
        {images.map((image, i) => (
          // biome-ignore lint/a11y/useSemanticElements: a carousel's slide (WAI-ARIA pattern), not a form's fieldset
          <div
            // Images have no id of their own; their place in the list is stable while the page is shown.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            role="group"
            aria-roledescription="Folie"
            aria-label={`Bild ${i + 1} von ${count}`}
            hidden={i !== index}
          >
            <figure className={styles.figure}>
              <GalleryImage image={image} />
              <Caption image={image} />
            </figure>
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <IconButton
          label="Vorheriges Bild"
          color="default"
          aria-controls={slidesId}
          onClick={() => go(index - 1)}
        >
          <ChevronLeftIcon />
        </IconButton>
        <p className={styles.position}>
          Bild {index + 1} von {count}
        </p>
        <IconButton
          label="Nächstes Bild"
          color="default"
          aria-controls={slidesId}
          onClick={() => go(index + 1)}
        >
          <ChevronRightIcon />
        </IconButton>
      </div>
      <ul aria-label="Bild auswählen" className={styles.dots}>
        {images.map((_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one dot per image position
          <li key={i}>
            <CarouselDot
              label={`Bild ${i + 1} anzeigen`}
              current={i === index}
              controls={slidesId}
              onClick={() => go(i)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function GalleryImage({ image }: { image: Image }) {
  return (
    <img
      src={fileUrl(image.url) ?? undefined}
      alt={image.caption?.trim() ?? ''}
      loading="lazy"
      className={styles.image}
    />
  );
}

function Caption({ image }: { image: Image }) {
  const caption = image.caption?.trim();
  if (!caption) return null;
  return <figcaption className={styles.caption}>{caption}</figcaption>;
}
