import type { RabattStatus, Sparte } from '@kp/contract/rabatt-constants';
import { RABATT_STATUSES } from '@kp/contract/rabatt-constants';
import { DEMO_COMMUNES } from './communes.ts';
import type { Ortsteil, RabattCommune } from './rabatt-communes.ts';
import {
  AVAILABLE_ONLY_PROPERTIES,
  FIRST_PROPERTIES,
  type GasLevel,
  KITA_NAMES,
  KITA_OPERATORS,
  LET_OUT_NOTE,
  METER_PLACES,
  NOTES,
  type PartnerKind,
  PROPERTY_TYPES,
  type PropertyType,
  type StromLevel,
  YEAR_FACTORS,
} from './rabatt-properties.ts';

// The Kommunalrabatt demo lists as plain data, built from the commune facts with a seeded generator: the
// same input gives the same lists on every run. Each commune has properties (Rathaus, schools, kitas …),
// each property one electricity and maybe one gas marktlokation. Most stay on the list all three years; a
// few come new in 2024, 2025 or 2026 and a few drop out. One marktlokation per commune changes its business
// partner in 2025 or 2026 and stands twice on that year's list (old and new partner).

export const RABATT_YEARS = [2024, 2025, 2026] as const;
/** The detail table shows the amounts of these years where the delivery point existed. */
export const DETAIL_YEARS = [2022, 2023, 2024, 2025, 2026] as const;
const EARLIEST = DETAIL_YEARS[0];
const LATEST = DETAIL_YEARS[DETAIL_YEARS.length - 1];

/** mulberry32: a small seeded generator. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const weighted = <T>(list: ReadonlyArray<readonly [T, number]>): T => {
    const total = list.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [value, weight] of list) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return list[list.length - 1][0];
  };
  const digits = (count: number) => Array.from({ length: count }, () => int(0, 9)).join('');
  return { next, int, pick, weighted, digits, chance: (p: number) => next() < p };
}
/** The check digit of a MaLo-ID (BDEW): odd places summed, even places doubled, to the next ten. */
export function maloCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += Number(first10[i]) * (i % 2 === 0 ? 1 : 2);
  return (10 - (sum % 10)) % 10;
}

export interface Partner {
  kind: PartnerKind;
  name: string;
  nummer: string;
  /** Collective contract accounts per Sparte; clubs and kitas pay each delivery point on its own. */
  vkSammler: Record<Sparte, string> | null;
}

/** A business partner of a marktlokation from one year to another (both inclusive). */
export interface PartnerSpan {
  partner: Partner;
  from: number;
  to: number;
}

export interface Location {
  malo: string;
  sparte: Sparte;
  property: string;
  propertyKey: string;
  group: string;
  adresszeile1: string;
  adresszeile2: string;
  plz: string;
  ort: string;
  level: StromLevel | GasLevel;
  meterPlace: string | null;
  meterNumber: string;
  vkEinzel: string;
  notiz: string;
  letOut: boolean;
  /** Yearly discount amount in 2022 prices. */
  base: number;
  /** On the lists (and in the details) from this year to that; 0 for marktlokationen never on a list. */
  firstYear: number;
  lastYear: number;
  partners: PartnerSpan[];
  /** The commune put it on the list itself in this year (new delivery point dialog). */
  addedByCommuneYear: number | null;
}

export interface ListRow {
  location: Location;
  partner: Partner;
  year: number;
  rabatt: boolean;
  eligible: boolean;
  addedByNew: boolean;
  addedByCommune: boolean;
  newGeschaeftspartner: boolean;
}

export interface CommuneLists {
  commune: RabattCommune;
  index: number;
  communePartner: Partner;
  locations: Location[];
  /** Per year the rows sorted by marktlokation (numerically: all ids have 11 digits). */
  rows: Map<number, ListRow[]>;
  status: Map<number, RabattStatus>;
  /** Amount per marktlokation, partner and year. */
  details: Array<{ malo: string; nummer: string; year: number; rabattMenge: number }>;
}

