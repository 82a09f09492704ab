import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type FocusEvent, type KeyboardEvent, useId, useState } from 'react';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { type CommuneCollection, communeShapes, MAP_VIEWBOX } from './commune-map-geometry.ts';
// Vite has no loader for .geojson; the text is parsed once when the page's chunk loads.
import communesGeoJson from './communes.geojson?raw';

const SHAPES = communeShapes(JSON.parse(communesGeoJson) as CommuneCollection);

const LICENCE_URL = 'https://www.govdata.de/dl-de/zero-2-0';

// Fills and label colours per state (no custom property may contain 'label': Emotion reads that as
// the class name's label); each label has at least 4.5:1 on its fill, the focus ring 3:1 on
// every fill (WCAG 1.4.3, 1.4.11).
const LIGHT = {
  '--map-fill': '#d5e9dd',
  '--map-fill-hover': '#a9d3b9',
  '--map-fill-selected': '#0a6e3c',
  '--map-fill-disabled': '#ececec',
  '--map-border': '#ffffff',
  '--map-text': '#1c1c1c',
  '--map-text-selected': '#ffffff',
  '--map-text-disabled': '#595959',
  '--map-selected-outline': '#053d21',
  '--map-focus': '#000000',
};
const DARK = {
  '--map-fill': '#2d4638',
  '--map-fill-hover': '#3f6650',
  '--map-fill-selected': '#5cc48a',
  '--map-fill-disabled': '#2a2a2a',
  '--map-border': '#121212',
  '--map-text': '#f2f2f2',
  '--map-text-selected': '#0b1a12',
  '--map-text-disabled': '#a6a6a6',
  '--map-selected-outline': '#b8f0cf',
  '--map-focus': '#ffffff',
};

/**
 * The SVG map of the 18 communes (d3-geo, Mercator). Each commune is a button: click, Enter or Space
 * chooses it; the selected one is pressed. Communes the user may not select stay visible, muted and
 * aria-disabled, and are left out of the tab order.
 */
