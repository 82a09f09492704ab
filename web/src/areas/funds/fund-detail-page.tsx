import { fileUrl } from '@kp/contract/api-base';
import type { Foerdermittel } from '@kp/contract/funds';
import { FUNDS_TEXTS, splitContactText } from '@kp/contract/funds-constants';
import { ROUTES } from '@kp/contract/shell';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../app/api-client.ts';
import { browserData, type Prefetch, serverData } from '../../app/route-data.ts';
import { Chip } from '../../ui/chip.tsx';
import { DetailsList } from '../../ui/details-list.tsx';
import { MainAside } from '../../ui/main-aside.tsx';
import { NotFound } from '../../ui/not-found.tsx';
import { LoadFailed } from '../../ui/query-states.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { fundQuery, fundsQuery } from './api.ts';
import { topicImageUrl } from './fund-card.tsx';
import { BulletList, ExternalLink, OfferColumn, Section, TextOrLink } from './fund-detail-parts.tsx';
import { deadline } from './fund-list.ts';
import { linkifyContact } from './linkify-contact.ts';
/**
 * A funding programme (spec 01 §2, funding detail): every field in the spec's order, empty ones left out;
 * the provider's own offer ('Angebot der NEW') in the right column.
 */
export function FundDetailPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const {
    data: fund,
    error,
    refetch,
  } = useQuery({
    ...fundQuery(id),
    // The list already holds the programme: show it at once while the detail loads.
    placeholderData: () => queryClient.getQueryData(fundsQuery().queryKey)?.find((f) => String(f.id) === id),
  });
  useDocumentTitle(fund?.Foerdertitel);

  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFound />;

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <Link
        component={RouterLink}
        to={ROUTES.funds}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2, fontWeight: 600 }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden />
        Zurück zu den {FUNDS_TEXTS.title}
      </Link>
      {fund ? (
        <FundDetail fund={fund} />
      ) : error ? (
        <LoadFailed
          error={error}
          text="Die Fördermöglichkeit konnte nicht geladen werden."
          onRetry={() => void refetch()}
        />
      ) : (
        <FundDetailSkeleton />
      )}
    </Box>
  );
}