/** Delivery points per year: about 25 to 70 by size, Mönchengladbach about 120. */
function targetCount(name: string): number {
  if (name === 'Mönchengladbach') return 120;
  const einwohner = DEMO_COMMUNES.find((c) => c.name === name)?.einwohner ?? 20_000;
  return Math.min(64, Math.max(25, Math.round(20 + einwohner / 1600)));
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
const typeByKey = new Map(PROPERTY_TYPES.map((type) => [type.key, type]));

interface Building {
  type: PropertyType;
  name: string;
  ort: string;
  plz: string;
  street: string;
  number: string;
  partner: Partner;
  /** Part of the building is let out, so its use is not all the commune's own. */
  letOut: boolean;
}

/** Buildings a commune may let out in part; a pump or a street light is never let out. */
const LET_OUT_TYPES = new Set([
  'verwaltung',
  'grundschule',
  'feuerwehr',
  'buergerhaus',
  'unterkunft',
  'bauhof',
]);

/** The Kommunalrabatt discount covers the commune's own use in Niederspannung or Niederdruck. */
export function isEligible(location: Location, partner: Partner): boolean {
  return (
    partner.kind !== 'verein' &&
    partner.kind !== 'traeger' &&
    !location.letOut &&
    (location.level === 'Niederspannung' || location.level === 'Niederdruck')
  );
}

export function buildCommuneLists(commune: RabattCommune, index: number): CommuneLists {
  const draw = seeded(20_240_000 + index * 7_919);
  const code = String(index + 1).padStart(2, '0');
  const usedNumbers = new Set<string>();
  const unique = (make: () => string) => {
    for (;;) {
      const value = make();
      if (!usedNumbers.has(value)) {
        usedNumbers.add(value);
        return value;
      }
    }
  };
  const newPartner = (kind: PartnerKind, name: string): Partner => ({
    kind,
    name,
    nummer: unique(() => `10${code}${draw.digits(6)}`),
    vkSammler:
      kind === 'verein' || kind === 'kita' || kind === 'traeger'
        ? null
        : {
            Strom: unique(() => `30${code}${draw.digits(8)}`),
            Gas: unique(() => `31${code}${draw.digits(8)}`),
          },
  });
  const communePartner = newPartner('commune', `${commune.kind} ${commune.name}`);
  const abwasser = newPartner('abwasser', `Eigenbetrieb Abwasser ${commune.name}`);
  const kitaNames = [...KITA_NAMES];
  const vereinName = (type: { key: string }, ort: string) =>
    type.key === 'museum'
      ? `Heimatverein ${ort} e. V.`
      : type.key === 'freibad'
        ? `Förderverein Freibad ${ort} e. V.`
        : type.key === 'vereinsheim'
          ? `Sportverein ${ort} e. V.`
          : `Förderverein Sportplatz ${ort} e. V.`;

  const usedNames = new Set<string>();
  const buildings: Building[] = [];
  const makeBuilding = (type: PropertyType, ortIndex: number, forcePartner?: PartnerKind): Building => {
    let kita = '';
    if (type.key === 'kita') kita = kitaNames.splice(draw.int(0, kitaNames.length - 1), 1)[0] ?? 'Am Park';
    const nameIn = (ortsteil: Ortsteil) => type.name.replace('{ort}', ortsteil.name).replace('{kita}', kita);
    // A second school or chapel goes to another part of town; only when all have one, the street tells.
    let ortsteil = commune.ortsteile[ortIndex % commune.ortsteile.length];
    for (let step = 1; usedNames.has(nameIn(ortsteil)) && step < commune.ortsteile.length; step++) {
      ortsteil = commune.ortsteile[(ortIndex + step) % commune.ortsteile.length];
    }
    const street = draw.pick(type.streets);
    const name = usedNames.has(nameIn(ortsteil)) ? `${nameIn(ortsteil)}, ${street}` : nameIn(ortsteil);
    usedNames.add(name);
    const kind =
      forcePartner ?? (typeof type.partner === 'string' ? type.partner : draw.weighted(type.partner));
    const partner =
      kind === 'commune'
        ? communePartner
        : kind === 'abwasser'
          ? abwasser
          : kind === 'kita'
            ? newPartner(
                'kita',
                commune.kind === 'Stadt'
                  ? `Städtische Kita ${kita}`
                  : `Kita ${kita} der Gemeinde ${commune.name}`,
              )
            : kind === 'traeger'
              ? newPartner('traeger', `${draw.pick(KITA_OPERATORS)} Kita ${kita}`)
              : newPartner('verein', vereinName(type, ortsteil.name));
    return {
      type,
      name,
      ort: commune.name,
      plz: draw.pick(ortsteil.plz),
      street,
      number: `${draw.int(1, 140)}${draw.chance(0.08) ? draw.pick(['a', 'b']) : ''}`,
      partner,
      letOut: partner.kind === 'commune' && LET_OUT_TYPES.has(type.key) && draw.chance(0.12),
    };
  };

  const target = targetCount(commune.name);
  let locationCount = 0;
  const add = (building: Building) => {
    buildings.push(building);
    locationCount += 1 + (building.type.gas && building.type.gas.share >= 0.5 ? 1 : 0);
  };
  // The first properties sit in the main part of town; the Pumpwerk's contract is the commune's, so its
  // change to the Eigenbetrieb can happen later.
  FIRST_PROPERTIES.forEach((key) => {
    const type = typeByKey.get(key);
    if (type) add(makeBuilding(type, 0, key === 'pumpwerk' ? 'commune' : undefined));
  });
  const einwohner = DEMO_COMMUNES.find((c) => c.name === commune.name)?.einwohner ?? 20_000;
  const once = ['jugendzentrum', 'buecherei', 'wertstoffhof'];
  if (einwohner >= 20_000) once.push('weiterfuehrende-schule');
  if (einwohner >= 25_000) once.push('hallenbad');
  if (draw.chance(0.6)) once.push('freibad');
  if (draw.chance(0.5)) once.push('museum');
  once.forEach((key, i) => {
    const type = typeByKey.get(key);
    if (type) add(makeBuilding(type, i + 1));
  });
  const repeating = PROPERTY_TYPES.filter((type) => !type.once && type.weight > 0).map(
    (type) => [type, type.weight] as const,
  );
  for (let ortIndex = 1; locationCount < target + 9; ortIndex++) {
    add(makeBuilding(draw.weighted(repeating), ortIndex));
  }

  // Which years a building is on the lists; the first properties always are.
  const tail = buildings.slice(FIRST_PROPERTIES.length).map((_, i) => i + FIRST_PROPERTIES.length);
  const take = () => tail.splice(draw.int(0, tail.length - 1), 1)[0];
  const spans = new Map<number, { first: number; last: number; addedByCommune: number | null }>();
  const status2026Index = RABATT_STATUSES.indexOf(commune.status2026);
  spans.set(take(), { first: 2024, last: LATEST, addedByCommune: 2024 });
  spans.set(take(), { first: 2024, last: LATEST, addedByCommune: null });
  spans.set(take(), { first: 2025, last: LATEST, addedByCommune: 2025 });
  spans.set(take(), { first: 2025, last: LATEST, addedByCommune: null });
  // A commune adds delivery points only while the list is with it (Bei Kommune) or after.
  spans.set(take(), { first: 2026, last: LATEST, addedByCommune: status2026Index >= 2 ? 2026 : null });
  spans.set(take(), { first: 2026, last: LATEST, addedByCommune: null });
  spans.set(take(), { first: EARLIEST, last: 2024, addedByCommune: null });
  spans.set(take(), { first: EARLIEST, last: 2025, addedByCommune: null });

  const locations: Location[] = [];
  const makeLocation = (
    building: Building,
    sparte: Sparte,
    level: StromLevel | GasLevel,
    amount: { min: number; max: number },
    years: { first: number; last: number; addedByCommune: number | null },
  ): Location => {
    const first10 = unique(() => `5${code}${draw.digits(7)}`);
    const { letOut } = building;
    return {
      malo: `${first10}${maloCheckDigit(first10)}`,
      sparte,
      property: building.name,
      propertyKey: building.type.key,
      group: building.type.group,
      adresszeile1: building.street,
      adresszeile2: building.number,
      plz: building.plz,
      ort: building.ort,
      level,
      meterPlace: draw.chance(0.7) ? draw.pick(METER_PLACES) : null,
      meterNumber: sparte === 'Strom' ? `1EMH00${draw.digits(8)}` : `7ELS${draw.digits(10)}`,
      vkEinzel: unique(() => `20${code}${draw.digits(8)}`),
      notiz: letOut ? LET_OUT_NOTE : draw.chance(0.08) ? draw.pick(NOTES) : '',
      letOut,
      base: round4(amount.min + draw.next() * (amount.max - amount.min)),
      firstYear: years.first,
      lastYear: years.last,
      partners: [{ partner: building.partner, from: years.first, to: years.last }],
      addedByCommuneYear: years.addedByCommune,
    };
  };
  buildings.forEach((building, buildingIndex) => {
    const years = spans.get(buildingIndex) ?? {
      first: draw.chance(0.15) ? 2023 : EARLIEST,
      last: LATEST,
      addedByCommune: null,
    };
    const { strom, gas } = building.type;
    if (strom) {
      const level = strom.levels ? draw.weighted(strom.levels) : 'Niederspannung';
      locations.push(makeLocation(building, 'Strom', level, strom, years));
    }
    if (gas && draw.chance(gas.share)) {
      const level = gas.levels ? draw.weighted(gas.levels) : 'Niederdruck';
      // Only one delivery point of a property is added by the commune.
      const gasYears = { ...years, addedByCommune: strom ? null : years.addedByCommune };
      locations.push(makeLocation(building, 'Gas', level, gas, gasYears));
    }
  });

  // The Pumpwerk goes to the Eigenbetrieb Abwasser in 2025 or 2026; Mönchengladbach also hands a kita
  // to its own business partner in 2025.
  const changeYear = index % 2 === 0 ? 2025 : 2026;
  const pumpwerk = locations.find((l) => l.propertyKey === 'pumpwerk' && l.firstYear === EARLIEST);
  if (pumpwerk) {
    pumpwerk.partners = [
      { partner: communePartner, from: pumpwerk.firstYear, to: changeYear },
      { partner: abwasser, from: changeYear, to: pumpwerk.lastYear },
    ];
  }
  if (commune.name === 'Mönchengladbach') {
    const kita = locations.find(
      (l) =>
        l.propertyKey === 'kita' &&
        l.firstYear === EARLIEST &&
        l.lastYear === LATEST &&
        l.partners[0].partner.kind === 'commune',
    );
    if (kita) {
      const own = newPartner('kita', `Städtische ${kita.property}`);
      kita.partners = [
        { partner: communePartner, from: kita.firstYear, to: 2025 },
        { partner: own, from: 2025, to: kita.lastYear },
      ];
    }
  }

  // Marktlokationen the utility knows that never were on a list: the 'new delivery point' choices.
  const extras = [...AVAILABLE_ONLY_PROPERTIES];
  const extraCount = draw.int(4, 8);
  for (let i = 0; i < extraCount && extras.length > 0; i++) {
    const extra = extras.splice(draw.int(0, extras.length - 1), 1)[0];
    const type: PropertyType = {
      key: extra.name.startsWith('Vereinsheim') ? 'vereinsheim' : 'extra',
      name: extra.name,
      group: extra.group,
      once: true,
      weight: 0,
      strom: { min: 40, max: 600 },
      gas: null,
      streets: extra.streets,
      partner: extra.name.startsWith('Vereinsheim') ? 'verein' : 'commune',
    };
    const building = makeBuilding(type, i + 1);
    locations.push(
      makeLocation(
        building,
        'Strom',
        'Niederspannung',
        { min: 40, max: 600 },
        {
          first: 0,
          last: 0,
          addedByCommune: null,
        },
      ),
    );
  }

  const status = new Map<number, RabattStatus>(
    RABATT_YEARS.map((year) => [year, year === 2026 ? commune.status2026 : 'Abgeschlossen']),
  );
  const rows = new Map<number, ListRow[]>();
  for (const year of RABATT_YEARS) {
    const yearRows: ListRow[] = [];
    for (const location of locations) {
      if (location.firstYear === 0 || year < location.firstYear || year > location.lastYear) continue;
      const spansOfYear = location.partners.filter((span) => span.from <= year && year <= span.to);
      spansOfYear.forEach((span, spanIndex) => {
        const eligible = isEligible(location, span.partner);
        yearRows.push({
          location,
          partner: span.partner,
          year,
          rabatt: eligible,
          eligible,
          addedByNew: year === location.firstYear && location.addedByCommuneYear !== year,
          addedByCommune: location.addedByCommuneYear === year,
          newGeschaeftspartner: spansOfYear.length > 1 && spanIndex > 0,
        });
      });
    }
    yearRows.sort((a, b) =>
      a.location.malo === b.location.malo
        ? a.partner.nummer.localeCompare(b.partner.nummer)
        : a.location.malo.localeCompare(b.location.malo),
    );
    // In 'Neu' the utility is still working through the proposal: only the first quarter is marked.
    if (status.get(year) === 'Neu') {
      const done = Math.round(yearRows.length / 4);
      yearRows.forEach((row, rowIndex) => {
        row.rabatt = row.eligible && rowIndex < done;
      });
    }
    rows.set(year, yearRows);
  }

  // Amounts per marktlokation, partner and year; a delivery point the commune added has none in its
  // first year yet. In the year of a partner change each partner has part of the year.
  const details: CommuneLists['details'] = [];
  for (const location of locations) {
    if (location.firstYear === 0) continue;
    for (const span of location.partners) {
      for (let year = span.from; year <= span.to; year++) {
        if (year === location.addedByCommuneYear) continue;
        const ofYear = location.partners.filter((other) => other.from <= year && year <= other.to);
        const share = ofYear.length === 1 ? 1 : span === ofYear[ofYear.length - 1] ? 0.55 : 0.45;
        const noise = 0.93 + draw.next() * 0.14;
        details.push({
          malo: location.malo,
          nummer: span.partner.nummer,
          year,
          rabattMenge: round4(location.base * YEAR_FACTORS[year] * noise * share),
        });
      }
    }
  }
  return { commune, index, communePartner, locations, rows, status, details };
}
