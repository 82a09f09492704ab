import { readFileSync } from 'node:fs';
import { COMMUNE_NAMES } from '@kp/contract/shell';
import { geoArea } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import {
  type CommuneCollection,
  communeShapes,
  MAP_VIEWBOX,
  shortLabel,
  withReversedRings,
} from './commune-map-geometry.ts';

const collection = JSON.parse(
  readFileSync(new URL('./communes.geojson', import.meta.url), 'utf8'),
) as CommuneCollection;

const SPHERE = 4 * Math.PI;

/** Even-odd ray casting over the one ring of a path 'Mx,yLx,y…Z'. */
function isInside(x: number, y: number, d: string): boolean {
  const numbers = (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
  let inside = false;
  for (let i = 0, j = numbers.length - 2; i < numbers.length; j = i, i += 2) {
    const [xi, yi, xj, yj] = [numbers[i], numbers[i + 1], numbers[j], numbers[j + 1]];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

describe('withReversedRings', () => {
  it('turns the RFC 7946 rings around, so d3-geo draws each commune and not the rest of the globe', () => {
    const feature = collection.features[0];
    // Unreversed, d3 takes the ring for everything outside it.
    expect(geoArea(feature)).toBeGreaterThan(SPHERE / 2);
    const reversed = withReversedRings(collection).features[0];
    expect(geoArea(reversed)).toBeLessThan(1e-4);
    expect(reversed.geometry.coordinates[0]).toEqual(feature.geometry.coordinates[0].slice().reverse());
  });

  it('leaves the input as it was', () => {
    const before = JSON.stringify(collection.features[3].geometry.coordinates[0].slice(0, 3));
    withReversedRings(collection);
    expect(JSON.stringify(collection.features[3].geometry.coordinates[0].slice(0, 3))).toBe(before);
  });
});

describe('communeShapes', () => {
  const shapes = communeShapes(collection);

  it('draws the 18 communes of the spec, in its order', () => {
    expect(shapes.map((shape) => shape.name)).toEqual([...COMMUNE_NAMES]);
  });

  it('fits every commune into the viewBox, labels inside the map', () => {
    for (const shape of shapes) {
      const numbers = (shape.d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
      expect(numbers.length).toBeGreaterThan(20);
      const xs = numbers.filter((_value, index) => index % 2 === 0);
      const ys = numbers.filter((_value, index) => index % 2 === 1);
      expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...xs)).toBeLessThanOrEqual(MAP_VIEWBOX.width);
      expect(Math.min(...ys)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...ys)).toBeLessThanOrEqual(MAP_VIEWBOX.height);
    }
  });

  it('puts every label inside its own commune', () => {
    for (const shape of shapes) {
      expect(isInside(shape.labelX, shape.labelY, shape.d), shape.name).toBe(true);
    }
  });

  it('keeps north up and west left: Selfkant is west of Grevenbroich, Tönisvorst north of Geilenkirchen', () => {
    const at = (name: string) => shapes.find((shape) => shape.name === name);
    expect(at('Selfkant')?.labelX).toBeLessThan(at('Grevenbroich')?.labelX ?? 0);
    expect(at('Tönisvorst')?.labelY).toBeLessThan(at('Geilenkirchen')?.labelY ?? 0);
  });

  it('uses the whole width of the viewBox, less the margin', () => {
    const xs = shapes.flatMap((shape) =>
      (shape.d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number).filter((_value, index) => index % 2 === 0),
    );
    expect(Math.min(...xs)).toBeCloseTo(8, 0);
    expect(Math.max(...xs)).toBeCloseTo(MAP_VIEWBOX.width - 8, 0);
  });
});

describe('shortLabel', () => {
  it('shortens the long names and keeps the others', () => {
    expect(shortLabel('Mönchengladbach')).toBe('M’gladbach');
    expect(shortLabel('Übach-Palenberg')).toBe('Übach-P.');
    expect(shortLabel('Viersen')).toBe('Viersen');
  });
});