export function CommuneMap({
  selected,
  isSelectable,
  onChoose,
}: {
  selected: string | null;
  isSelectable: (name: string) => boolean;
  onChoose: (name: string) => void;
}) {
  const titleId = useId();
  const descId = useId();
  // The keyboard focus ring is drawn as an extra outline on top: a stroke of the path itself would be
  // half hidden under the neighbours drawn after it.
  const [focused, setFocused] = useState<string | null>(null);
  // Known here so the label's halo can take the hover fill too.
  const [hovered, setHovered] = useState<string | null>(null);
  const focusedShape = SHAPES.find((shape) => shape.name === focused);
  const selectedShape = SHAPES.find((shape) => shape.name === selected);

  const onFocus = (name: string) => (event: FocusEvent<SVGPathElement>) =>
    setFocused(event.currentTarget.matches(':focus-visible') ? name : null);
  const onKeyDown = (name: string) => (event: KeyboardEvent<SVGPathElement>) => {
    // A key pressed on a commune focused by a click: from now on the person uses the keyboard, so the focus
    // must show.
    setFocused(name);
    if (event.key !== 'Enter' && event.key !== ' ') return;
    // Space would scroll the page.
    event.preventDefault();
    onChoose(name);
  };

  return (
    <Box>
      <Box
        component="svg"
        viewBox={`0 0 ${MAP_VIEWBOX.width} ${MAP_VIEWBOX.height}`}
        role="group"
        aria-labelledby={titleId}
        aria-describedby={descId}
        sx={{
          ...LIGHT,
          '@media (prefers-color-scheme: dark)': DARK,
          display: 'block',
          width: '100%',
          height: 'auto',
          '& .commune': {
            fill: 'var(--map-fill)',
            stroke: 'var(--map-border)',
            strokeWidth: 1.5,
            strokeLinejoin: 'round',
            cursor: 'pointer',
            transition: 'fill 120ms',
          },
          '& .commune:hover': { fill: 'var(--map-fill-hover)' },
          '& .commune[aria-pressed="true"]': { fill: 'var(--map-fill-selected)' },
          '& .commune[aria-disabled="true"]': { fill: 'var(--map-fill-disabled)', cursor: 'not-allowed' },
          // The outline drawn on top replaces the browser's ring, which would be the bounding box: after a
          // click too (Chromium rings a clicked path), where it hid the neighbours' labels (decision 016).
          '& path.commune[tabindex]:focus': { outline: 'none' },
          // A halo in the commune's own fill keeps a label readable where it runs over a neighbour.
          '& .label': {
            fill: 'var(--map-text)',
            stroke: 'var(--map-fill)',
            strokeWidth: 4,
            strokeLinejoin: 'round',
            paintOrder: 'stroke',
            fontSize: 19,
            fontWeight: 600,
            textAnchor: 'middle',
            dominantBaseline: 'central',
            pointerEvents: 'none',
            userSelect: 'none',
          },
          '& .label-hover': { stroke: 'var(--map-fill-hover)' },
          '& .label-selected': {
            fill: 'var(--map-text-selected)',
            stroke: 'var(--map-fill-selected)',
            fontWeight: 700,
          },
          '& .label-disabled': {
            fill: 'var(--map-text-disabled)',
            stroke: 'var(--map-fill-disabled)',
            fontWeight: 400,
          },
          '& .outline': { fill: 'none', pointerEvents: 'none', strokeLinejoin: 'round' },
          '& .outline-selected': { stroke: 'var(--map-selected-outline)', strokeWidth: 3 },
          '& .outline-focus': { stroke: 'var(--map-focus)', strokeWidth: 4 },
        }}
      >
        <title id={titleId}>Karte des Versorgungsgebiets</title>
        <desc id={descId}>
          Die 18 Städte und Gemeinden am Niederrhein. Wählen Sie eine aus, um ihre Daten zu sehen.
        </desc>
        {SHAPES.map((shape) => {
          const enabled = isSelectable(shape.name);
          return (
            // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; the path is the control
            <path
              key={shape.name}
              className="commune"
              d={shape.d}
              role="button"
              tabIndex={enabled ? 0 : -1}
              aria-label={shape.name}
              aria-pressed={selected === shape.name}
              aria-disabled={enabled ? undefined : true}
              onClick={enabled ? () => onChoose(shape.name) : undefined}
              onKeyDown={enabled ? onKeyDown(shape.name) : undefined}
              onPointerEnter={enabled ? () => setHovered(shape.name) : undefined}
              onPointerLeave={() => setHovered(null)}
              onFocus={onFocus(shape.name)}
              onBlur={() => setFocused(null)}
            >
              {/* The full name on hover, where the label is shortened. */}
              <title>{shape.name}</title>
            </path>
          );
        })}
        {/* Outlines and labels repeat what the buttons say; labels last, so no outline crosses them. */}
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <g> of text and outlines is not focusable */}
        <g aria-hidden="true">
          {selectedShape && <path className="outline outline-selected" d={selectedShape.d} />}
          {focusedShape && <path className="outline outline-focus" d={focusedShape.d} />}
          {SHAPES.map((shape) => (
            <text
              key={shape.name}
              className={labelClass({
                selected: selected === shape.name,
                hovered: hovered === shape.name,
                disabled: !isSelectable(shape.name),
              })}
              x={shape.labelX}
              y={shape.labelY}
            >
              {shape.label}
            </text>
          ))}
        </g>
      </Box>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
        Verwaltungsgrenzen: Geobasis NRW, DVG2 (Stand 12.06.2023),{' '}
        <Link href={LICENCE_URL} target="_blank" rel="noopener noreferrer" color="inherit">
          dl-de/zero-2-0
          <Box component="span" sx={visuallyHidden}>
            {' (öffnet in neuem Tab)'}
          </Box>
        </Link>
      </Typography>
    </Box>
  );
}

function labelClass(state: { selected: boolean; hovered: boolean; disabled: boolean }): string {
  if (state.disabled) return 'label label-disabled';
  if (state.selected) return 'label label-selected';
  return state.hovered ? 'label label-hover' : 'label';
}
