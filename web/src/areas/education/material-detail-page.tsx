import { fileUrl } from '@kp/contract/api-base';
import type { Material } from '@kp/contract/education';
import {
  EDUCATION_TEXTS,
  offerState,
  offerStateLabel,
  seatsNotice,
  unpublishedLabel,
} from '@kp/contract/education-constants';
import { formatDateTime, ROUTES } from '@kp/contract/shell';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useCallback, useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../app/api-client.ts';
import { loadAfterPaint } from '../../ui/after-paint.ts';
import { Chip } from '../../ui/chip.tsx';
import { ContactColumn } from '../../ui/contact-column.tsx';
import { DetailsList } from '../../ui/details-list.tsx';
import { NotFound } from '../../ui/not-found.tsx';
import { LoadFailed } from '../../ui/query-states.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { materialQuery } from './api.ts';
import { EmbeddedFrame } from './embedded-frame.tsx';

const CONTACT_FORM_ID = 'angebot-anfragen';

// The heading comes with the material, so everything this page draws loads before it; the claim form (with
// its fields) stands at the end of the page and loads after the heading has painted (decision 008).
const claimForm = loadAfterPaint(() => import('./contact-form.tsx'));
const ContactForm = claimForm.part((module) => module.ContactForm);
// About the claim form's height (one column of fields below 600 px, two above), kept while its code loads.
const FORM_HEIGHT = { xs: 780, sm: 540 };
// The sections' accordion (with its image gallery and downloads) comes after the heading too; until then
// its place is kept: a block's title and its closed rows (48 px each, plus borders).
const sectionsCode = loadAfterPaint(() => import('./material-sections.tsx'));
const MaterialSections = sectionsCode.part((module) => module.MaterialSections);
const sectionsHeight = (contents: Material['MaterialInhalt']) =>
  contents
    .filter((content) => content.Section.length > 0)
    .reduce((sum, content) => sum + (content.Titel ? 48 : 0) + content.Section.length * 49 + 24, 0);

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
  sectionsCode.usePreload();
  // 'Jetzt beanspruchen' pressed before the form's code was there: the form is scrolled to and focused as
  // soon as its first field exists.
  const claimPending = useRef(false);
  const header = fileUrl(material.Header?.url);
  const seats = material.Seats ?? 0;
  // A past or booked-out offer says so where the claim form would be; it cannot be claimed (decision 016).
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
          {unpublishedLabel(material) && <Chip color="warning" label={unpublishedLabel(material)} bold />}
          {state && <Chip label={offerStateLabel(state)} bold />}
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
            <Suspense fallback={<Box sx={{ minHeight: sectionsHeight(material.MaterialInhalt) }} />}>
              <MaterialSections contents={material.MaterialInhalt} />
            </Suspense>
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

export default MaterialDetailPage;
