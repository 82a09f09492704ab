import { fileUrl } from '@kp/contract/api-base';
import { formatFileSize } from '@kp/contract/concessions-constants';
import type { Material, MaterialSection } from '@kp/contract/education';
import {
  EDUCATION_TEXTS,
  offerState,
  offerStateLabel,
  seatsNotice,
  unpublishedLabel,
} from '@kp/contract/education-constants';
import { formatDateTime, ROUTES } from '@kp/contract/shell';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useCallback, useId, useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../app/api-client.ts';
import { loadAfterPaint } from '../../ui/after-paint.ts';
import { ContactColumn } from '../../ui/contact-column.tsx';
import { DetailsList } from '../../ui/details-list.tsx';
import { Disclosure } from '../../ui/disclosure.tsx';
import { ImageGallery } from '../../ui/image-gallery.tsx';
import { NotFound } from '../../ui/not-found.tsx';
import { LoadFailed } from '../../ui/query-states.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { materialQuery } from './api.ts';
import { EmbeddedFrame } from './embedded-frame.tsx';

const CONTACT_FORM_ID = 'angebot-anfragen';

// The heading comes with the material, so everything this page draws loads before it; the claim form (with
// its fields) stands at the end of the page and loads after the heading has painted (issue 18 item 6).
const claimForm = loadAfterPaint(() => import('./contact-form.tsx'));
const ContactForm = claimForm.part((module) => module.ContactForm);
// About the claim form's height (one column of fields below 600 px, two above), kept while its code loads.
const FORM_HEIGHT = { xs: 780, sm: 540 };

/**
 * /bildungsmaterial/{id} (spec 02 §2): header image with caption, ENTWURF for drafts (only admins get
 * them), type chip, title, subtitle, the seats notice with 'Jetzt beanspruchen', description, details,
 * video, the accordion of sections, the optional contact form, and contacts and links on the right.
 */
export function MaterialDetailPage() {
  const { id = '' } = useParams();
  const material = useQuery(materialQuery(id));
  useDocumentTitle(material.data?.Titel);

  if (material.error instanceof ApiError && [400, 404].includes(material.error.status)) return <NotFound />;
  if (material.isError) {
    return <LoadFailed error={material.error} onRetry={() => void material.refetch()} />;
  }
  if (!material.data) return <DetailSkeleton />;
  return <MaterialDetail material={material.data} />;
}

function MaterialDetail({ material }: { material: Material }) {
  const queryClient = useQueryClient();
  claimForm.usePreload();
  // 'Jetzt beanspruchen' pressed before the form's code was there: the form is scrolled to and focused as
  // soon as its first field exists.
  const claimPending = useRef(false);
  const header = fileUrl(material.Header?.url);
  const seats = material.Seats ?? 0;
  // A past or booked-out offer says so where the claim form would be; it cannot be claimed (issue 17).
  const state = offerState(material);
  const showForm = material.KontaktformularAnzeigen && state === null;
  const sideContent = material.Ansprechpartner.length > 0 || material.links.length > 0;

  const firstField = useRef<HTMLInputElement | null>(null);
  const goToForm = useCallback(() => {
    const form = document.getElementById(CONTACT_FORM_ID);
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    form?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    firstField.current?.focus({ preventScroll: true });
  }, []);
  const firstFieldRef = useCallback(
    (input: HTMLInputElement | null) => {
      firstField.current = input;
      if (input && claimPending.current) {
        claimPending.current = false;
        goToForm();
      }
    },
    [goToForm],
  );
  const claim = () => {
    if (firstField.current) goToForm();
    else claimPending.current = true;
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 4, lg: 5 },
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          lg: sideContent ? 'minmax(0, 1fr) 320px' : 'minmax(0, 1fr)',
        },
        maxWidth: 1600,
      }}
    >
      <Box component="article" sx={{ minWidth: 0, maxWidth: 960 }}>
        {material.menuItem && (
          <Link
            component={RouterLink}
            to={ROUTES.bildungsmaterialList(material.menuItem.id)}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2, fontWeight: 600 }}
          >
            <ArrowBackIcon fontSize="small" aria-hidden />
            Zurück zu {material.menuItem.name}
          </Link>
        )}
        {header && (
          <Box component="figure" sx={{ m: 0, mb: 3 }}>
            <Box
              component="img"
              src={header}
              alt=""
              sx={{
                display: 'block',
                width: '100%',
                maxHeight: 420,
                objectFit: 'cover',
                borderRadius: 2,
                bgcolor: 'action.hover',
              }}
            />
            {material.Header?.caption && (
              <Typography component="figcaption" variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                {material.Header.caption}
              </Typography>
            )}
          </Box>
        )}

        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
          {unpublishedLabel(material) && (
            <Chip color="warning" label={unpublishedLabel(material)} sx={{ fontWeight: 700 }} />
          )}
          {state && <Chip label={offerStateLabel(state)} sx={{ fontWeight: 700 }} />}
          {material.typ && <Chip color="primary" variant="outlined" label={material.typ.Name} />}
        </Box>
        <Typography variant="h1" sx={{ mb: 1, overflowWrap: 'anywhere', hyphens: 'auto' }}>
          {material.Titel}
        </Typography>
        {material.Subtitel && (
          <Typography sx={{ fontSize: '1.25rem', color: 'text.secondary', mb: 3 }}>
            {material.Subtitel}
          </Typography>
        )}

        {seats > 0 && state === null && (
          <Alert
            severity="warning"
            sx={{ mb: 3, alignItems: 'center' }}
            action={
              showForm ? (
                <Button color="inherit" variant="outlined" onClick={claim} sx={{ whiteSpace: 'nowrap' }}>
                  {EDUCATION_TEXTS.claimNow}
                </Button>
              ) : undefined
            }
          >
            <Typography sx={{ fontWeight: 700 }}>{seatsNotice(seats)}</Typography>
          </Alert>
        )}

        <RichText html={material.Beschreibung} />

        <MaterialDetails material={material} />

        {material.YoutubeIFrame && (
          <Box sx={{ mt: 4 }}>
            <EmbeddedFrame html={material.YoutubeIFrame} title={`Video: ${material.Titel}`} />
          </Box>
        )}

        {material.MaterialInhalt.length > 0 && (
          <Box sx={{ mt: 4 }}>
            {material.MaterialInhalt.map((content, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: content blocks have no id of their own; order is stable
              <ContentBlock key={index} title={content.Titel} sections={content.Section} />
            ))}
          </Box>
        )}

        {material.KontaktformularAnzeigen && state !== null && (
          <Alert severity="info" sx={{ mt: 5 }}>
            <AlertTitle component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
              {offerStateLabel(state)}
            </AlertTitle>
            {state === 'past' ? EDUCATION_TEXTS.past : EDUCATION_TEXTS.bookedOut}{' '}
            <Link component={RouterLink} to={ROUTES.bildungsportalContact}>
              Zur Kontaktseite
            </Link>
          </Alert>
        )}

        {showForm && (
          <Box sx={{ mt: 5 }}>
            {/* Until the form's code is there its place is kept, so nothing below it moves. */}
            <Suspense fallback={<Box sx={{ minHeight: FORM_HEIGHT }} />}>
              <ContactForm
                id={CONTACT_FORM_ID}
                material={material}
                firstFieldRef={firstFieldRef}
                // A claim changes the seats: reload them whether it was accepted or refused.
                onSent={() =>
                  void queryClient.invalidateQueries({ queryKey: materialQuery(material.id).queryKey })
                }
              />
            </Suspense>
          </Box>
        )}
      </Box>
      {sideContent && (
        <Box component="aside" aria-label="Kontakt und Links" sx={{ minWidth: 0 }}>
          <ContactColumn
            persons={material.Ansprechpartner}
            links={material.links.map((link) => ({ id: link.id, title: link.title, link: link.link }))}
          />
        </Box>
      )}
    </Box>
  );
}

