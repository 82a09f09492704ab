import { HEAT_TEXTS } from '@kp/contract/heat-planning-constants';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { HeatFaq } from './heat-faq.tsx';

/**
 * /waermeplanung-faq: the FAQ in its three groups. A module of its own, so the FAQ does not load the
 * heat-planning app with its terms dialog (about 8 kB gzip).
 */
export function HeatFaqPage() {
  useDocumentTitle(HEAT_TEXTS.faqHeading);
  return (
    <>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {HEAT_TEXTS.faqHeading}
      </Typography>
      <HeatFaq />
    </>
  );
}

export default HeatFaqPage;
