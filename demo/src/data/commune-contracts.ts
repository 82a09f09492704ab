import type { ContractStatus } from '@kp/contract/contracts-constants';
import { addDays } from '../dates.ts';
import { createRng } from '../prng.ts';
import { DEMO_COMMUNES, type DemoCommune } from './communes.ts';
import { RABATT_COMMUNES } from './rabatt-communes.ts';

// Contracts of the 18 communes as the document-management system would deliver them: concession contracts
// for electricity, gas and water (with their predecessors, now inactive), road-use and charging-station
// permits, street lighting, heat and energy supply of the commune's buildings, roof leases for PV.
// Deterministic: a generator seeded by the commune's name, fixed dates. The demo is written for late
// November 2026, so ends and special-termination dates before that are past.

export const NEW_NETZ = 'NEW Netz GmbH';
export const NEW_WASSER = 'NEW Niederrhein Energie und Wasser GmbH';
export const NEW_ENERGIE = 'NEW Energie GmbH';
const NEW_RE = 'NEW Re GmbH';
const NEW_SMART_CITY = 'NEW Smart City GmbH';

export const SONDERKUENDIGUNG = 'Sonderkündigung';
const KUENDIGUNGSFRIST = 'Kündigungsfrist';
const PREISANPASSUNG = 'Preisanpassung';

export interface DemoTermin {
  termin: string;
  frist: string | null;
}

export interface DemoContract {
  osId: string;
  commune: DemoCommune['name'];
  status: ContractStatus;
  gegenstand: string;
  beginn: string | null;
  ende: string | null;
  gebiet: string;
  stadtteil: string | null;
  partner: string;
  termine: DemoTermin[];
}

/** The day the demo is written for; a contract that ended before it is no longer active. */
export const DEMO_DAY = '2026-11-21';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const yearsLater = (day: string, years: number) =>
  addDays(`${Number(day.slice(0, 4)) + years}${day.slice(4)}`, -1);

/** Contract ids of the DMS: 'OS-' and seven digits; contracts count from 0010000 upwards per commune. */
export const contractOsId = (communeIndex: number, n: number) =>
  `OS-${pad(10_000 + communeIndex * 100 + n, 7)}`;

