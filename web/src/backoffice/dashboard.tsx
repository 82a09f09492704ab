import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { cloneElement, createElement } from 'react';
import { Title, useResourceDefinitions } from 'react-admin';
import { Link } from 'react-router';
import { useDocumentTitle } from '../ui/use-document-title.ts';
import { ADMIN_PAGES } from './admin-pages.tsx';
import { useBackofficeUser } from './backoffice-context.ts';

type Tile = { key: string; to: string; label: string; icon?: React.ReactNode };

function Tiles({ heading, tiles }: { heading: string; tiles: Tile[] }) {
  if (!tiles.length) return null;
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        }}
      >
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={Link} to={tile.to} sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  {tile.icon}
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {tile.label}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** The back office's start page: the content areas of the registry and, for admins, the admin pages. */
export function BackofficeDashboard() {
  const user = useBackofficeUser();
  const resources = useResourceDefinitions();
  useDocumentTitle('Backoffice');
  const content: Tile[] = Object.values(resources)
    .filter((resource) => resource.hasList && resource.name !== 'audit')
    .map((resource) => ({
      key: resource.name,
      to: `/admin/${resource.name}`,
      label: String(resource.options?.label ?? resource.name),
      icon: resource.icon ? createElement(resource.icon, { color: 'primary' }) : undefined,
    }));
  const admin: Tile[] = user.isAdmin
    ? [
        ...ADMIN_PAGES.map((page) => ({
          key: page.url,
          to: page.url,
          label: page.label,
          icon: cloneElement(page.icon, { color: 'primary' }),
        })),
        { key: 'audit', to: '/admin/audit', label: 'Protokoll', icon: <HistoryIcon color="primary" /> },
      ]
    : [];
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Title title="Backoffice" />
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Inhalte des Portals pflegen: anlegen, bearbeiten, veröffentlichen und frühere Fassungen
        wiederherstellen.
      </Typography>
      <Tiles heading="Inhalte" tiles={content} />
      <Tiles heading="Verwaltung" tiles={admin} />
    </Box>
  );
}
