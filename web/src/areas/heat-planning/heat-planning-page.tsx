import { HEAT_TEXTS } from '@kp/contract/heat-planning-constants';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { HeatPlanningApp } from './heat-planning-app.tsx';

/** /waermeplanung: the heat-planning app. */
export function HeatPlanningPage() {
  useDocumentTitle(HEAT_TEXTS.pageHeading);
  return (
    <>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {HEAT_TEXTS.pageHeading}
      </Typography>
      <HeatPlanningApp />
    </>
  );
}

export default HeatPlanningPage;