function contractsOf(commune: DemoCommune, index: number): DemoContract[] {
  const rng = createRng(`vertraege/${commune.name}`);
  const rabatt = RABATT_COMMUNES.find((c) => c.name === commune.name);
  const kind = rabatt?.kind ?? 'Stadt';
  const parts = rabatt?.ortsteile.map((o) => o.name) ?? [commune.name];
  const gebiet = `${kind}gebiet ${commune.name}`;
  const part = (salt: number) => parts[(index + salt) % parts.length];
  const has = (slug: DemoCommune['serviceAreas'][number]) => commune.serviceAreas.includes(slug);
  const list: Omit<DemoContract, 'osId' | 'commune'>[] = [];
  const add = (
    contract: Omit<DemoContract, 'osId' | 'commune' | 'status' | 'stadtteil'> & { stadtteil?: string },
  ) => {
    const ended = contract.ende !== null && contract.ende < DEMO_DAY;
    list.push({
      ...contract,
      stadtteil: contract.stadtteil ?? null,
      status: ended ? 'nicht aktiv' : 'aktiv',
    });
  };

  // Electricity concession: 20 years, a special termination right after ten (mostly past by now).
  const stromStart = `${2010 + (index % 6)}-01-01`;
  const stromEnd = yearsLater(stromStart, 20);
  add({
    gegenstand: 'Konzessionsvertrag Strom',
    beginn: stromStart,
    ende: stromEnd,
    gebiet,
    partner: NEW_NETZ,
    termine: [
      { termin: SONDERKUENDIGUNG, frist: yearsLater(stromStart, 10) },
      { termin: KUENDIGUNGSFRIST, frist: `${Number(stromEnd.slice(0, 4)) - 2}-12-31` },
    ],
  });
  if (index % 2 === 0) {
    const start = `${Number(stromStart.slice(0, 4)) - 20}-01-01`;
    add({
      gegenstand: 'Konzessionsvertrag Strom',
      beginn: start,
      ende: addDays(stromStart, -1),
      gebiet,
      partner: 'NEW Niederrhein Energie und Wasser GmbH',
      termine: [],
    });
  }

  const gasStart = `${2012 + (index % 8)}-07-01`;
  add({
    gegenstand: 'Konzessionsvertrag Gas',
    beginn: gasStart,
    ende: yearsLater(gasStart, 20),
    gebiet,
    partner: NEW_NETZ,
    termine: [
      { termin: SONDERKUENDIGUNG, frist: yearsLater(gasStart, 12) },
      { termin: KUENDIGUNGSFRIST, frist: `${Number(gasStart.slice(0, 4)) + 18}-06-30` },
    ],
  });

  if (has('trinkwasser')) {
    const start = `${2008 + ((index * 3) % 10)}-01-01`;
    add({
      gegenstand: 'Konzessionsvertrag Wasser',
      beginn: start,
      ende: yearsLater(start, 20),
      gebiet,
      partner: NEW_WASSER,
      termine: [{ termin: KUENDIGUNGSFRIST, frist: `${Number(start.slice(0, 4)) + 17}-12-31` }],
    });
  }

  if (has('breitband-telekommunikation') || rng.chance(0.4)) {
    add({
      gegenstand: 'Wegenutzungsvertrag Glasfaser',
      beginn: `${2019 + (index % 4)}-${pad(1 + ((index * 5) % 12))}-01`,
      // Open-ended: runs until one side gives notice.
      ende: null,
      gebiet,
      partner: NEW_SMART_CITY,
      termine: [{ termin: KUENDIGUNGSFRIST, frist: null }],
    });
  }

  if (has('strassenbeleuchtung')) {
    const start = `${2016 + (index % 5)}-01-01`;
    add({
      gegenstand: 'Betriebsführung Straßenbeleuchtung',
      beginn: start,
      ende: yearsLater(start, 10),
      gebiet,
      partner: NEW_NETZ,
      termine: [
        { termin: PREISANPASSUNG, frist: '2026-01-01' },
        { termin: PREISANPASSUNG, frist: '2027-01-01' },
        { termin: KUENDIGUNGSFRIST, frist: addDays(yearsLater(start, 10), -182) },
      ],
    });
  }

  const chargingStart = `${2021 + (index % 3)}-${pad(3 + (index % 7))}-01`;
  add({
    gegenstand: 'Gestattungsvertrag Ladeinfrastruktur im öffentlichen Raum',
    beginn: chargingStart,
    ende: yearsLater(chargingStart, 8),
    gebiet,
    stadtteil: part(1),
    partner: NEW_ENERGIE,
    termine: [{ termin: SONDERKUENDIGUNG, frist: yearsLater(chargingStart, 5) }],
  });

  if (has('waerme') || rng.chance(0.5)) {
    const start = `${2015 + (index % 6)}-10-01`;
    add({
      gegenstand: `Wärmeliefervertrag Schulzentrum ${part(0)}`,
      beginn: start,
      ende: yearsLater(start, 15),
      gebiet,
      stadtteil: part(0),
      partner: NEW_ENERGIE,
      termine: [
        { termin: PREISANPASSUNG, frist: '2027-01-01' },
        { termin: KUENDIGUNGSFRIST, frist: addDays(yearsLater(start, 15), -365) },
      ],
    });
  }
  if (has('waerme')) {
    add({
      gegenstand: 'Wegenutzungsvertrag Fernwärme',
      beginn: `${2014 + (index % 5)}-01-01`,
      ende: null,
      gebiet,
      partner: NEW_ENERGIE,
      termine: [],
    });
  }

  // Supply of the commune's own buildings: the running period and the one before.
  add({
    gegenstand: 'Stromliefervertrag kommunale Liegenschaften 2025–2027',
    beginn: '2025-01-01',
    ende: '2027-12-31',
    gebiet,
    partner: NEW_ENERGIE,
    termine: [
      { termin: PREISANPASSUNG, frist: '2026-01-01' },
      { termin: PREISANPASSUNG, frist: '2027-01-01' },
      { termin: KUENDIGUNGSFRIST, frist: '2027-09-30' },
    ],
  });
  add({
    gegenstand: 'Stromliefervertrag kommunale Liegenschaften 2022–2024',
    beginn: '2022-01-01',
    ende: '2024-12-31',
    gebiet,
    partner: NEW_ENERGIE,
    termine: [
      { termin: SONDERKUENDIGUNG, frist: '2023-06-30' },
      { termin: KUENDIGUNGSFRIST, frist: '2024-09-30' },
    ],
  });
  add({
    gegenstand: 'Gasliefervertrag kommunale Liegenschaften 2024–2026',
    beginn: '2024-01-01',
    ende: '2026-12-31',
    gebiet,
    partner: NEW_ENERGIE,
    termine: [
      { termin: SONDERKUENDIGUNG, frist: '2025-06-30' },
      { termin: KUENDIGUNGSFRIST, frist: '2026-09-30' },
    ],
  });

  if (has('abwasser')) {
    const start = `${2013 + (index % 4)}-01-01`;
    add({
      gegenstand: 'Betriebsführungsvertrag Abwasserbeseitigung',
      beginn: start,
      ende: yearsLater(start, 15),
      gebiet,
      partner: NEW_WASSER,
      termine: [{ termin: PREISANPASSUNG, frist: '2027-01-01' }],
    });
  }

  const roofs = ['Grundschule', 'Feuerwehrgerätehaus', 'Bauhof', 'Sporthalle'];
  const roofCount = 1 + (index % 3);
  for (let i = 0; i < roofCount; i++) {
    const start = `${2020 + ((index + i) % 5)}-${pad(4 + i)}-01`;
    add({
      gegenstand: `Dachpachtvertrag Photovoltaik ${roofs[(index + i) % roofs.length]} ${part(i + 2)}`,
      beginn: start,
      ende: yearsLater(start, 20),
      gebiet,
      stadtteil: part(i + 2),
      partner: NEW_RE,
      termine: [{ termin: SONDERKUENDIGUNG, frist: yearsLater(start, 12) }],
    });
  }

  if (commune.einwohner > 60_000) {
    add({
      gegenstand: 'Rahmenvertrag Energiedienstleistungen',
      beginn: '2023-04-01',
      ende: '2028-03-31',
      gebiet,
      partner: NEW_ENERGIE,
      termine: [{ termin: PREISANPASSUNG, frist: '2027-04-01' }],
    });
    add({
      gegenstand: 'Wartungsvertrag Lichtsignalanlagen',
      beginn: '2019-01-01',
      ende: '2025-12-31',
      gebiet,
      partner: NEW_NETZ,
      termine: [{ termin: KUENDIGUNGSFRIST, frist: '2025-06-30' }],
    });
  }

  return list.map((contract, n) => ({
    ...contract,
    osId: contractOsId(index, n + 1),
    commune: commune.name,
  }));
}

let built: DemoContract[] | null = null;

/** Every commune's contracts, in the spec's commune order. */
export function demoContracts(): readonly DemoContract[] {
  built ??= DEMO_COMMUNES.flatMap((commune, index) => contractsOf(commune, index));
  return built;
}
