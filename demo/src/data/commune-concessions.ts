import { addDays } from '../dates.ts';
import { createRng } from '../prng.ts';
import { DEMO_COMMUNES, type DemoCommune } from './communes.ts';
import { RABATT_COMMUNES } from './rabatt-communes.ts';
import type { ServiceAreaSlug } from './service-areas.ts';

// Concession topics (Konzessionssachstände): per commune three to six running or closed matters with two
// to five status entries in markdown, as the utility's concession management writes them. A topic whose
// newest entry is recent carries it as active (shown as new); closed matters are archived.

export interface DemoTopicEntry {
  /** yyyy-mm-dd; the time of day comes from the seed. */
  day: string;
  details: string;
  active: boolean;
}

export interface DemoTopic {
  themaId: string;
  commune: DemoCommune['name'];
  vertrag: string;
  area: ServiceAreaSlug | null;
  archiviert: boolean;
  /** Oldest first. */
  entries: DemoTopicEntry[];
}

interface Context {
  /** 'Stadt Viersen', 'Gemeinde Brüggen'. */
  own: string;
  /** 'Stadt' or 'Gemeinde'. */
  kind: string;
  part: string;
  year: number;
}

interface Story {
  vertrag: string;
  area: (commune: DemoCommune) => ServiceAreaSlug | null;
  steps: ReadonlyArray<(c: Context) => string>;
  closing: (c: Context) => string;
}

const own = (slug: ServiceAreaSlug) => (commune: DemoCommune) =>
  commune.serviceAreas.includes(slug) ? slug : null;

