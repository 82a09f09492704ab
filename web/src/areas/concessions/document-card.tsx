import type { KonzessionsabgabeDocument } from '@kp/contract/concessions';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { documentDownloadUrl } from './api.ts';
import { DocumentIcon } from './document-icon.tsx';
import { documentFileName, documentLine, documentSize } from './document-view.ts';

/**
 * A concession-fee document (spec 02 §2): the year, '{kommune} - {dokumenttyp} - {sparte}', the PDF's size,
 * '{titel}.pdf' and a download link (a plain link, so the browser's own download and its errors apply).
 */
export function DocumentCard({ document }: { document: KonzessionsabgabeDocument }) {
  const fileName = documentFileName(document);
  const size = documentSize(document);
  return (
    <Box
      component="article"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        p: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
        <DocumentIcon dokumenttyp={document.dokumenttyp} sparte={document.sparte} />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.2 }}>
            {document.jahr}
          </Typography>
          <Typography
            component="h2"
            sx={{ fontSize: '0.9375rem', fontWeight: 600, lineHeight: 1.4, overflowWrap: 'anywhere' }}
          >
            {documentLine(document)}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ fontSize: '0.875rem', color: 'text.secondary', flexGrow: 1 }}>
        <Box sx={{ overflowWrap: 'anywhere' }}>{fileName}</Box>
        {size && <Box>PDF, {size}</Box>}
      </Box>
      <Button
        component="a"
        href={documentDownloadUrl(document.osid)}
        download={fileName}
        aria-label={`Herunterladen: ${fileName}`}
        variant="outlined"
        size="small"
        startIcon={<DownloadIcon aria-hidden />}
        sx={{ alignSelf: 'flex-start' }}
      >
        Herunterladen
      </Button>
    </Box>
  );
}
