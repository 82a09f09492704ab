import { type FocusEvent, type KeyboardEvent, useId, useState } from 'react';
import { ScreenReaderText } from '../../ui/screen-reader-text.tsx';
import styles from './commune-map.module.css';
import { type CommuneCollection, communeShapes, MAP_VIEWBOX } from './commune-map-geometry.ts';
// Vite has no loader for .geojson; the text is parsed once when the page's chunk loads.
import communesGeoJson from './communes.geojson?raw';

const SHAPES = communeShapes(JSON.parse(communesGeoJson) as CommuneCollection);

const LICENCE_URL = 'https://www.govdata.de/dl-de/zero-2-0';

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
    <div>
      {/* biome-ignore lint/a11y/useSemanticElements: SVG has no <fieldset>; the map groups its communes' buttons */}
      <svg
        viewBox={`0 0 ${MAP_VIEWBOX.width} ${MAP_VIEWBOX.height}`}
        role="group"
        aria-labelledby={titleId}
        aria-describedby={descId}
        className={styles.map}
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
      </svg>
      <p className={styles.source}>
        Verwaltungsgrenzen: Geobasis NRW, DVG2 (Stand 12.06.2023),{' '}
        <a href={LICENCE_URL} target="_blank" rel="noopener noreferrer" className={styles.sourceLink}>
          dl-de/zero-2-0
          <ScreenReaderText>{' (öffnet in neuem Tab)'}</ScreenReaderText>
        </a>
      </p>
    </div>
  );
}

function labelClass(state: { selected: boolean; hovered: boolean; disabled: boolean }): string {
  if (state.disabled) return 'label label-disabled';
  if (state.selected) return 'label label-selected';
  return state.hovered ? 'label label-hover' : 'label';
}
