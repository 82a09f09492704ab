/** The fixed content of the Quartiersentwicklung service page (spec 02, Quartiersentwicklung consultation). */

export type QuartierStep = { title: string; text: string; points: string[] };

/** The 7 process steps (QUARTIER_PROCESS_STEPS) from the first talk to operation. */
export const QUARTIER_STEPS: readonly QuartierStep[] = [
  {
    title: 'Erstgespräch',
    text: 'Wir lernen Ihr Quartier und Ihre Ziele kennen: ein Neubaugebiet, ein Bestandsviertel aus den 1960er-Jahren oder ein Gewerbegebiet. Gemeinsam klären wir, welche Fragen am Anfang stehen und wer aus Verwaltung und Politik eingebunden werden sollte.',
    points: [
      'Termin vor Ort oder per Video, kostenfrei und unverbindlich',
      'Abgrenzung des Quartiers und erste Zielbilder',
      'Überblick über vorhandene Daten und Planungen',
    ],
  },
  {
    title: 'Bestandsaufnahme',
    text: 'Wir erfassen, was das Quartier heute ausmacht. Dafür nutzen wir unsere Netz- und Verbrauchsdaten und ergänzen sie um Gebäudedaten, Begehungen und Gespräche mit den Eigentümerinnen und Eigentümern.',
    points: [
      'Gebäudebestand, Baualter und Sanierungsstand',
      'Wärme- und Stromverbrauch, vorhandene Heizungen',
      'Strom-, Gas-, Wasser- und Wärmenetze im Quartier',
    ],
  },
  {
    title: 'Potenzialanalyse',
    text: 'Wir zeigen, welche erneuerbaren Quellen und Einsparungen im Quartier erschließbar sind – und was sie kosten. So wird sichtbar, welche Versorgung technisch möglich und wirtschaftlich sinnvoll ist.',
    points: [
      'Photovoltaik auf Dächern und Parkplätzen',
      'Erdwärme, Umweltwärme, Abwärme aus Gewerbe und Abwasser',
      'Einsparpotenziale durch Sanierung und effiziente Technik',
    ],
  },
  {
    title: 'Konzeptentwicklung',
    text: 'Aus den Potenzialen entstehen zwei bis drei Versorgungsvarianten, die wir nach Kosten, CO₂-Einsparung und Umsetzbarkeit vergleichen. Am Ende steht eine Vorzugsvariante, die Sie in Ihren Gremien vorstellen können.',
    points: [
      'Variantenvergleich mit Wärmepreis für die Bewohnerinnen und Bewohner',
      'CO₂-Bilanz und Beitrag zur kommunalen Wärmeplanung',
      'Beteiligung der Öffentlichkeit, z. B. mit Infoabenden',
    ],
  },
  {
    title: 'Fördermittel',
    text: 'Für Quartierskonzepte und Wärmenetze gibt es attraktive Förderprogramme von Bund und Land. Wir prüfen, welche Programme passen, und bereiten die Anträge mit Ihnen vor.',
    points: [
      'KfW 432 „Energetische Stadtsanierung“ für Konzept und Sanierungsmanagement',
      'Bundesförderung für effiziente Wärmenetze (BEW)',
      'Landesprogramme von NRW, etwa progres.nrw',
    ],
  },
  {
    title: 'Umsetzung',
    text: 'Wir planen, schreiben aus und bauen – abgestimmt mit Ihrem Bauamt und möglichst im Zuge ohnehin geplanter Straßenbaumaßnahmen. Eigentümerinnen und Eigentümer erhalten Angebote für den Anschluss.',
    points: [
      'Genehmigungs- und Ausführungsplanung',
      'Bau von Energiezentrale, Leitungen und Hausanschlüssen',
      'Ansprechperson für Anwohnende während der Bauzeit',
    ],
  },
  {
    title: 'Betrieb',
    text: 'Nach der Inbetriebnahme betreiben wir die Anlagen, rechnen ab und halten alles instand. Mit einem jährlichen Monitoring sehen Sie, wie viel CO₂ das Quartier tatsächlich einspart.',
    points: [
      'Störungsdienst rund um die Uhr',
      'Abrechnung für alle Angeschlossenen',
      'Jährlicher Bericht für Ihr Klimaschutzmonitoring',
    ],
  },
];

export const QUARTIER_INTRO =
  'Ein Quartier ist mehr als die Summe seiner Gebäude. Wer Wärme, Strom und Mobilität für ein ganzes Viertel gemeinsam plant, kann erneuerbare Energien besser nutzen, Kosten teilen und den Bewohnerinnen und Bewohnern eine bezahlbare, klimafreundliche Versorgung bieten. Wir begleiten Ihre Kommune vom ersten Gespräch bis zum Betrieb – aus einer Hand.';

export type QuartierTopic = { title: string; intro: string; points: { term: string; text: string }[] };

export const QUARTIER_SOLUTIONS: QuartierTopic = {
  title: 'Quartierslösungen',
  intro:
    'Welche Lösung passt, hängt von Dichte, Gebäudealter und den verfügbaren Wärmequellen ab. Diese Bausteine setzen wir in Quartieren der Region ein:',
  points: [
    {
      term: 'Nahwärmenetz',
      text: 'Eine zentrale Energiezentrale mit Großwärmepumpe, Biomasse oder Abwärme versorgt die Gebäude über ein gemeinsames Netz – sinnvoll in dichter Bebauung und im Bestand.',
    },
    {
      term: 'Kalte Nahwärme',
      text: 'Ein Netz mit niedriger Temperatur verteilt Erd- oder Umweltwärme; Wärmepumpen in den Häusern heben sie auf Heiztemperatur. Ideal für Neubaugebiete, im Sommer auch zum Kühlen.',
    },
    {
      term: 'Mieterstrom und Quartiersspeicher',
      text: 'Solarstrom vom eigenen Dach wird direkt im Quartier verbraucht; ein Batteriespeicher gleicht Tag und Nacht aus und entlastet das Stromnetz.',
    },
    {
      term: 'Ladeinfrastruktur',
      text: 'Ladepunkte an Stellplätzen und in Tiefgaragen, gesteuert durch ein Lastmanagement, damit viele Fahrzeuge ohne teuren Netzausbau laden können.',
    },
  ],
};

export const SECTOR_COUPLING: QuartierTopic = {
  title: 'Sektorenkopplung',
  intro:
    'Sektorenkopplung heißt: Strom, Wärme und Verkehr werden nicht getrennt betrachtet, sondern so verbunden, dass erneuerbarer Strom möglichst vollständig genutzt wird.',
  points: [
    {
      term: 'Power-to-Heat',
      text: 'Wärmepumpen und Heizstäbe wandeln Solar- und Windstrom in Wärme um; Pufferspeicher halten sie für Stunden oder Tage vor.',
    },
    {
      term: 'Power-to-Mobility',
      text: 'Elektrofahrzeuge laden bevorzugt dann, wenn viel Sonnenstrom im Quartier erzeugt wird, und senken so Kosten und Netzlast.',
    },
    {
      term: 'Abwärmenutzung',
      text: 'Wärme aus Abwasserkanälen, Kläranlagen oder Gewerbebetrieben, die heute ungenutzt verloren geht, wird ins Quartiersnetz eingespeist.',
    },
    {
      term: 'Intelligente Steuerung',
      text: 'Ein Energiemanagement koordiniert Erzeugung, Speicher und Verbrauch und reagiert auf Preise und Netzzustand – für die Bewohnerinnen und Bewohner unsichtbar.',
    },
  ],
};
