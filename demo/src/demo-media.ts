import { type DemoAssetKind, illustrationSmallUrl, illustrationUrl } from './asset-urls.ts';
import { DEMO_ABOUT, DEMO_COMPANIES, type DemoCompany } from './data/about.ts';
import { DEMO_FAQ } from './data/faq.ts';
import { DEMO_TOPICS, type DemoTopic } from './data/funds.ts';
import type { DemoImage } from './data/media.ts';
import { DEMO_NEWS, type DemoNewsPost } from './data/news.ts';
import { DEMO_PRESS, type DemoPressRelease } from './data/press.ts';
import { DEMO_SERVICE_AREAS, type DemoServiceArea, type ServiceAreaSlug } from './data/service-areas.ts';
import { DEMO_SERVICES, type DemoServicePage } from './data/services.ts';
import { slugify } from './slug.ts';

/**
 * Where each illustration of the demo content lives: the seed stores these urls, and the files are committed
 * under assets/ by these names (the demo-data test checks that each one is there).
 */
export interface Illustration extends DemoImage {
  kind: DemoAssetKind;
  /** File name without `.svg`; the small variant is `<base>-small.svg`. */
  base: string;
}

/** The stored form (schema StoredImage): url, small url and caption. */
export interface StoredIllustration {
  url: string;
  smallUrl: string;
  caption: string;
}

const place = (kind: DemoAssetKind, base: (index: number) => string, images: readonly DemoImage[]) =>
  images.map((img, index): Illustration => ({ ...img, kind, base: base(index) }));

export const toStoredImage = (ill: Illustration): StoredIllustration => ({
  url: illustrationUrl(ill.kind, ill.base),
  smallUrl: illustrationSmallUrl(ill.kind, ill.base),
  caption: ill.caption,
});

/** A title shortened to a file name. */
const fileSlug = (text: string): string => slugify(text).slice(0, 48).replace(/-+$/, '');

export const areaIllustrations = (area: DemoServiceArea): Illustration[] =>
  place('content', (i) => `bereich-${area.slug}-${i + 1}`, area.images);

export const pageIllustrations = (area: ServiceAreaSlug, page: DemoServicePage): Illustration[] =>
  place('content', (i) => `${area}--${fileSlug(page.title)}-${i + 1}`, page.images);

export const aboutIllustrations = (): Illustration[] =>
  place('content', (i) => `ueber-die-new-${i + 1}`, DEMO_ABOUT.images);

export const companyIllustrations = (company: DemoCompany): Illustration[] =>
  place('companies', (i) => `${fileSlug(company.title)}-${i + 1}`, company.images);

export const faqIllustration = (index: number): Illustration | null => {
  const entry = DEMO_FAQ[index];
  return entry.image ? { ...entry.image, kind: 'content', base: `faq-${index + 1}` } : null;
};

export const topicIllustration = (topic: DemoTopic): Illustration => ({
  ...topic.image,
  kind: 'topics',
  base: fileSlug(topic.titel),
});

/** The header image of a news post, then the further images of its detail page. */
export const newsIllustrations = (post: DemoNewsPost): Illustration[] => {
  const slug = `${post.date}-${fileSlug(post.title)}`;
  return place('news', (i) => (i === 0 ? slug : `${slug}-${i + 1}`), [post.image, ...(post.images ?? [])]);
};

export const pressIllustration = (release: DemoPressRelease): Illustration => ({
  ...release.image,
  kind: 'news',
  base: `presse-${release.date}-${fileSlug(release.title)}`,
});

/** Every illustration the seed refers to, in a fixed order. */
export function allIllustrations(): Illustration[] {
  return [
    ...DEMO_SERVICE_AREAS.flatMap(areaIllustrations),
    ...DEMO_SERVICES.flatMap((service) => [
      ...pageIllustrations(service.area, service),
      ...service.subServices.flatMap((sub) => pageIllustrations(service.area, sub)),
    ]),
    ...aboutIllustrations(),
    ...DEMO_COMPANIES.flatMap(companyIllustrations),
    ...DEMO_FAQ.flatMap((_, index) => faqIllustration(index) ?? []),
    ...DEMO_TOPICS.map(topicIllustration),
    ...DEMO_NEWS.flatMap(newsIllustrations),
    ...DEMO_PRESS.map(pressIllustration),
  ];
}
