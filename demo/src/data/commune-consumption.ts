import { FEED_IN_SOURCES, type FeedInSource } from '@kp/contract/consumption-constants';
import { createRng } from '../prng.ts';
import { DEMO_COMMUNES, type DemoCommune } from './communes.ts';

// Consumption and feed-in of the 18 communes, 2021–2025, in MWh with decimals. Per resident the figures
// follow German averages (households about 1.5 MWh electricity and 4.5 MWh gas a year); industry, farming
// and the renewable plants follow what each commune has: the aluminium works in Grevenbroich, the wind
// farms at the edge of the open-cast mine, mine gas at the former collieries of Hückelhoven and
// Übach-Palenberg, sewage gas where the Niersverband runs its big plants. The years show the 2022 gas
// savings, more heat pumps and fewer night storage heaters. Deterministic: generators seeded by name.

export const CONSUMPTION_YEARS = [2021, 2022, 2023, 2024, 2025] as const;
export const CARRIERS = ['Strom', 'Gas'] as const;
export type Carrier = (typeof CARRIERS)[number];
export const SECTORS = [
  'Private Haushalte',
  'Gewerbe, Handel, Dienstleistungen',
  'Industrie',
  'Kommunale Einrichtungen',
  'Landwirtschaft',
] as const;
type Sector = (typeof SECTORS)[number];

/** Electricity tariffs the spec knows, plus night storage heating, which the API counts as Sonstige. */
export const NIGHT_STORAGE = 'Nachtspeicher';
export const GAS_TARIFFS = ['Grundversorgung Gas', 'Sondervertrag Gas'] as const;

export interface DemoConsumptionValue {
  year: number;
  carrier: Carrier;
  sector: Sector;
  tariff: string;
  mwh: number;
}

export interface DemoFeedIn {
  year: number;
  source: FeedInSource;
  mwh: number;
}

interface Profile {
  /** Industrial electricity per resident in MWh (2021). */
  industry: number;
  /** Farming weight: 1 for towns, up to 6 for the villages along the Dutch border. */
  rural: number;
  /** Feed-in per year in MWh (2021) of the plants besides PV. */
  wind: number;
  hydro: number;
  biomass: number;
  landfill: number;
  sewage: number;
  mine: number;
}

