import { fileUrl } from '@kp/contract/api-base';
import type { MediaFile, MediaKind } from '@kp/contract/media-backoffice';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The kind the browser guesses from the chosen file; the server checks the bytes and has the last word. */
export const guessKind = (file: File | null): MediaKind =>
  file && (file.type.startsWith('image/') || /\.(jpe?g|png|webp|gif)$/i.test(file.name))
    ? 'image'
    : 'document';

/** The address a stored media url is served under. */
export const mediaSrc = (url: string | null | undefined) => fileUrl(url) ?? undefined;

/** The picture of a file: its small rendition, or a document symbol with the file's type. */
export function MediaThumbnail({ file, height = 140 }: { file: MediaFile; height?: number }) {
  if (file.kind === 'image' && file.smallUrl) {
    return (
      <Box
        component="img"
        src={mediaSrc(file.smallUrl)}
        alt={file.altText}
        loading="lazy"
        sx={{ display: 'block', width: '100%', height, objectFit: 'contain', bgcolor: 'action.hover' }}
      />
    );
  }
  const type = file.fileName.split('.').pop()?.toUpperCase() ?? 'Dokument';
  return (
    <Box
      sx={{
        height,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'action.hover',
        color: 'text.secondary',
      }}
    >
      <DescriptionOutlinedIcon sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="body2">{type}</Typography>
    </Box>
  );
}
