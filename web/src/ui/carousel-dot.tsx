import Box from '@mui/material/Box';

type Props = { label: string; current: boolean; controls: string; onClick: () => void };

/** One dot of a carousel's position indicator: a 24 px target around a 10 px dot (WCAG 2.5.8). */
export function CarouselDot({ label, current, controls, onClick }: Props) {
  return (
    <Box
      component="button"
      type="button"
      aria-label={label}
      aria-current={current ? 'true' : undefined}
      aria-controls={controls}
      onClick={onClick}
      sx={{
        width: 24,
        height: 24,
        p: 0,
        border: 0,
        borderRadius: '50%',
        bgcolor: 'transparent',
        cursor: 'pointer',
        display: 'grid',
        placeItems: 'center',
        '&::after': {
          content: '""',
          width: 10,
          height: 10,
          borderRadius: '50%',
          border: 2,
          borderColor: 'primary.main',
          bgcolor: current ? 'primary.main' : 'transparent',
        },
        '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
      }}
    />
  );
}
