import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isEducationMode } from '../../app/education-mode.ts';
import { useUser } from '../../app/session.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';

/**
 * The dashboard (spec 01 §2): the greeting with the username and a welcome text; the news carousel and the link
 * cards come with the pages they lead to.
 */
export function HomePage() {
  const user = useUser();
  const education = isEducationMode(user);
  useDocumentTitle('Startseite');
  return (
    <Box sx={{ maxWidth: 960 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Hallo {user.username}!
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', color: 'text.secondary' }}>
        {education
          ? 'Willkommen im Bildungsportal der NEW. Hier finden Sie Bildungsangebote und Ansprechpartner für Ihre Bildungseinrichtung.'
          : 'Willkommen im Kommunalportal der NEW. Hier finden Sie die Fachbereiche der NEW mit ihren Angeboten und Ansprechpartnern für Ihre Kommune.'}
      </Typography>
    </Box>
  );
}
