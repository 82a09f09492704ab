import BusinessIcon from '@mui/icons-material/Business';
import ChatIcon from '@mui/icons-material/Chat';
import ConstructionIcon from '@mui/icons-material/Construction';
import DescriptionIcon from '@mui/icons-material/Description';
import EuroIcon from '@mui/icons-material/Euro';
import EventIcon from '@mui/icons-material/Event';
import EvStationIcon from '@mui/icons-material/EvStation';
import GavelIcon from '@mui/icons-material/Gavel';
import HandshakeIcon from '@mui/icons-material/Handshake';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import QuizIcon from '@mui/icons-material/Quiz';
import SchoolIcon from '@mui/icons-material/School';
import SpaIcon from '@mui/icons-material/Spa';
import DashboardIcon from '@mui/icons-material/SpaceDashboard';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CardIcon, DashboardCard } from './dashboard-cards.ts';

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
  communeDashboard: <DashboardIcon />,
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
    <Box
      component="ul"
      aria-labelledby={labelledBy}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
      }}
    >
      {cards.map((card) => (
        <li key={card.key}>
          {'to' in card ? (
            <ButtonBase component={Link} to={card.to} sx={cardSx}>
              <CardContent card={card} />
            </ButtonBase>
          ) : (
            <ButtonBase onClick={() => onSwitch(card.switchTo)} disabled={switching} sx={cardSx}>
              <CardContent card={card} />
            </ButtonBase>
          )}
        </li>
      ))}
    </Box>
  );
}

function CardContent({ card }: { card: DashboardCard }) {
  return (
    <>
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 44,
          height: 44,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          flexShrink: 0,
        }}
      >
        {ICONS[card.icon]}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 700, fontSize: '1.0625rem' }}>
          {card.title}
        </Typography>
        <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
          {card.text}
        </Typography>
      </Box>
    </>
  );
}

const cardSx = {
  width: '100%',
  height: '100%',
  minHeight: 96,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: 2,
  p: 2,
  textAlign: 'left',
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  bgcolor: 'background.paper',
  color: 'text.primary',
  transition: 'border-color 120ms, box-shadow 120ms',
  '&:hover': { borderColor: 'primary.main', boxShadow: 2 },
  '&.Mui-focusVisible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;
