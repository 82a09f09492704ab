import type { COMMUNE_NAMES } from '@kp/contract/shell';
import { REFERENCE_COMMUNES, type ReferenceCommune } from '../../../server/src/reference-data/communes.ts';
import type { ServiceAreaSlug } from './service-areas.ts';

export type District = 'Kreis Viersen' | 'Mönchengladbach' | 'Rhein-Kreis Neuss' | 'Kreis Heinsberg';
export type Landmark = 'church' | 'windmill' | 'wind-turbines' | 'castle' | 'city' | 'headframe';

export interface DemoCommune extends ReferenceCommune {
  name: (typeof COMMUNE_NAMES)[number];
  /** Residents, approximate figures close to the official statistics of recent years. */
  einwohner: number;
  district: District;
  /** Slugs of contact people (see contact-people.ts). */
  kommunalPartner: string;
  weitererKommunalpartner?: string;
  partnerQuote: string;
  initials: string;
  /** Shield colours: field and charge. */
  colors: readonly [string, string];
  /** What rises over the fields in the background picture, left to right. */
  landmarks: readonly Landmark[];
  qlickAppId: string;
  ladestellenBereichsId: string;
  enableEinspeisebeteiligung: boolean;
  serviceAreas: readonly ServiceAreaSlug[];
}

/** Each district has one regional leader (slugs of contact people). */
export const REGIONAL_LEADERS: Record<District, string> = {
  'Kreis Viersen': 'markus-brandt',
  'Rhein-Kreis Neuss': 'sabine-kuepper',
  'Kreis Heinsberg': 'thomas-heinrichs',
  Mönchengladbach: 'claudia-wolters',
};

const CORE: readonly ServiceAreaSlug[] = ['strom', 'gas', 'trinkwasser'];
const COMMON: readonly ServiceAreaSlug[] = ['mobilitaet', 'nachhaltigkeit', 'energiedienstleistungen'];

