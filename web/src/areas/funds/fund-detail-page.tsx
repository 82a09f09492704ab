import { fileUrl } from '@kp/contract/api-base';
import type { Foerdermittel } from '@kp/contract/funds';
import { FUNDS_TEXTS, splitContactText } from '@kp/contract/funds-constants';
import { ROUTES } from '@kp/contract/shell';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../app/api-client.ts';
import { browserData, type Prefetch, serverData } from '../../app/route-data.ts';
import { Chip } from '../../ui/chip.tsx';
import { DetailsList } from '../../ui/details-list.tsx';
import { ArrowBackIcon } from '../../ui/icons.tsx';
import link from '../../ui/link.module.css';
import { MainAside } from '../../ui/main-aside.tsx';
import { NotFound } from '../../ui/not-found.tsx';
import { LoadFailed } from '../../ui/query-states.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { ScreenReaderText } from '../../ui/screen-reader-text.tsx';
import skeleton from '../../ui/skeleton.module.css';
import surface from '../../ui/surface.module.css';
import text from '../../ui/type.module.css';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { fundQuery, fundsQuery } from './api.ts';
import { topicImageUrl } from './fund-card.tsx';
import styles from './fund-detail-page.module.css';
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
    <div className={styles.page}>
      <Link to={ROUTES.funds} className={`${link.link} ${styles.back}`}>
        <ArrowBackIcon size="small" />
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
    </div>
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
      <div className={styles.content}>
        {image && <img src={image} alt="" className={styles.image} />}
        <h1 className={`${text.h1} ${fund.Untertitel ? styles.titleBeforeSubtitle : styles.title}`}>
          {fund.Foerdertitel}
        </h1>
        {fund.Untertitel && (
          <p className={`${text.body1} ${text.secondary} ${styles.subtitle}`}>{fund.Untertitel}</p>
        )}

        <DetailsList className={styles.details}>
          <dt>Frist</dt>
          <dd>
            {due.text}
            {due.expired && (
              <span className={styles.expired}>
                <Chip size="small" color="error" variant="outlined" label="abgelaufen" />
              </span>
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
                <ul className={styles.topics}>
                  {fund.themen.map((topic) => {
                    const topicImage = fileUrl(topic.Bild[0]?.formats?.small.url ?? topic.Bild[0]?.url);
                    return (
                      <li key={topic.id}>
                        <Chip label={topic.Titel} variant="outlined" avatar={topicImage} />
                      </li>
                    );
                  })}
                </ul>
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
            <p className={text.body1}>{fund.Beihilfekategorie}</p>
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
            <div className={`${surface.outlined} ${styles.note}`}>
              <RichText html={fund.HinweisHtml} />
            </div>
          </Section>
        )}
        {contactBlocks.length > 0 && (
          <Section heading="Ansprechpartner">
            <div className={styles.boxes}>
              {contactBlocks.map((block, index) => (
                // Blocks have no id; their order is the text's order.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <div key={index} className={`${surface.outlined} ${styles.box}`}>
                  <p className={`${text.body1} ${styles.contact}`}>
                    {linkifyContact(block).map((part, i) =>
                      part.href ? (
                        // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text
                        <a key={i} href={part.href} className={link.link}>
                          {part.text}
                        </a>
                      ) : (
                        part.text
                      ),
                    )}
                  </p>
                </div>
              ))}
            </div>
          </Section>
        )}
        {fund.Links.length > 0 && (
          <Section heading="Links">
            <ul className={styles.links}>
              {fund.Links.map((entry) => (
                <li key={`${entry.Url}|${entry.Titel}`}>
                  <ExternalLink href={entry.Url}>{entry.Titel || entry.Url}</ExternalLink>
                </li>
              ))}
            </ul>
          </Section>
        )}
        {fund.Foerdermittelgeber.length > 0 && (
          <Section heading="Fördermittelgeber">
            <ul className={`${styles.boxes} ${styles.providers}`}>
              {fund.Foerdermittelgeber.map((provider) => {
                const logo = fileUrl(provider.Logo?.url);
                return (
                  <li key={provider.Titel} className={`${surface.outlined} ${styles.box} ${styles.provider}`}>
                    {logo && <img src={logo} alt="" loading="lazy" className={styles.logo} />}
                    <div className={styles.providerText}>
                      <h3 className={styles.providerName}>{provider.Titel}</h3>
                      {provider.Link && (
                        <ExternalLink href={provider.Link} variant="body2">
                          Website
                          <ScreenReaderText>{` von ${provider.Titel}`}</ScreenReaderText>
                        </ExternalLink>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          </Section>
        )}
      </div>
    </MainAside>
  );
}

function FundDetailSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Fördermöglichkeit wird geladen …"
      className={styles.content}
    >
      <span className={`${skeleton.skeleton} ${styles.imageBone}`} />
      <span className={`${skeleton.skeleton} ${skeleton.line} ${styles.titleBone}`} />
      <span className={`${skeleton.skeleton} ${skeleton.line} ${styles.subtitleBone}`} />
      <span className={`${skeleton.skeleton} ${styles.detailsBone}`} />
      <span className={`${skeleton.skeleton} ${skeleton.line} ${styles.headingBone}`} />
      <span className={`${skeleton.skeleton} ${skeleton.line}`} />
      <span className={`${skeleton.skeleton} ${skeleton.line} ${styles.lineBone}`} />
    </div>
  );
}

const fundData: Prefetch = (queryClient, { params }) => queryClient.prefetchQuery(fundQuery(params.id ?? ''));
export const loader = serverData(fundData);
export const clientLoader = browserData(fundData);

export default FundDetailPage;
