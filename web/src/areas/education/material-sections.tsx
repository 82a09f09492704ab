import { fileUrl } from '@kp/contract/api-base';
import type { Material, MaterialSection } from '@kp/contract/education';
import { EDUCATION_TEXTS } from '@kp/contract/education-constants';
import { formatFileSize } from '@kp/contract/shell';
import { useId } from 'react';
import { ButtonLink } from '../../ui/button.tsx';
import { Disclosure } from '../../ui/disclosure.tsx';
import { DownloadIcon } from '../../ui/icons.tsx';
import { ImageGallery } from '../../ui/image-gallery.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { ScreenReaderText } from '../../ui/screen-reader-text.tsx';
import text from '../../ui/type.module.css';
import { EmbeddedFrame } from './embedded-frame.tsx';
import styles from './material-sections.module.css';

/** The accordion of a material's content blocks (spec 02 §2): each block's title, then its sections. */
export function MaterialSections({ contents }: { contents: Material['MaterialInhalt'] }) {
  return contents.map((content, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: content blocks have no id of their own; order is stable
    <ContentBlock key={index} title={content.Titel} sections={content.Section} />
  ));
}

/** One content block of MaterialInhalt: its title, then its sections as an accordion. */
function ContentBlock({ title, sections }: { title: string | null; sections: MaterialSection[] }) {
  const headingId = useId();
  if (sections.length === 0) return null;
  return (
    <section aria-labelledby={title ? headingId : undefined} className={styles.block}>
      {title && (
        <h2 id={headingId} className={`${text.h2} ${styles.heading}`}>
          {title}
        </h2>
      )}
      {sections.map((section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id of their own; order is stable
        <Disclosure key={index} summary={<span className={styles.summary}>{section.Titel}</span>}>
          <SectionContent section={section} />
        </Disclosure>
      ))}
    </section>
  );
}

function SectionContent({ section }: { section: MaterialSection }) {
  return (
    <div className={styles.content}>
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
        <ul className={styles.files}>
          {section.Medien.map((media) => (
            <li key={media.id} className={styles.file}>
              <div className={styles.fileName}>
                <p className={`${text.body1} ${styles.caption}`}>{media.caption?.trim() || media.name}</p>
                <p className={`${text.body2} ${text.secondary}`}>
                  {media.name} · {formatFileSize(media.size * 1024)}
                </p>
              </div>
              <ButtonLink
                href={fileUrl(media.url) ?? undefined}
                download={media.name}
                variant="outlined"
                size="small"
                startIcon={<DownloadIcon />}
              >
                {EDUCATION_TEXTS.download}
                <ScreenReaderText>{` ${media.name} (${formatFileSize(media.size * 1024)})`}</ScreenReaderText>
              </ButtonLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
