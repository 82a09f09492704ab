import type { DocumentsPage } from '@kp/contract/concessions';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import type { RefObject } from 'react';
import { TOP_BAR_HEIGHT } from '../../app/shell/top-bar.tsx';
import { DocumentCard } from './document-card.tsx';
import { documentCountText, lastPage } from './document-view.ts';

const gridColumns = { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' };

/** The documents of the chosen page with their count and the pager; loaded by documents-page.tsx after its first paint. */
export function DocumentsList({
  listTop,
  data,
  page,
  warning,
  fetching,
  filtered,
  wide,
  onPage,
}: {
  listTop: RefObject<HTMLDivElement | null>;
  data: DocumentsPage;
  page: number;
  /** The error of a failed refresh, shown above the list that is still there. */
  warning: string | null;
  fetching: boolean;
  filtered: boolean;
  wide: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <Box ref={listTop} sx={{ scrollMarginTop: TOP_BAR_HEIGHT + 16 }}>
      {warning && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {warning}
        </Alert>
      )}
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {documentCountText(data.total)}
      </Typography>
      <Box sx={{ height: 4, mb: 1 }}>
        {fetching && <LinearProgress aria-label="Dokumente werden geladen" />}
      </Box>
      {data.documents.length === 0 ? (
        <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
          {filtered ? 'Für diese Auswahl liegen keine Dokumente vor.' : 'Es liegen keine Dokumente vor.'}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Dokumente"
          aria-busy={fetching}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: gridColumns,
            gap: 2,
          }}
        >
          {data.documents.map((document) => (
            <Box component="li" key={document.osid} sx={{ minWidth: 0 }}>
              <DocumentCard document={document} />
            </Box>
          ))}
        </Box>
      )}
      {lastPage(data.total) > 1 && (
        <Pagination
          aria-label="Seiten der Dokumente"
          count={lastPage(data.total)}
          page={Math.min(page, lastPage(data.total))}
          onChange={(_event, next) => onPage(next)}
          color="primary"
          siblingCount={wide ? 1 : 0}
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
        />
      )}
    </Box>
  );
}
