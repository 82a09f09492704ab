import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { MomentsGrid } from './moments-grid.tsx';

/** /new-erleben (spec 02 §2): the moments of NEW Erleben on a page of their own. */
export function MomentsPage() {
  useDocumentTitle('NEW Erleben');
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        NEW Erleben
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4, maxWidth: 760 }}>
        Besondere Momente für die Partnerkommunen der NEW: Führungen, Fachtage und Veranstaltungen. Verfügbare
        Momente können Sie hier beanspruchen; wir melden uns mit den Einzelheiten.
      </Typography>
      <MomentsGrid />
    </>
  );
}

export default MomentsPage;
