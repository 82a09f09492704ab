import type { AboutUs } from '@kp/contract/content';
import { ROUTES } from '@kp/contract/shell';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { browserData, type Prefetch, serverData } from '../../app/route-data.ts';
import { ImageGallery } from '../../ui/image-gallery.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { VideoEmbed } from '../../ui/video-embed.tsx';
import { aboutUsQuery } from './about-api.ts';
import { companyExcerpt } from './about-excerpt.ts';

const PAGE_NAME = 'Über die NEW';

/** The about page (spec 01 §2): title, content, images, the video and the group companies. */
export function AboutPage() {
  const { data: about, isError } = useQuery(aboutUsQuery());
  useDocumentTitle(about?.title || PAGE_NAME);
  if (!about && isError) {
    // The snackbar says what went wrong; the page keeps its title.
    return (
      <Box sx={{ maxWidth: 900 }}>
        <Typography variant="h1" sx={{ mb: 3 }}>
          {PAGE_NAME}
        </Typography>
        <Typography>Die Inhalte dieser Seite sind derzeit nicht verfügbar.</Typography>
      </Box>
    );
  }
  if (!about) return <AboutSkeleton />;

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Box component="article" sx={{ maxWidth: 900 }}>
        <Typography variant="h1" sx={{ mb: 3 }}>
          {about.title || PAGE_NAME}
        </Typography>
        <RichText html={about.content1Html} />
        {about.content2.trim() && (
          <Box sx={{ mt: 3 }}>
            <RichText html={about.content2Html} />
          </Box>
        )}
        {about.images.length > 0 && (
          <Box sx={{ mt: 4 }}>
            <ImageGallery images={about.images} label={`Bilder zu ${about.title || PAGE_NAME}`} />
          </Box>
        )}
        {about.video && (
          <Box sx={{ mt: 4 }}>
            <VideoEmbed html={about.video} fallbackTitle={`Video: ${about.title || PAGE_NAME}`} />
          </Box>
        )}
      </Box>
      <Companies companies={about.NewGroupOptions} />
    </Box>
  );
}

function Companies({ companies }: { companies: AboutUs['NewGroupOptions'] }) {
  const headingId = useId();
  if (companies.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 6 }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 3 }}>
        Die Unternehmen der NEW-Gruppe
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: 3,
        }}
      >
        {companies.map(({ id, newCompany }) => (
          <Box component="li" key={id} sx={{ display: 'flex' }}>
            <Card variant="outlined" sx={{ display: 'flex', width: '100%' }}>
              <CardActionArea
                component={Link}
                to={ROUTES.newCompanyDetail(newCompany.id)}
                sx={{ display: 'flex', alignItems: 'stretch', justifyContent: 'flex-start' }}
              >
                <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, width: '100%' }}>
                  <Typography component="h3" variant="h3" sx={{ fontSize: '1.2rem' }}>
                    {newCompany.title}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', flexGrow: 1 }}>
                    {companyExcerpt(newCompany.content1)}
                  </Typography>
                  <Box
                    aria-hidden
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 0.5,
                      color: 'primary.main',
                      fontWeight: 600,
                    }}
                  >
                    Mehr erfahren <ArrowForwardIcon fontSize="small" />
                  </Box>
                </CardContent>
              </CardActionArea>
            </Card>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function AboutSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Seite wird geladen …" sx={{ maxWidth: 900 }}>
      <Skeleton variant="text" sx={{ fontSize: '2.25rem', width: '50%', mb: 2 }} />
      <Skeleton variant="text" />
      <Skeleton variant="text" />
      <Skeleton variant="text" sx={{ width: '70%', mb: 3 }} />
      <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
    </Box>
  );
}

const aboutData: Prefetch = (queryClient) => queryClient.prefetchQuery(aboutUsQuery());
export const loader = serverData(aboutData);
export const clientLoader = browserData(aboutData);

export default AboutPage;