const STORIES: readonly Story[] = [
  {
    vertrag: 'Konzessionsvertrag Strom',
    area: own('strom'),
    steps: [
      (c) =>
        `Die ${c.own} hat das Ende des Konzessionsvertrags Strom im Bundesanzeiger bekannt gemacht.\n\n**Frist für Interessenbekundungen:** drei Monate ab Veröffentlichung.`,
      () =>
        'Die NEW Netz GmbH hat ihr Interesse fristgerecht bekundet. Weitere Interessenten nach Auskunft der Verwaltung:\n\n- ein überregionaler Netzbetreiber\n- eine Bürgerenergiegenossenschaft',
      () =>
        'Der Verfahrensbrief liegt vor. Gewichtung der Auswahlkriterien:\n\n- Versorgungssicherheit: 30 %\n- Preisgünstigkeit und Verbraucherfreundlichkeit: 25 %\n- Effizienz und Umweltverträglichkeit: 30 %\n- kommunale Interessen: 15 %',
      (c) =>
        `Das erste indikative Angebot ist abgegeben. Nächster Schritt: **Verhandlungsgespräch** im Rathaus der ${c.kind} mit Kämmerei und Rechtsamt.`,
      () =>
        'Das verbindliche Angebot ist eingereicht. Die Auswertung durch das beauftragte Anwaltsbüro läuft; mit einer Entscheidung des Rates ist **im nächsten Quartal** zu rechnen.',
    ],
    closing: (c) =>
      `Der Rat der ${c.kind} hat die Konzession Strom an die NEW Netz GmbH vergeben. Der neue Vertrag ist **unterzeichnet**, die Rügefrist ist ohne Rüge abgelaufen.`,
  },
  {
    vertrag: 'Konzessionsvertrag Gas',
    area: own('gas'),
    steps: [
      (c) =>
        `Abstimmung mit der Verwaltung der ${c.own} zur Verlängerung der Gaskonzession. Themen:\n\n- Laufzeit nach § 46 EnWG\n- Umgang mit dem Gasnetzgebietstransformationsplan\n- Konzessionsabgabe für Sondervertragskunden`,
      () =>
        'Die NEW Netz GmbH hat den **Gasnetzgebietstransformationsplan** für das Konzessionsgebiet vorgestellt. Rückfragen der Verwaltung zur Wasserstofftauglichkeit der Hochdruckleitung sind beantwortet.',
      (c) =>
        `Der Entwurf des Konzessionsvertrags ist an das Rechtsamt der ${c.kind} übersandt. **Änderungen** gegenüber dem bisherigen Vertrag:\n\n- Informationspflichten zur Netztransformation\n- jährlicher Bericht zur Netzstruktur\n- Kostenregelung bei Folgepflichten`,
      () =>
        'Das Rechtsamt hat den Entwurf ohne Einwände zurückgegeben. Die Vorlage für den Haupt- und Finanzausschuss ist **in Vorbereitung**.',
    ],
    closing: () => 'Der Vertrag ist beschlossen und **unterzeichnet**. Der Vorgang ist abgeschlossen.',
  },
  {
    vertrag: 'Konzessionsvertrag Wasser',
    area: own('trinkwasser'),
    steps: [
      (c) =>
        `Gespräch zur Verlängerung des Wasserkonzessionsvertrags im Rathaus der ${c.kind}. Vereinbart:\n\n- Entwurf durch die NEW bis Quartalsende\n- Löschwasserbereitstellung bleibt unentgeltlich\n- Hydrantenprüfung weiter jährlich`,
      () =>
        'Der Vertragsentwurf ist übersandt. **Wesentliche Punkte:** Laufzeit 20 Jahre, Konzessionsabgabe unverändert nach KAE, neue Regelung zur Löschwasserbevorratung in Neubaugebieten.',
      (c) =>
        `Rückfrage der Feuerwehr der ${c.kind} zur Löschwassermenge in ${c.part} ist beantwortet: **96 m³/h über zwei Stunden** sind aus dem Netz verfügbar.`,
      () => 'Der Fachausschuss hat dem Entwurf zugestimmt. Die Unterzeichnung ist **terminiert**.',
    ],
    closing: () =>
      'Der Verlängerungsvertrag ist **unterzeichnet** und an beide Seiten versandt. Vorgang abgeschlossen.',
  },
  {
    vertrag: 'Konzessionsabgabe Strom: Nachberechnung',
    area: own('strom'),
    steps: [
      (c) =>
        `Bei der Prüfung des Testats ${c.year} ist eine Abweichung bei den Sondervertragskunden aufgefallen: Zwei Abnahmestellen waren als Tarifkunden abgerechnet.\n\n**Auswirkung:** Nachzahlung an die ${c.own}.`,
      () =>
        'Die korrigierte **Schlussrechnung** ist erstellt und dem Wirtschaftsprüfer zur Bestätigung vorgelegt.',
      () =>
        'Die Bestätigung des Wirtschaftsprüfers liegt vor. Die Nachzahlung ist **zur Auszahlung angewiesen**.',
    ],
    closing: () =>
      'Die Nachzahlung ist überwiesen und von der Kämmerei **bestätigt**. Vorgang abgeschlossen.',
  },
  {
    vertrag: 'Wegenutzungsvertrag Glasfaser',
    area: own('breitband-telekommunikation'),
    steps: [
      (c) =>
        `Anfrage der ${c.own} zur Mitverlegung von Leerrohren beim Netzausbau in ${c.part}. Geprüft werden:\n\n- Trassen der laufenden Strom- und Gasbaumaßnahmen\n- Anschluss von Schulen und Feuerwehr`,
      () =>
        'Der Entwurf des Wegenutzungsvertrags mit der NEW Smart City GmbH liegt vor. **Offen:** Wiederherstellung der Gehwege nach dem Bau.',
      () =>
        'Einigung zur Oberflächenwiederherstellung: Die Gehwege werden **in voller Breite** wiederhergestellt, nicht nur im Grabenbereich.',
    ],
    closing: () => 'Der Wegenutzungsvertrag ist unterzeichnet; die Baumaßnahmen sind **abgeschlossen**.',
  },
  {
    vertrag: 'Straßenbeleuchtung: Eigentumsübertragung',
    area: own('strassenbeleuchtung'),
    steps: [
      (c) =>
        `Die ${c.own} prüft die Übernahme der Straßenbeleuchtungsanlagen ins eigene Eigentum. Die NEW hat den **Anlagenbestand** übergeben:\n\n- Leuchten und Masten mit Baujahr\n- Schaltstellen\n- Restbuchwerte`,
      () =>
        'Bewertung der Anlagen durch einen Gutachter beauftragt. Die **LED-Quote** im Bestand liegt bei rund 70 %.',
      () =>
        'Das Gutachten liegt vor. Die Verwaltung bereitet eine Vorlage vor, ob die Betriebsführung bei der NEW verbleiben soll.',
    ],
    closing: () =>
      'Der Rat hat entschieden: Die Anlagen bleiben im Eigentum der NEW, die Betriebsführung wird **verlängert**.',
  },
  {
    vertrag: 'Konzessionsabgabe Gas: Grenzpreis Sondervertragskunden',
    area: own('gas'),
    steps: [
      (c) =>
        `Die Kämmerei der ${c.kind} hat nach der Anwendung des **Grenzpreises** für Sondervertragskunden im Abrechnungsjahr ${c.year} gefragt.`,
      () =>
        'Erläuterung versandt: Für Sondervertragskunden unterhalb des Grenzpreises entfällt die Konzessionsabgabe nach § 2 Abs. 4 KAV. Betroffen sind **drei Abnahmestellen**.',
      () =>
        'Rückfragen zur Berechnung des Durchschnittserlöses sind in einem Termin mit der Kämmerei **geklärt**.',
    ],
    closing: () => 'Die Kämmerei hat die Erläuterung bestätigt. Vorgang **abgeschlossen**.',
  },
];

