import { fileUrl } from '@kp/contract/api-base';
import { DASHBOARD_SLIDES } from '@kp/contract/news-constants';
import { ROUTES } from '@kp/contract/shell';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { educationSwitch, isEducationMode } from '../../app/education-mode.ts';
import { educationMenuQuery, educationPostsQuery } from '../../app/education-queries.ts';
import { canOpenPage } from '../../app/pages.ts';
import { navigationQuery } from '../../app/queries.ts';
import { browserData, type Prefetch, serverData } from '../../app/route-data.ts';
import { meQuery, useUser } from '../../app/session.ts';
import { useEducationSwitch } from '../../app/shell/use-education-switch.ts';
import { useCookieConsent } from '../../app/tracking-consent.ts';
import { Button } from '../../ui/button.tsx';
import { CookieQuestion } from '../../ui/cookie-question.tsx';
import text from '../../ui/type.module.css';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { dashboardNewsQuery, serviceAreaListQuery } from './api.ts';
import { CommuneCard } from './commune-card.tsx';
import { educationCards, getsEventsCard, municipalCards } from './dashboard-cards.ts';
import styles from './home-page.module.css';
import { LinkCards } from './link-cards.tsx';
import {
  type CarouselLabels,
  CarouselSkeleton,
  type CarouselSlide,
  NewsCarousel,
  newsSlide,
} from './news-carousel.tsx';

/**
 * The dashboard (spec 01 §2): greeting, the view switch for education users, the news carousel and the
 * commune overview (municipal view), the link cards, and the cookie dialog after 10 s.
 */
export function HomePage() {
  const user = useUser();
  const education = isEducationMode(user);
  const switchOffer = educationSwitch(user);
  const switchPortal = useEducationSwitch();
  const { data: navigation } = useQuery(navigationQuery());
  // Only users who get the events card need the whole catalogue.
  const { data: serviceAreas } = useQuery({
    ...serviceAreaListQuery(),
    enabled: !education && getsEventsCard(user),
  });
  const { data: posts, isPending: newsPending } = useQuery({ ...dashboardNewsQuery(), enabled: !education });
  // The education view: the newest materials as posts, and a card per material category.
  const educationSlides = education && canOpenPage('educationMaterials', user);
  const { data: educationPosts, isPending: educationPostsPending } = useQuery({
    ...educationPostsQuery(),
    enabled: educationSlides,
  });
  const { data: educationMenu } = useQuery({
    ...educationMenuQuery(),
    enabled: education && canOpenPage('educationMaterials', user),
  });
  const consent = useCookieConsent();
  const newsHeadingId = useId();
  const cardsHeadingId = useId();
  useDocumentTitle('Startseite');

  const cards = education
    ? educationCards({ user, menu: educationMenu })
    : municipalCards({ user, navigation, serviceAreas });
  const slides: CarouselSlide[] = education
    ? (educationPosts ?? []).map(postSlide)
    : (posts ?? []).slice(0, DASHBOARD_SLIDES).map(newsSlide);
  // While they load, the carousel's place is kept (a disabled query is pending too, hence the flags).
  const slidesLoading = education ? educationSlides && educationPostsPending : newsPending;
  const carousel = slides.length > 0 || slidesLoading;
  const commune = education ? null : user.commune;
  const switchTo = (target: 'education' | 'municipal') => switchPortal.mutate(target === 'education');

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={text.h1}>Hallo {user.username}!</h1>
        {switchOffer && (
          // biome-ignore lint/a11y/useSemanticElements: a toggle button group, not a form's fieldset
          <div role="group" aria-label="Ansicht" className={styles.switch}>
            {(
              [
                ['municipal', 'Kommunalportal'],
                ['education', 'Bildungsportal'],
              ] as const
            ).map(([view, label]) => {
              const active = (view === 'education') === education;
              return (
                <Button
                  key={view}
                  size="small"
                  variant={active ? 'contained' : 'text'}
                  className={active ? undefined : styles.inactive}
                  aria-pressed={active}
                  disabled={switchPortal.isPending}
                  onClick={() => {
                    if (!active) switchTo(view);
                  }}
                >
                  {label}
                </Button>
              );
            })}
          </div>
        )}
      </div>

      <p className={`${text.secondary} ${styles.intro}`}>
        {education
          ? 'Willkommen im Bildungsportal der NEW. Hier finden Sie Bildungsangebote und Ansprechpartner für Ihre Bildungseinrichtung.'
          : 'Willkommen im Kommunalportal der NEW. Hier finden Sie die Fachbereiche der NEW mit ihren Angeboten und Ansprechpartnern für Ihre Kommune.'}
      </p>

      {(carousel || commune) && (
        // Side by side from 960 px when both are there; the commune card alone takes the whole width.
        <div className={`${styles.top} ${carousel && commune ? styles.withCommune : ''}`}>
          {carousel && (
            <div>
              <h2 id={newsHeadingId} className={styles.sectionHeading}>
                {education ? 'Neue Angebote' : 'Aktuelles'}
              </h2>
              {slides.length > 0 ? (
                <NewsCarousel
                  entries={slides}
                  headingId={newsHeadingId}
                  labels={education ? POST_LABELS : undefined}
                />
              ) : (
                <CarouselSkeleton />
              )}
            </div>
          )}
          {commune && (
            <div className={styles.commune}>
              <CommuneCard commune={commune} />
            </div>
          )}
        </div>
      )}

      {cards.length > 0 && (
        <>
          <h2 id={cardsHeadingId} className={styles.sectionHeading}>
            Schnellzugriff
          </h2>
          <LinkCards
            cards={cards}
            labelledBy={cardsHeadingId}
            onSwitch={switchTo}
            switching={switchPortal.isPending}
          />
        </>
      )}

      <CookieQuestion
        consent={user.trackingConsent}
        answer={(tracking) => consent.mutate(tracking)}
        pending={consent.isPending}
      />
    </div>
  );
}

/** An education post (a new material) as a slide; a click opens the material (spec 01 §2). */
const postSlide = (post: { id: number; Titel: string; Header: { url: string } | null }): CarouselSlide => ({
  key: `material-${post.id}`,
  to: ROUTES.bildungsmaterial(post.id),
  title: post.Titel,
  image: fileUrl(post.Header?.url),
});

const POST_LABELS: CarouselLabels = {
  previous: 'Vorheriges Angebot',
  next: 'Nächstes Angebot',
  choose: 'Angebot auswählen',
  item: 'Angebot',
};

/** The first view: the carousel's news or materials, the catalogue for the events card, the education menu. */
const homeData: Prefetch = async (queryClient) => {
  const user = await queryClient.ensureQueryData(meQuery());
  if (!user) return;
  const education = isEducationMode(user);
  const materials = education && canOpenPage('educationMaterials', user);
  await Promise.all([
    !education && queryClient.prefetchQuery(dashboardNewsQuery()),
    !education && getsEventsCard(user) && queryClient.prefetchQuery(serviceAreaListQuery()),
    materials && queryClient.prefetchQuery(educationPostsQuery()),
    materials && queryClient.prefetchQuery(educationMenuQuery()),
  ]);
};
export const loader = serverData(homeData);
export const clientLoader = browserData(homeData);

export default HomePage;
