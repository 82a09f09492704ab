import { fileUrl } from '@kp/contract/api-base';
import type { Material, MaterialSection } from '@kp/contract/education';
import { EDUCATION_TEXTS } from '@kp/contract/education-constants';
import { formatFileSize } from '@kp/contract/shell';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Disclosure } from '../../ui/disclosure.tsx';
import { ImageGallery } from '../../ui/image-gallery.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { EmbeddedFrame } from './embedded-frame.tsx';

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