/** The 18 partner communes in the spec's order (COMMUNE_NAMES), without what the reference data holds. */
const DEMO_PROFILES: readonly Omit<DemoCommune, 'ags' | 'latitude' | 'longitude'>[] = [
  {
    name: 'Brüggen',
    einwohner: 16318,
    district: 'Kreis Viersen',
    kommunalPartner: 'anna-schmitz',
    partnerQuote:
      'In Brüggen zeigt sich, wie gut kurze Wege funktionieren: Wenn die Burggemeinde anruft, stehen wir am nächsten Tag gemeinsam auf der Baustelle.',
    initials: 'BR',
    colors: ['#a61e22', '#f2c14e'],
    landmarks: ['castle', 'windmill'],
    qlickAppId: '5f63fdaa-4f82-490c-a46b-6e6031627e9b',
    ladestellenBereichsId: 'LB-BRG',
    enableEinspeisebeteiligung: false,
    serviceAreas: [...CORE, 'strassenbeleuchtung', 'breitband-telekommunikation', ...COMMON],
  },
  {
    name: 'Schwalmtal',
    einwohner: 19262,
    district: 'Kreis Viersen',
    kommunalPartner: 'anna-schmitz',
    partnerQuote:
      'Schwalmtal denkt Klimaschutz sehr praktisch – mit LED in jeder Straße und Photovoltaik auf den Schuldächern kommen wir Jahr für Jahr ein Stück weiter.',
    initials: 'SW',
    colors: ['#1f5fa8', '#f4f1e8'],
    landmarks: ['windmill', 'church'],
    qlickAppId: '37a0b2c4-483b-4dc3-aa8d-2845dbe0803c',
    ladestellenBereichsId: 'LB-SWT',
    enableEinspeisebeteiligung: false,
    serviceAreas: [...CORE, 'abwasser', 'breitband-telekommunikation', ...COMMON],
  },
  {
    name: 'Tönisvorst',
    einwohner: 29790,
    district: 'Kreis Viersen',
    kommunalPartner: 'jan-peters',
    partnerQuote:
      'Die Apfelstadt Tönisvorst hat ehrgeizige Ziele für ihre Quartiere, und wir freuen uns, die Wärmewende dort von Anfang an mitzugestalten.',
    initials: 'TV',
    colors: ['#2e7d32', '#f2c14e'],
    landmarks: ['church', 'wind-turbines'],
    qlickAppId: '2ce8ab73-bd02-4bb8-ab60-d6cdfcdfa610',
    ladestellenBereichsId: 'LB-TVS',
    enableEinspeisebeteiligung: false,
    serviceAreas: [...CORE, 'strassenbeleuchtung', 'baeder-freizeit', ...COMMON],
  },
  {
    name: 'Viersen',
    einwohner: 77673,
    district: 'Kreis Viersen',
    kommunalPartner: 'jan-peters',
    weitererKommunalpartner: 'tobias-beckers',
    partnerQuote:
      'Mit der Stadt Viersen verbindet uns eine lange Partnerschaft – von der Trinkwasserversorgung bis zum Hallenbad arbeiten wir Hand in Hand für die Menschen vor Ort.',
    initials: 'VIE',
    colors: ['#c62828', '#f4f1e8'],
    landmarks: ['church', 'windmill'],
    qlickAppId: 'ae3b5400-0696-484a-aff6-296562787295',
    ladestellenBereichsId: 'LB-VIE',
    enableEinspeisebeteiligung: true,
    serviceAreas: [
      ...CORE,
      'abwasser',
      'strassenbeleuchtung',
      'waerme',
      'smart-city',
      'baeder-freizeit',
      ...COMMON,
    ],
  },
  {
    name: 'Mönchengladbach',
    einwohner: 268943,
    district: 'Mönchengladbach',
    kommunalPartner: 'stefan-janssen',
    weitererKommunalpartner: 'tobias-beckers',
    partnerQuote:
      'Mönchengladbach ist unsere Heimat: Hier bauen wir Fernwärme, Ladepunkte und das LoRaWAN-Netz so aus, dass die ganze Stadt davon profitiert.',
    initials: 'MG',
    colors: ['#1a3d7c', '#e8c547'],
    landmarks: ['city', 'wind-turbines'],
    qlickAppId: '44eeb84e-9225-4279-a2eb-1b0f4de7cbdf',
    ladestellenBereichsId: 'LB-MG',
    enableEinspeisebeteiligung: true,
    serviceAreas: [
      ...CORE,
      'abwasser',
      'strassenbeleuchtung',
      'waerme',
      'breitband-telekommunikation',
      'smart-city',
      'baeder-freizeit',
      ...COMMON,
    ],
  },
  {
    name: 'Korschenbroich',
    einwohner: 33419,
    district: 'Rhein-Kreis Neuss',
    kommunalPartner: 'julia-hermanns',
    partnerQuote:
      'Korschenbroich packt die Wärmeplanung früh an – gemeinsam haben wir die Datengrundlage geschaffen, auf der jetzt die Quartierskonzepte aufbauen.',
    initials: 'KB',
    colors: ['#00695c', '#f4f1e8'],
    landmarks: ['church', 'wind-turbines'],
    qlickAppId: '79716222-ff61-4851-a220-ec7caedd12c0',
    ladestellenBereichsId: 'LB-KOR',
    enableEinspeisebeteiligung: false,
    serviceAreas: [...CORE, 'abwasser', 'waerme', ...COMMON],
  },
  {
    name: 'Jüchen',
    einwohner: 23914,
    district: 'Rhein-Kreis Neuss',
    kommunalPartner: 'julia-hermanns',
    partnerQuote:
      'Am Rand des Tagebaus entsteht in Jüchen die Energielandschaft von morgen, und die Bürgerinnen und Bürger können sich direkt an den neuen Windparks beteiligen.',
    initials: 'JÜ',
    colors: ['#8d1b1b', '#f2c14e'],
    landmarks: ['castle', 'wind-turbines'],
    qlickAppId: '3a495a4d-55ca-45de-abfe-646bc8519d55',
    ladestellenBereichsId: 'LB-JUE',
    enableEinspeisebeteiligung: true,
    serviceAreas: [...CORE, 'strassenbeleuchtung', ...COMMON],
  },
  {
    name: 'Grevenbroich',
    einwohner: 64716,
    district: 'Rhein-Kreis Neuss',
    kommunalPartner: 'michael-lenzen',
    weitererKommunalpartner: 'tobias-beckers',
    partnerQuote:
      'Grevenbroich war lange die Energiestadt der Braunkohle; jetzt gestalten wir zusammen den Wandel zu Wind, Sonne und Wasserstoff.',
    initials: 'GV',
    colors: ['#1565c0', '#f4f1e8'],
    landmarks: ['wind-turbines', 'church'],
    qlickAppId: 'cbb042df-bd4c-4b80-a889-f0f4ec38cb76',
    ladestellenBereichsId: 'LB-GRV',
    enableEinspeisebeteiligung: false,
    serviceAreas: ['strom', 'gas', 'waerme', 'smart-city', ...COMMON],
  },
  {
    name: 'Erkelenz',
    einwohner: 44887,
    district: 'Kreis Heinsberg',
    kommunalPartner: 'katrin-dahmen',
    weitererKommunalpartner: 'laura-wirtz',
    partnerQuote:
      'In Erkelenz planen wir die Versorgung der neuen Ortslagen von Grund auf klimafreundlich – das ist eine Aufgabe, die man nur gemeinsam stemmen kann.',
    initials: 'EK',
    colors: ['#b71c1c', '#1a3d7c'],
    landmarks: ['church', 'wind-turbines'],
    qlickAppId: '446f718a-e9fb-4113-aed9-7984e7927600',
    ladestellenBereichsId: 'LB-ERK',
    enableEinspeisebeteiligung: false,
    serviceAreas: [...CORE, 'strassenbeleuchtung', 'waerme', 'smart-city', ...COMMON],
  },
  {
    name: 'Wegberg',
    einwohner: 28637,
    district: 'Kreis Heinsberg',
    kommunalPartner: 'katrin-dahmen',
    partnerQuote:
      'Die Mühlenstadt Wegberg setzt auf Bürgerenergie, und mit der Einspeisebeteiligung machen wir die Erträge vor Ort für alle sichtbar.',
    initials: 'WB',
    colors: ['#33691e', '#f4f1e8'],
    landmarks: ['windmill', 'church'],
    qlickAppId: 'ee2fca0b-2610-4d00-a520-69b962dc3155',
    ladestellenBereichsId: 'LB-WEG',
    enableEinspeisebeteiligung: true,
    serviceAreas: [...CORE, 'breitband-telekommunikation', ...COMMON],
  },
  {
    name: 'Niederkrüchten',
    einwohner: 15804,
    district: 'Kreis Viersen',
    kommunalPartner: 'anna-schmitz',
    partnerQuote:
      'Niederkrüchten entwickelt den ehemaligen Militärflughafen zu einem Standort für erneuerbare Energien, und wir bringen das passende Netz mit.',
    initials: 'NK',
    colors: ['#0d47a1', '#f2c14e'],
    landmarks: ['church', 'wind-turbines'],
    qlickAppId: '07500eb9-9fc9-46df-a183-32f6dcdf8ee7',
    ladestellenBereichsId: 'LB-NKR',
    enableEinspeisebeteiligung: false,
    serviceAreas: [...CORE, 'abwasser', 'breitband-telekommunikation', ...COMMON],
  },
  {
    name: 'Wassenberg',
    einwohner: 19095,
    district: 'Kreis Heinsberg',
    kommunalPartner: 'daniel-gerards',
    partnerQuote:
      'Zwischen Burg und Birgeler Wald ist Wassenberg ein Ort zum Durchatmen, und wir sorgen dafür, dass Wasser und Energie genauso verlässlich bleiben.',
    initials: 'WA',
    colors: ['#1f5fa8', '#c62828'],
    landmarks: ['castle', 'church'],
    qlickAppId: 'a9d2c701-e8b6-4435-a5e2-bf3094c374b4',
    ladestellenBereichsId: 'LB-WAS',
    enableEinspeisebeteiligung: false,
    serviceAreas: [...CORE, 'breitband-telekommunikation', ...COMMON],
  },
  {
    name: 'Hückelhoven',
    einwohner: 40812,
    district: 'Kreis Heinsberg',
    kommunalPartner: 'daniel-gerards',
    weitererKommunalpartner: 'laura-wirtz',
    partnerQuote:
      'Wo früher Kohle gefördert wurde, entstehen in Hückelhoven heute Gewerbeflächen mit grüner Energie – ein Strukturwandel, den wir gern begleiten.',
    initials: 'HÜ',
    colors: ['#212121', '#f2c14e'],
    landmarks: ['headframe', 'church'],
    qlickAppId: '4f5e67b4-3a53-4f1c-a7e1-a031f176e0e5',
    ladestellenBereichsId: 'LB-HUE',
    enableEinspeisebeteiligung: false,
    serviceAreas: [...CORE, 'strassenbeleuchtung', 'waerme', ...COMMON],
  },
  {
    name: 'Geilenkirchen',
    einwohner: 27935,
    district: 'Kreis Heinsberg',
    kommunalPartner: 'nicole-houben',
    weitererKommunalpartner: 'laura-wirtz',
    partnerQuote:
      'Geilenkirchen modernisiert Schritt für Schritt seine Straßenbeleuchtung, und jede umgerüstete Leuchte spart der Stadt bares Geld.',
    initials: 'GK',
    colors: ['#c62828', '#f4f1e8'],
    landmarks: ['castle', 'church'],
    qlickAppId: '977ef480-9ade-454f-af8b-f2a5bfdc4edc',
    ladestellenBereichsId: 'LB-GEI',
    enableEinspeisebeteiligung: false,
    serviceAreas: [...CORE, 'strassenbeleuchtung', ...COMMON],
  },
  {
    name: 'Übach-Palenberg',
    einwohner: 24580,
    district: 'Kreis Heinsberg',
    kommunalPartner: 'nicole-houben',
    partnerQuote:
      'Übach-Palenberg zeigt, dass Wärmewende auch im Bestand gelingt – mit guter Beratung für Eigentümerinnen, Eigentümer und die Stadt selbst.',
    initials: 'ÜP',
    colors: ['#004d40', '#f2c14e'],
    landmarks: ['castle', 'wind-turbines'],
    qlickAppId: '87c9a22d-b869-4f6d-aa21-db0506695d62',
    ladestellenBereichsId: 'LB-UEP',
    enableEinspeisebeteiligung: false,
    serviceAreas: [...CORE, 'waerme', ...COMMON],
  },
  {
    name: 'Waldfeucht',
    einwohner: 9127,
    district: 'Kreis Heinsberg',
    kommunalPartner: 'frank-coenen',
    partnerQuote:
      'In Waldfeucht kennt man sich, und genau so arbeiten wir zusammen: unkompliziert, verlässlich und immer mit einem offenen Ohr.',
    initials: 'WF',
    colors: ['#2e7d32', '#f4f1e8'],
    landmarks: ['windmill', 'church'],
    qlickAppId: 'a57b69d5-6538-45f0-a86e-b127b30e4090',
    ladestellenBereichsId: 'LB-WFT',
    enableEinspeisebeteiligung: false,
    serviceAreas: ['strom', 'gas', 'breitband-telekommunikation', ...COMMON],
  },
  {
    name: 'Gangelt',
    einwohner: 12318,
    district: 'Kreis Heinsberg',
    kommunalPartner: 'frank-coenen',
    partnerQuote:
      'Gangelt erzeugt schon heute mehr Ökostrom, als es verbraucht, und mit der Einspeisebeteiligung profitiert die Gemeinde direkt davon.',
    initials: 'GA',
    colors: ['#1a3d7c', '#f4f1e8'],
    landmarks: ['church', 'wind-turbines'],
    qlickAppId: '0c389acc-e89d-43f6-afca-1bccabbaa866',
    ladestellenBereichsId: 'LB-GAN',
    enableEinspeisebeteiligung: true,
    serviceAreas: ['strom', 'gas', 'breitband-telekommunikation', ...COMMON],
  },
  {
    name: 'Selfkant',
    einwohner: 10286,
    district: 'Kreis Heinsberg',
    kommunalPartner: 'frank-coenen',
    partnerQuote:
      'Im westlichsten Zipfel Deutschlands zählt jede Glasfaser – gemeinsam mit dem Selfkant bringen wir schnelles Internet bis in die kleinsten Ortsteile.',
    initials: 'SK',
    colors: ['#f2c14e', '#1a3d7c'],
    landmarks: ['windmill', 'wind-turbines'],
    qlickAppId: '4868f44c-1346-47e5-a3a7-8468229a7503',
    ladestellenBereichsId: 'LB-SEL',
    enableEinspeisebeteiligung: false,
    serviceAreas: ['strom', 'gas', 'breitband-telekommunikation', ...COMMON],
  },
];

/** Each demo commune with its reference row (name, AGS, centroid). */
export const DEMO_COMMUNES: readonly DemoCommune[] = DEMO_PROFILES.map((profile, index) => {
  const reference = REFERENCE_COMMUNES[index];
  if (reference.name !== profile.name) throw new Error(`Demo-Kommune ${profile.name} ohne Referenzdaten`);
  return { ...profile, ags: reference.ags, latitude: reference.latitude, longitude: reference.longitude };
});
