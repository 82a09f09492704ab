import type { Image } from '@kp/contract/access';
import { fileUrl } from '@kp/contract/api-base';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { CarouselDot } from './carousel-dot.tsx';

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
      <Box component="figure" sx={{ m: 0 }}>
        <GalleryImage image={images[0]} />
        <Caption image={images[0]} />
      </Box>
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
    <Box
      component="section"
      aria-roledescription="Karussell"
      aria-label={label}
      onKeyDown={onKeyDown}
      sx={{ position: 'relative' }}
    >
      <Box
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
          <Box
            // Images have no id of their own; their place in the list is stable while the page is shown.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            role="group"
            aria-roledescription="Folie"
            aria-label={`Bild ${i + 1} von ${count}`}
            hidden={i !== index}
          >
            <Box component="figure" sx={{ m: 0 }}>
              <GalleryImage image={image} />
              <Caption image={image} />
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, mt: 1.5 }}>
        <IconButton aria-label="Vorheriges Bild" aria-controls={slidesId} onClick={() => go(index - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="body2" sx={{ minWidth: '6.5em', textAlign: 'center' }}>
          Bild {index + 1} von {count}
        </Typography>
        <IconButton aria-label="Nächstes Bild" aria-controls={slidesId} onClick={() => go(index + 1)}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Box
        component="ul"
        aria-label="Bild auswählen"
        sx={{
          display: 'flex',
          justifyContent: 'center',
          flexWrap: 'wrap',
          gap: 0.5,
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
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
      </Box>
    </Box>
  );
}

function GalleryImage({ image }: { image: Image }) {
  return (
    <Box
      component="img"
      src={fileUrl(image.url) ?? undefined}
      alt={image.caption?.trim() ?? ''}
      loading="lazy"
      sx={{
        display: 'block',
        width: '100%',
        aspectRatio: '16 / 9',
        maxHeight: { xs: 280, md: 440 },
        objectFit: 'contain',
        bgcolor: 'action.hover',
        borderRadius: 2,
      }}
    />
  );
}

function Caption({ image }: { image: Image }) {
  const caption = image.caption?.trim();
  if (!caption) return null;
  return (
    <Typography component="figcaption" variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
      {caption}
    </Typography>
  );
}
