import type { Navigation, User } from '@kp/contract/access';
import { SPECIAL_TITLES } from '@kp/contract/content-constants';
import { formatNumber, ROUTES } from '@kp/contract/shell';
import { educationSwitch } from '../../app/education-mode.ts';
import { canOpenPage, type PageKey, type PageUser } from '../../app/pages.ts';

export type CardIcon =
  | 'funds'
  | 'about'
  | 'contracts'
  | 'press'
  | 'constructions'
  | 'events'
  | 'charging'
  | 'faq'
  | 'sustainability'
  | 'education'
  | 'municipal'
  | 'sponsoring'
  | 'contact'
  | 'magazin'
  | 'communeDashboard'
  | 'concessions';

type CardBase = { key: string; title: string; text: string; icon: CardIcon };
/** A link card, or a card that switches between the municipal and the education view. */
export type DashboardCard =
  | (CardBase & { to: string })
  | (CardBase & { switchTo: 'education' | 'municipal' });

export type CardUser = Pick<User, 'isNewEmployee' | 'showBildungsportal'> & PageUser;

type AreaRef = { id: number; title: string };
/** What the events card needs of GET /service-areas: the services and sub-services of each area. */
export type AreaTree = AreaRef & {
  services: { id: number; title: string; subServices: { id: number; title: string }[] }[];
};

const sameTitle = (a: string, b: string) => a.trim().toLocaleLowerCase('de') === b.toLocaleLowerCase('de');

export function findArea(areas: readonly AreaRef[], title: string): AreaRef | null {
  return areas.find((area) => sameTitle(area.title, title)) ?? null;
}

/** The route of the 'NEW Erleben' sub-service, wherever it sits in the catalogue; null without it. */
export function eventsRoute(areas: readonly AreaTree[]): string | null {
  for (const area of areas) {
    for (const service of area.services) {
      const sub = service.subServices.find((item) => sameTitle(item.title, SPECIAL_TITLES.events));
      if (sub) return ROUTES.subService(area.id, service.id, sub.id);
    }
  }
  return null;
}

/** The events card leads to the NEW Erleben sub-service: for those who may open NEW Erleben (/new-erleben). */
export const getsEventsCard = (user: PageUser) =>
  canOpenPage('newErleben', user) && canOpenPage('subService', user);

type MunicipalInput = {
  user: CardUser;
  /** The drawer's data: service areas (id, title) and whether FAQ content exists. */
  navigation: Pick<Navigation, 'serviceAreas' | 'faq'> | undefined;
  /** GET /service-areas, loaded only for users who get the events card. */
  serviceAreas: readonly AreaTree[] | undefined;
};

/**
 * The municipal view's cards (spec 01 §2), in the spec's order: Fördermöglichkeiten, Über die NEW,
 * Vertragsübersicht (employees) or Presse (others), Bauprojekte, NEW Erleben, Wunschladesäulen, FAQs,
 * Nachhaltigkeit, then for commune users the commune pages they may open (decision 016), Bildungsportal.
 * A card shows only when the user may open its page.
 */
export function municipalCards({ user, navigation, serviceAreas }: MunicipalInput): DashboardCard[] {
  const mayOpen = (page: PageKey) => canOpenPage(page, user);
  const cards: DashboardCard[] = [];
  const areas = navigation?.serviceAreas ?? [];
  if (mayOpen('funds')) {
    cards.push({
      key: 'funds',
      title: 'Fördermöglichkeiten',
      text: 'Aktuelle Förderprogramme für Ihre Kommune',
      icon: 'funds',
      to: ROUTES.funds,
    });
  }
  if (mayOpen('about')) {
    cards.push({
      key: 'about',
      title: 'Über die NEW',
      text: 'Die NEW-Gruppe und ihre Unternehmen',
      icon: 'about',
      to: ROUTES.about,
    });
  }
  if (user.isNewEmployee) {
    if (mayOpen('vertragsuebersicht')) {
      cards.push({
        key: 'vertragsuebersicht',
        title: 'Vertragsübersicht',
        text: 'Die Verträge der Kommunen im Überblick',
        icon: 'contracts',
        to: ROUTES.vertragsuebersicht,
      });
    }
  } else if (mayOpen('news')) {
    cards.push({
      key: 'news',
      title: 'Presse',
      text: 'Nachrichten und Pressemitteilungen der NEW',
      icon: 'press',
      to: ROUTES.news,
    });
  }
  if (mayOpen('constructionsMap')) {
    cards.push({
      key: 'constructionsMap',
      title: 'Bauprojekte',
      text: 'Baustellen und Projekte der NEW auf der Karte',
      icon: 'constructions',
      to: ROUTES.constructionsMap,
    });
  }
  const events = getsEventsCard(user) ? eventsRoute(serviceAreas ?? []) : null;
  if (events) {
    cards.push({
      key: 'events',
      title: SPECIAL_TITLES.events,
      text: 'Veranstaltungen und Erlebnisse der NEW',
      icon: 'events',
      to: events,
    });
  }
  const mobility = mayOpen('serviceArea') ? findArea(areas, SPECIAL_TITLES.mobilitaet) : null;
  if (mobility) {
    cards.push({
      key: 'wunschladesaeulen',
      title: 'Wunschladesäulen',
      text: 'Standorte für neue Ladesäulen vorschlagen',
      icon: 'charging',
      to: ROUTES.serviceArea(mobility.id),
    });
  }
  if (navigation?.faq && mayOpen('faq')) {
    cards.push({
      key: 'faq',
      title: 'FAQs',
      text: 'Antworten auf häufige Fragen',
      icon: 'faq',
      to: ROUTES.faq,
    });
  }
  const sustainability = mayOpen('serviceArea') ? findArea(areas, SPECIAL_TITLES.nachhaltigkeit) : null;
  if (sustainability) {
    cards.push({
      key: 'nachhaltigkeit',
      title: SPECIAL_TITLES.nachhaltigkeit,
      text: 'Ziele, Vision und Leuchtturmprojekte der NEW',
      icon: 'sustainability',
      to: ROUTES.serviceArea(sustainability.id),
    });
  }
  if (!user.isNewEmployee) cards.push(...ownCommuneCards(mayOpen));
  if (educationSwitch(user)?.target === 'education') {
    cards.push({
      key: 'bildungsportal',
      title: 'Bildungsportal',
      text: 'Zur Ansicht für Bildungseinrichtungen wechseln',
      icon: 'education',
      switchTo: 'education',
    });
  }
  return cards;
}

