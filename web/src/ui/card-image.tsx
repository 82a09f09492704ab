import Box from '@mui/material/Box';

/**
 * The 16/9 picture at the top of a card; an empty grey area of the same size when there is none, so the
 * cards of a grid line up.
 */
export function CardImage({ src, alt = '' }: { src: string | null | undefined; alt?: string }) {
  if (!src) return <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'action.hover' }} />;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading="lazy"
      sx={{
        display: 'block',
        width: '100%',
        aspectRatio: '16 / 9',
        objectFit: 'cover',
        bgcolor: 'action.hover',
      }}
    />
  );
}