function FundDetail({ fund }: { fund: Foerdermittel }) {
  const image = topicImageUrl(fund);
  const due = deadline(fund.Frist);
  const contactBlocks = splitContactText(fund.Ansprechpartner);
  const offer = fund.AngebotDerNew;
  const hasOffer = offer.Ansprechpartner.length + offer.Services.length + offer.SubServices.length > 0;

  return (
    <MainAside
      mainComponent="article"
      gap={{ xs: 3, md: 4 }}
      aside={hasOffer ? <OfferColumn offer={offer} /> : undefined}
    >
      <Box sx={{ maxWidth: 900 }}>
        {image && (
          <Box
            component="img"
            src={image}
            alt=""
            sx={{
              display: 'block',
              width: '100%',
              height: { xs: 160, sm: 220 },
              objectFit: 'cover',
              borderRadius: 2,
              mb: 3,
              bgcolor: 'action.hover',
            }}
          />
        )}
        <Typography variant="h1" sx={{ mb: fund.Untertitel ? 1 : 3, overflowWrap: 'anywhere' }}>
          {fund.Foerdertitel}
        </Typography>
        {fund.Untertitel && (
          <Typography sx={{ fontSize: '1.25rem', color: 'text.secondary', mb: 3 }}>
            {fund.Untertitel}
          </Typography>
        )}

        <DetailsList sx={{ mb: 4 }}>
          <dt>Frist</dt>
          <dd>
            {due.text}
            {due.expired && (
              <Box component="span" sx={{ ml: 1 }}>
                <Chip size="small" color="error" variant="outlined" label="abgelaufen" />
              </Box>
            )}
          </dd>
          {fund.Aufruf?.trim() && (
            <>
              <dt>Aufruf</dt>
              <dd>
                <TextOrLink text={fund.Aufruf.trim()} />
              </dd>
            </>
          )}
          {fund.themen.length > 0 && (
            <>
              <dt>Themen</dt>
              <dd>
                <Box
                  component="ul"
                  sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
                >
                  {fund.themen.map((topic) => {
                    const topicImage = fileUrl(topic.Bild[0]?.formats?.small.url ?? topic.Bild[0]?.url);
                    return (
                      <li key={topic.id}>
                        <Chip label={topic.Titel} variant="outlined" avatar={topicImage} />
                      </li>
                    );
                  })}
                </Box>
              </dd>
            </>
          )}
        </DetailsList>

        {fund.Antragsberechtigt.length > 0 && (
          <Section heading="Antragsberechtigt">
            <BulletList items={fund.Antragsberechtigt.map((entry) => entry.Beschreibung)} />
          </Section>
        )}
        {fund.Beihilfekategorie?.trim() && (
          <Section heading="Beihilfekategorie">
            <Typography>{fund.Beihilfekategorie}</Typography>
          </Section>
        )}
        {fund.Foerdergegenstaende.length > 0 && (
          <Section heading="Fördergegenstände">
            <BulletList items={fund.Foerdergegenstaende.map((entry) => entry.Wert)} />
          </Section>
        )}
        {fund.Foerderhoehe.length > 0 && (
          <Section heading="Förderhöhe">
            <BulletList items={fund.Foerderhoehe.map((entry) => entry.Wert)} />
          </Section>
        )}
        {fund.Hinweis?.trim() && (
          <Section heading="Hinweis">
            <Paper variant="outlined" sx={{ p: 2, borderLeft: 4, borderLeftColor: 'secondary.main' }}>
              <RichText html={fund.HinweisHtml} />
            </Paper>
          </Section>
        )}
        {contactBlocks.length > 0 && (
          <Section heading="Ansprechpartner">
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' },
                gap: 2,
              }}
            >
              {contactBlocks.map((block, index) => (
                // Blocks have no id; their order is the text's order.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <Paper key={index} variant="outlined" sx={{ p: 2 }}>
                  <Typography component="p" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {linkifyContact(block).map((part, i) =>
                      part.href ? (
                        // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text
                        <Link key={i} href={part.href}>
                          {part.text}
                        </Link>
                      ) : (
                        part.text
                      ),
                    )}
                  </Typography>
                </Paper>
              ))}
            </Box>
          </Section>
        )}
        {fund.Links.length > 0 && (
          <Section heading="Links">
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {fund.Links.map((link) => (
                <li key={`${link.Url}|${link.Titel}`}>
                  <ExternalLink href={link.Url}>{link.Titel || link.Url}</ExternalLink>
                </li>
              ))}
            </Box>
          </Section>
        )}
        {fund.Foerdermittelgeber.length > 0 && (
          <Section heading="Fördermittelgeber">
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' },
                gap: 2,
              }}
            >
              {fund.Foerdermittelgeber.map((provider) => {
                const logo = fileUrl(provider.Logo?.url);
                return (
                  <Paper
                    component="li"
                    key={provider.Titel}
                    variant="outlined"
                    sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}
                  >
                    {logo && (
                      <Box
                        component="img"
                        src={logo}
                        alt=""
                        loading="lazy"
                        sx={{ width: 112, height: 56, objectFit: 'contain', flexShrink: 0 }}
                      />
                    )}
                    <Box sx={{ minWidth: 0 }}>
                      <Typography component="h3" sx={{ fontWeight: 700 }}>
                        {provider.Titel}
                      </Typography>
                      {provider.Link && (
                        <ExternalLink href={provider.Link} variant="body2">
                          Website
                          <Box component="span" sx={visuallyHidden}>
                            {` von ${provider.Titel}`}
                          </Box>
                        </ExternalLink>
                      )}
                    </Box>
                  </Paper>
                );
              })}
            </Box>
          </Section>
        )}
      </Box>
    </MainAside>
  );
}

function FundDetailSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Fördermöglichkeit wird geladen …" sx={{ maxWidth: 900 }}>
      <Skeleton variant="rounded" sx={{ height: { xs: 160, sm: 220 }, mb: 3 }} />
      <Skeleton variant="text" sx={{ fontSize: '2.25rem', width: '60%' }} />
      <Skeleton variant="text" sx={{ fontSize: '1.25rem', width: '40%', mb: 3 }} />
      <Skeleton variant="rounded" height={96} sx={{ mb: 4 }} />
      <Skeleton variant="text" sx={{ fontSize: '1.375rem', width: '30%' }} />
      <Skeleton variant="text" />
      <Skeleton variant="text" sx={{ width: '70%' }} />
    </Box>
  );
}

// Plain CSS lengths: in `sx` a bare 1 would mean 100 %.

const fundData: Prefetch = (queryClient, { params }) => queryClient.prefetchQuery(fundQuery(params.id ?? ''));
export const loader = serverData(fundData);
export const clientLoader = browserData(fundData);

export default FundDetailPage;
