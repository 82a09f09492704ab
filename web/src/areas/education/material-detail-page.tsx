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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode, Suspense, useCallback, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../app/api-client.ts';
import { loadAfterPaint } from '../../ui/after-paint.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Chip } from '../../ui/chip.tsx';
import { ContactColumn } from '../../ui/contact-column.tsx';
import { DetailsList } from '../../ui/details-list.tsx';
import { ArrowBackIcon } from '../../ui/icons.tsx';
import link from '../../ui/link.module.css';
import { NotFound } from '../../ui/not-found.tsx';
import { LoadFailed } from '../../ui/query-states.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import skeleton from '../../ui/skeleton.module.css';
import text from '../../ui/type.module.css';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { materialQuery } from './api.ts';
import { EmbeddedFrame } from './embedded-frame.tsx';
import styles from './material-detail-page.module.css';
import columns from './page-columns.module.css';

const CONTACT_FORM_ID = 'angebot-anfragen';

// The heading comes with the material, so everything this page draws loads before it; the claim form (with
// its fields) stands at the end of the page and loads after the heading has painted (decision 008).
const claimForm = loadAfterPaint(() => import('./contact-form.tsx'));
const ContactForm = claimForm.part((module) => module.ContactForm);
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
    <div className={`${columns.page} ${sideContent ? columns.withAside : ''}`}>
      <article className={`${columns.main} ${columns.narrow}`}>
        {material.menuItem && (
          <Link
            to={ROUTES.bildungsmaterialList(material.menuItem.id)}
            className={`${link.link} ${styles.back}`}
          >
            <ArrowBackIcon size="small" />
            Zurück zu {material.menuItem.name}
          </Link>
        )}
        {header && (
          <figure className={styles.header}>
            <img src={header} alt="" className={styles.headerImage} />
            {material.Header?.caption && (
              <figcaption className={`${text.body2} ${text.secondary} ${styles.caption}`}>
                {material.Header.caption}
              </figcaption>
            )}
          </figure>
        )}

        <div className={styles.chips}>
          {unpublishedLabel(material) && <Chip color="warning" label={unpublishedLabel(material)} bold />}
          {state && <Chip label={offerStateLabel(state)} bold />}
          {material.typ && <Chip color="primary" variant="outlined" label={material.typ.Name} />}
        </div>
        <h1 className={`${text.h1} ${styles.title}`}>{material.Titel}</h1>
        {material.Subtitel && (
          <p className={`${text.body1} ${text.secondary} ${styles.subtitle}`}>{material.Subtitel}</p>
        )}

        {seats > 0 && state === null && (
          <Alert
            severity="warning"
            role="alert"
            className={styles.seats}
            action={
              showForm ? (
                <Button variant="outlined" onClick={claim} className={styles.claim}>
                  {EDUCATION_TEXTS.claimNow}
                </Button>
              ) : undefined
            }
          >
            <p className={`${text.body1} ${styles.seatsText}`}>{seatsNotice(seats)}</p>
          </Alert>
        )}

        <RichText html={material.Beschreibung} />

        <MaterialDetails material={material} />

        {material.YoutubeIFrame && (
          <div className={styles.part}>
            <EmbeddedFrame html={material.YoutubeIFrame} title={`Video: ${material.Titel}`} />
          </div>
        )}

        {material.MaterialInhalt.length > 0 && (
          <div className={styles.part}>
            <Suspense fallback={<div style={{ minHeight: sectionsHeight(material.MaterialInhalt) }} />}>
              <MaterialSections contents={material.MaterialInhalt} />
            </Suspense>
          </div>
        )}

        {material.KontaktformularAnzeigen && state !== null && (
          <Alert severity="info" role="alert" className={styles.form}>
            <h2 className={styles.stateTitle}>{offerStateLabel(state)}</h2>
            {state === 'past' ? EDUCATION_TEXTS.past : EDUCATION_TEXTS.bookedOut}{' '}
            <Link to={ROUTES.bildungsportalContact} className={link.link}>
              Zur Kontaktseite
            </Link>
          </Alert>
        )}

        {showForm && (
          <div className={styles.form}>
            {/* Until the form's code is there its place is kept, so nothing below it moves. */}
            <Suspense fallback={<div className={styles.formPlace} />}>
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
          </div>
        )}
      </article>
      {sideContent && (
        <aside aria-label="Kontakt und Links" className={columns.aside}>
          <ContactColumn
            persons={material.Ansprechpartner}
            links={material.links.map((entry) => ({ id: entry.id, title: entry.title, link: entry.link }))}
          />
        </aside>
      )}
    </div>
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
    <section aria-label="Details" className={styles.part}>
      <DetailsList>
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </DetailsList>
    </section>
  );
}

function DetailSkeleton() {
  return (
    <div aria-hidden className={columns.narrow}>
      <span className={`${skeleton.skeleton} ${styles.headerBone}`} />
      <span className={`${skeleton.skeleton} ${skeleton.line} ${styles.titleBone}`} />
      <span className={`${skeleton.skeleton} ${skeleton.line} ${styles.subtitleBone}`} />
      <span className={`${skeleton.skeleton} ${styles.textBone}`} />
    </div>
  );
}

export default MaterialDetailPage;
