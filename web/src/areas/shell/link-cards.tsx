import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  BusinessIcon,
  ChatIcon,
  ConstructionIcon,
  DescriptionIcon,
  EuroIcon,
  EventIcon,
  EvStationIcon,
  GavelIcon,
  HandshakeIcon,
  LocationCityIcon,
  MenuBookIcon,
  NewspaperIcon,
  QuizIcon,
  SchoolIcon,
  SpaceDashboardIcon,
  SpaIcon,
} from '../../ui/icons.tsx';
import text from '../../ui/type.module.css';
import type { CardIcon, DashboardCard } from './dashboard-cards.ts';
import styles from './link-cards.module.css';

const ICONS: Record<CardIcon, ReactNode> = {
  funds: <EuroIcon />,
  about: <BusinessIcon />,
  contracts: <DescriptionIcon />,
  press: <NewspaperIcon />,
  constructions: <ConstructionIcon />,
  events: <EventIcon />,
  charging: <EvStationIcon />,
  faq: <QuizIcon />,
  sustainability: <SpaIcon />,
  education: <SchoolIcon />,
  municipal: <LocationCityIcon />,
  sponsoring: <HandshakeIcon />,
  contact: <ChatIcon />,
  magazin: <MenuBookIcon />,
  communeDashboard: <SpaceDashboardIcon />,
  concessions: <GavelIcon />,
};

/** The dashboard's link cards as a list; switch cards are buttons, the others links. */
export function LinkCards({
  cards,
  labelledBy,
  onSwitch,
  switching,
}: {
  cards: DashboardCard[];
  labelledBy: string;
  onSwitch: (target: 'education' | 'municipal') => void;
  switching: boolean;
}) {
  return (
    <ul aria-labelledby={labelledBy} className={styles.list}>
      {cards.map((card) => (
        <li key={card.key}>
          {'to' in card ? (
            <Link to={card.to} className={styles.card}>
              <CardContent card={card} />
            </Link>
          ) : (
            <button
              type="button"
              onClick={() => onSwitch(card.switchTo)}
              disabled={switching}
              className={styles.card}
            >
              <CardContent card={card} />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

function CardContent({ card }: { card: DashboardCard }) {
  return (
    <>
      <span aria-hidden className={styles.icon}>
        {ICONS[card.icon]}
      </span>
      <span className={styles.words}>
        <span className={styles.title}>{card.title}</span>
        <span className={`${text.body2} ${text.secondary} ${styles.description}`}>{card.text}</span>
      </span>
    </>
  );
}