/** Which stories a commune has, how many entries and in which state, turned by the commune's index. */
type Kind = 'new' | 'open' | 'archived';

const pad = (value: number) => String(value).padStart(2, '0');

/** The newest entry of a topic: recent ones are new (active), archived ones lie back a year or more. */
function newestDay(kind: Kind, rng: ReturnType<typeof createRng>): string {
  if (kind === 'new') return addDays('2026-11-19', -rng.int(0, 40));
  if (kind === 'open') return addDays('2026-09-15', -rng.int(0, 420));
  return addDays('2025-05-31', -rng.int(0, 600));
}

function topicsOf(commune: DemoCommune, index: number): DemoTopic[] {
  const rng = createRng(`konzessionsthemen/${commune.name}`);
  const rabatt = RABATT_COMMUNES.find((c) => c.name === commune.name);
  const kind = rabatt?.kind ?? 'Stadt';
  const parts = rabatt?.ortsteile.map((o) => o.name) ?? [commune.name];
  // Only matters of the commune's own service areas (no water topic where the NEW supplies no water).
  const stories = STORIES.filter((story) => story.area(commune) !== null);
  const count = Math.min(stories.length, 3 + ((index * 5) % 4));
  const start = index % stories.length;
  const chosen = Array.from({ length: count }, (_, i) => stories[(start + i) % stories.length]);
  return chosen.map((story, i) => {
    // Every commune has a new topic first; every other one an archived matter.
    const state: Kind =
      i === 0
        ? 'new'
        : i === count - 1 && index % 2 === 0
          ? 'archived'
          : rng.pick(['open', 'open', 'new', 'archived'] as const);
    const entryCount = Math.min(story.steps.length + (state === 'archived' ? 1 : 0), 2 + rng.int(0, 3));
    const newest = newestDay(state, rng);
    const days: string[] = [newest];
    for (let e = 1; e < entryCount; e++) days.unshift(addDays(days[0], -rng.int(21, 110)));
    const context: Context = {
      own: `${kind} ${commune.name}`,
      kind,
      part: parts[(index + i) % parts.length],
      year: Number(days[0].slice(0, 4)) - 1,
    };
    const texts =
      state === 'archived'
        ? [...story.steps.slice(0, entryCount - 1).map((step) => step(context)), story.closing(context)]
        : story.steps.slice(0, entryCount).map((step) => step(context));
    return {
      themaId: `KT-${pad(index + 1)}-${pad(i + 1)}`,
      commune: commune.name,
      vertrag: story.vertrag,
      area: story.area(commune),
      archiviert: state === 'archived',
      entries: texts.map((details, e) => ({
        day: days[e],
        details,
        active: state === 'new' && e === texts.length - 1,
      })),
    };
  });
}

let built: DemoTopic[] | null = null;

/** Every commune's concession topics, in the spec's commune order. */
export function demoTopics(): readonly DemoTopic[] {
  built ??= DEMO_COMMUNES.flatMap((commune, index) => topicsOf(commune, index));
  return built;
}