/**
 * Decision 016: the commune pages a commune user may open, each as a card; the pages show the user's own
 * commune (the dashboard preselects it, the lists are scoped to it by the server).
 */
function ownCommuneCards(mayOpen: (page: PageKey) => boolean): DashboardCard[] {
  const cards: DashboardCard[] = [];
  if (mayOpen('communeDashboard')) {
    cards.push({
      key: 'communeDashboard',
      title: 'Kommunen-Dashboard',
      text: 'Ihre Kommune auf einen Blick',
      icon: 'communeDashboard',
      to: ROUTES.communeDashboard,
    });
  }
  if (mayOpen('vertragsuebersicht')) {
    cards.push({
      key: 'vertragsuebersicht',
      title: 'Vertragsübersicht',
      text: 'Die Verträge Ihrer Kommune im Überblick',
      icon: 'contracts',
      to: ROUTES.vertragsuebersicht,
    });
  }
  if (mayOpen('konzessionsthemen')) {
    cards.push({
      key: 'konzessionsthemen',
      title: 'Konzessionsthemen',
      text: 'Der Stand der Konzessionsthemen Ihrer Kommune',
      icon: 'concessions',
      to: ROUTES.konzessionsthemen,
    });
  }
  return cards;
}

/** What a card needs of an education menu item (GET /api/bildungsportal/menu). */
export type EducationMenuRef = { id: number; name: string; text?: string | null };

/**
 * The education view's cards (spec 01 §2): one per material category of the education menu,
 * Sponsoring, Kontakt, Über die NEW, Magazin, and Kommunalportal unless the municipal portal is hidden.
 */
export function educationCards({
  user,
  menu = [],
}: {
  user: CardUser;
  menu?: readonly EducationMenuRef[];
}): DashboardCard[] {
  const mayOpen = (page: PageKey) => canOpenPage(page, user);
  const cards: DashboardCard[] = [];
  if (mayOpen('educationMaterials')) {
    for (const item of menu) {
      cards.push({
        key: `bildungsmaterial-${item.id}`,
        title: item.name,
        text: 'Materialien und Angebote ansehen',
        icon: 'education',
        to: ROUTES.bildungsmaterialList(item.id),
      });
    }
  }
  if (mayOpen('sponsoring')) {
    cards.push({
      key: 'sponsoring',
      title: 'Sponsoring',
      text: 'Unterstützung der NEW für Bildungseinrichtungen',
      icon: 'sponsoring',
      to: ROUTES.sponsoring,
    });
  }
  if (mayOpen('bildungsportalContact')) {
    cards.push({
      key: 'kontakt',
      title: 'Kontakt',
      text: 'Ihre Ansprechpartner im Bildungsportal',
      icon: 'contact',
      to: ROUTES.bildungsportalContact,
    });
  }
  if (mayOpen('about')) {
    cards.push({
      key: 'about',
      title: 'Über die NEW',
      text: 'Die NEW-Gruppe und ihre Unternehmen',
      icon: 'about',
      to: ROUTES.about,
    });
  }
  if (mayOpen('magazin')) {
    cards.push({
      key: 'magazin',
      title: 'Magazin',
      text: 'Geschichten und Neuigkeiten aus der Region',
      icon: 'magazin',
      to: ROUTES.magazin,
    });
  }
  if (educationSwitch(user)?.target === 'municipal') {
    cards.push({
      key: 'kommunalportal',
      title: 'Kommunalportal',
      text: 'Zur Ansicht für Kommunen wechseln',
      icon: 'municipal',
      switchTo: 'municipal',
    });
  }
  return cards;
}

/** Residents in German number format ('42.137'); null when unknown. */
export const formatResidents = (einwohner: number | null): string | null =>
  einwohner === null ? null : formatNumber(einwohner);

/** The commune card's consumption: '1.500.623 kWh' and the year it is from; null without data. */
export function formatConsumption(verbrauch: { year: number; kWh: number } | null) {
  if (!verbrauch) return null;
  return {
    value: `${formatNumber(Math.round(verbrauch.kWh))} kWh`,
    label: `Verbrauch ${verbrauch.year}`,
  };
}