const PROFILES: Record<DemoCommune['name'], Profile> = {
  Brüggen: { industry: 0.4, rural: 3, wind: 0, hydro: 120, biomass: 1_400, landfill: 0, sewage: 0, mine: 0 },
  Schwalmtal: {
    industry: 0.4,
    rural: 3,
    wind: 4_100,
    hydro: 85,
    biomass: 1_900,
    landfill: 0,
    sewage: 0,
    mine: 0,
  },
  Tönisvorst: { industry: 0.8, rural: 2, wind: 0, hydro: 0, biomass: 1_100, landfill: 0, sewage: 0, mine: 0 },
  Viersen: {
    industry: 1.2,
    rural: 1.5,
    wind: 6_200,
    hydro: 45,
    biomass: 2_300,
    landfill: 850,
    sewage: 1_600,
    mine: 0,
  },
  Mönchengladbach: {
    industry: 1.4,
    rural: 1,
    wind: 10_400,
    hydro: 60,
    biomass: 3_100,
    landfill: 1_400,
    sewage: 5_200,
    mine: 0,
  },
  Korschenbroich: {
    industry: 0.6,
    rural: 2.5,
    wind: 9_000,
    hydro: 0,
    biomass: 1_700,
    landfill: 0,
    sewage: 0,
    mine: 0,
  },
  Jüchen: {
    industry: 0.9,
    rural: 3.5,
    wind: 95_000,
    hydro: 0,
    biomass: 3_200,
    landfill: 0,
    sewage: 0,
    mine: 0,
  },
  Grevenbroich: {
    industry: 3.0,
    rural: 2,
    wind: 70_500,
    hydro: 0,
    biomass: 2_600,
    landfill: 2_100,
    sewage: 900,
    mine: 0,
  },
  Erkelenz: {
    industry: 0.9,
    rural: 4,
    wind: 60_200,
    hydro: 0,
    biomass: 9_500,
    landfill: 0,
    sewage: 700,
    mine: 0,
  },
  Wegberg: {
    industry: 0.5,
    rural: 4,
    wind: 25_300,
    hydro: 0,
    biomass: 4_100,
    landfill: 0,
    sewage: 0,
    mine: 0,
  },
  Niederkrüchten: {
    industry: 0.6,
    rural: 4.5,
    wind: 30_100,
    hydro: 0,
    biomass: 4_800,
    landfill: 0,
    sewage: 0,
    mine: 0,
  },
  Wassenberg: {
    industry: 0.4,
    rural: 3.5,
    wind: 3_000,
    hydro: 340,
    biomass: 2_200,
    landfill: 0,
    sewage: 0,
    mine: 0,
  },
  Hückelhoven: {
    industry: 1.1,
    rural: 2.5,
    wind: 20_400,
    hydro: 210,
    biomass: 2_900,
    landfill: 0,
    sewage: 600,
    mine: 3_800,
  },
  Geilenkirchen: {
    industry: 0.5,
    rural: 3.5,
    wind: 8_100,
    hydro: 150,
    biomass: 3_400,
    landfill: 0,
    sewage: 400,
    mine: 0,
  },
  'Übach-Palenberg': {
    industry: 0.8,
    rural: 2,
    wind: 5_000,
    hydro: 90,
    biomass: 1_500,
    landfill: 0,
    sewage: 0,
    mine: 2_600,
  },
  Waldfeucht: {
    industry: 0.3,
    rural: 6,
    wind: 15_200,
    hydro: 0,
    biomass: 6_500,
    landfill: 0,
    sewage: 0,
    mine: 0,
  },
  Gangelt: {
    industry: 0.4,
    rural: 5.5,
    wind: 12_000,
    hydro: 0,
    biomass: 5_800,
    landfill: 0,
    sewage: 0,
    mine: 0,
  },
  Selfkant: {
    industry: 0.3,
    rural: 6,
    wind: 18_300,
    hydro: 0,
    biomass: 7_200,
    landfill: 0,
    sewage: 0,
    mine: 0,
  },
};

/** Per resident in MWh (2021) for the sectors that follow the population. */
const PER_RESIDENT: Record<Carrier, Record<Exclude<Sector, 'Industrie'>, number>> = {
  Strom: {
    'Private Haushalte': 1.55,
    'Gewerbe, Handel, Dienstleistungen': 1.05,
    'Kommunale Einrichtungen': 0.11,
    Landwirtschaft: 0.04,
  },
  Gas: {
    'Private Haushalte': 4.6,
    'Gewerbe, Handel, Dienstleistungen': 2.3,
    'Kommunale Einrichtungen': 0.38,
    Landwirtschaft: 0.05,
  },
};

/** How a sector's amount spreads over the tariffs. */
const TARIFF_SHARES: Record<Carrier, Record<Sector, ReadonlyArray<readonly [string, number]>>> = {
  Strom: {
    'Private Haushalte': [
      ['Allgemeiner Bedarf', 0.84],
      ['Wärmepumpe', 0.1],
      [NIGHT_STORAGE, 0.06],
    ],
    'Gewerbe, Handel, Dienstleistungen': [
      ['Niederspannung', 0.55],
      ['Allgemeiner Bedarf', 0.15],
      ['Mittelspannung', 0.3],
    ],
    Industrie: [
      ['Mittelspannung', 0.45],
      ['Mittelspannung Z 2,3%', 0.25],
      ['Umspannung MSP/NSP 12', 0.3],
    ],
    'Kommunale Einrichtungen': [
      ['Niederspannung', 0.7],
      ['Mittelspannung', 0.3],
    ],
    Landwirtschaft: [
      ['Niederspannung', 0.75],
      ['Allgemeiner Bedarf', 0.25],
    ],
  },
  Gas: {
    'Private Haushalte': [
      ['Grundversorgung Gas', 0.22],
      ['Sondervertrag Gas', 0.78],
    ],
    'Gewerbe, Handel, Dienstleistungen': [
      ['Grundversorgung Gas', 0.1],
      ['Sondervertrag Gas', 0.9],
    ],
    Industrie: [['Sondervertrag Gas', 1]],
    'Kommunale Einrichtungen': [['Sondervertrag Gas', 1]],
    Landwirtschaft: [
      ['Grundversorgung Gas', 0.4],
      ['Sondervertrag Gas', 0.6],
    ],
  },
};