function MaterialDetails({ material }: { material: Material }) {
  const rows: [string, ReactNode][] = [];
  if (material.Datum) rows.push(['Datum', formatDateTime(material.Datum)]);
  if (material.Dauer) rows.push(['Dauer', material.Dauer]);
  if (material.BNE_Ziele) rows.push(['BNE-Ziele', material.BNE_Ziele]);
  if (material.typ) rows.push(['Typ', material.typ.Name]);
  if (material.Schulfaecher.length > 0) {
    rows.push(['Schulfächer', material.Schulfaecher.map((subject) => subject.Name).join(', ')]);
  }
  if (material.Jahrgangsstufen.length > 0) {
    rows.push(['Altersgruppen', material.Jahrgangsstufen.map((age) => age.Bezeichnung).join(', ')]);
  }
  if (rows.length === 0) return null;
  return (
    <Box component="section" aria-label="Details" sx={{ mt: 4 }}>
      <DetailsList>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </DetailsList>
    </Box>
  );
}

/** One content block of MaterialInhalt: its title, then its sections as an accordion. */
function ContentBlock({ title, sections }: { title: string | null; sections: MaterialSection[] }) {
  const headingId = useId();
  if (sections.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={title ? headingId : undefined} sx={{ mb: 3 }}>
      {title && (
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
          {title}
        </Typography>
      )}
      {sections.map((section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id of their own; order is stable
        <Disclosure key={index} summary={<Typography sx={{ fontWeight: 600 }}>{section.Titel}</Typography>}>
          <SectionContent section={section} />
        </Disclosure>
      ))}
    </Box>
  );
}

function SectionContent({ section }: { section: MaterialSection }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <RichText html={section.Text} />
      {section.Bilder.length > 0 && (
        <ImageGallery
          images={section.Bilder.map((image) => ({
            url: image.File.url,
            caption: image.File.caption ?? null,
          }))}
          label={`Bilder zu ${section.Titel}`}
        />
      )}
      {section.YoutubeIFrame && <EmbeddedFrame html={section.YoutubeIFrame} title={section.Titel} />}
      {section.Medien.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {section.Medien.map((media) => (
            <Box
              component="li"
              key={media.id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1.5,
                p: 1.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {media.caption?.trim() || media.name}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {media.name} · {formatFileSize(media.size * 1024)}
                </Typography>
              </Box>
              <Button
                component="a"
                href={fileUrl(media.url) ?? undefined}
                download={media.name}
                variant="outlined"
                size="small"
                startIcon={<DownloadIcon aria-hidden />}
              >
                {EDUCATION_TEXTS.download}
                <Box component="span" sx={visuallyHidden}>
                  {` ${media.name} (${formatFileSize(media.size * 1024)})`}
                </Box>
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

function DetailSkeleton() {
  return (
    <Box aria-hidden sx={{ maxWidth: 960 }}>
      <Skeleton variant="rounded" sx={{ height: 320, mb: 3 }} />
      <Skeleton variant="text" sx={{ fontSize: '2.5rem', width: '70%' }} />
      <Skeleton variant="text" sx={{ width: '50%' }} />
      <Skeleton variant="rounded" sx={{ height: 160, mt: 3 }} />
    </Box>
  );
}