/** Year factors against 2021: the gas savings of 2022 and after, electricity nearly flat. */
const YEAR_FACTOR: Record<Carrier, readonly number[]> = {
  Strom: [1, 0.97, 0.94, 0.95, 0.96],
  Gas: [1, 0.86, 0.84, 0.85, 0.86],
};
/** Heat pumps grow, night storage heaters go, PV grows fast. */
const HEAT_PUMP_GROWTH = 1.18;
const NIGHT_STORAGE_DECLINE = 0.93;
const PV_GROWTH = 1.14;

const round3 = (value: number) => Math.round(value * 1000) / 1000;

function consumptionOf(commune: DemoCommune): DemoConsumptionValue[] {
  const rng = createRng(`verbrauch/${commune.name}`);
  const profile = PROFILES[commune.name];
  const values: DemoConsumptionValue[] = [];
  CONSUMPTION_YEARS.forEach((year, y) => {
    for (const carrier of CARRIERS) {
      for (const sector of SECTORS) {
        const perResident =
          sector === 'Industrie'
            ? profile.industry * (carrier === 'Gas' ? 1.6 : 1)
            : PER_RESIDENT[carrier][sector] * (sector === 'Landwirtschaft' ? profile.rural : 1);
        const base = commune.einwohner * perResident * YEAR_FACTOR[carrier][y];
        for (const [tariff, share] of TARIFF_SHARES[carrier][sector]) {
          let trend = 1;
          if (tariff === 'Wärmepumpe') trend = HEAT_PUMP_GROWTH ** y;
          if (tariff === NIGHT_STORAGE) trend = NIGHT_STORAGE_DECLINE ** y;
          const noise = 0.97 + rng.next() * 0.06;
          values.push({ year, carrier, sector, tariff, mwh: round3(base * share * trend * noise) });
        }
      }
    }
  });
  return values;
}

function feedInOf(commune: DemoCommune): DemoFeedIn[] {
  const rng = createRng(`einspeisung/${commune.name}`);
  const profile = PROFILES[commune.name];
  const pvPerResident = 0.35 + 0.1 * profile.rural;
  const plants: Record<FeedInSource, (y: number) => number> = {
    'PV-Anlagen': (y) => commune.einwohner * pvPerResident * PV_GROWTH ** y,
    // Wind varies with the year's weather more than with new turbines.
    Windenergie: () => profile.wind * (0.88 + rng.next() * 0.24),
    Geothermie: () => 0,
    Wasserkraft: () => profile.hydro * (0.8 + rng.next() * 0.4),
    Biomasse: () => profile.biomass * (0.95 + rng.next() * 0.1),
    Deponiegas: (y) => profile.landfill * 0.94 ** y,
    Klärgas: () => profile.sewage * (0.97 + rng.next() * 0.06),
    Grubengas: (y) => profile.mine * 0.9 ** y,
  };
  return CONSUMPTION_YEARS.flatMap((year, y) =>
    FEED_IN_SOURCES.map((source) => ({ year, source, mwh: round3(plants[source](y)) })),
  );
}

export interface DemoCommuneConsumption {
  commune: DemoCommune['name'];
  values: DemoConsumptionValue[];
  feedIn: DemoFeedIn[];
}

let built: DemoCommuneConsumption[] | null = null;

/** Every commune's consumption and feed-in, in the spec's commune order. */
export function demoConsumption(): readonly DemoCommuneConsumption[] {
  built ??= DEMO_COMMUNES.map((commune) => ({
    commune: commune.name,
    values: consumptionOf(commune),
    feedIn: feedInOf(commune),
  }));
  return built;
}
