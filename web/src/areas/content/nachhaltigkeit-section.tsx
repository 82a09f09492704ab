import EmojiObjectsOutlinedIcon from '@mui/icons-material/EmojiObjectsOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The in-page anchors of the sustainability page (spec 01 §2). */
export const NACHHALTIGKEIT_ANCHORS = [
  { id: 'ziele', label: 'Unsere Klimaziele', icon: <FlagOutlinedIcon fontSize="small" /> },
  { id: 'vision', label: 'Unsere Vision', icon: <EmojiObjectsOutlinedIcon fontSize="small" /> },
  { id: 'leuchtturmprojekt', label: 'Leuchtturmprojekt', icon: <HomeWorkOutlinedIcon fontSize="small" /> },
] as const;

const GOALS: { figure: string; title: string; text: string }[] = [
  {
    figure: '2040',
    title: 'Klimaneutrale NEW-Gruppe',
    text: 'Bis 2040 wollen wir in unseren eigenen Anlagen, Netzen, Gebäuden und Fahrzeugen klimaneutral arbeiten – fünf Jahre vor dem Ziel des Bundes.',
  },
  {
    figure: '–65 %',
    title: 'Weniger CO₂ bis 2030',
    text: 'Gegenüber 2019 senken wir unsere direkten und energiebedingten Emissionen bis 2030 um 65 Prozent, vor allem durch Ökostrom, effiziente Pumpen und Netzverluste, die wir Jahr für Jahr verringern.',
  },
  {
    figure: '100 %',
    title: 'Grüner Strom für die Region',
    text: 'Wir bauen Wind- und Solarparks in der Region aus, bis wir rechnerisch so viel erneuerbaren Strom erzeugen, wie unsere Privatkundinnen und -kunden verbrauchen.',
  },
  {
    figure: '2035',
    title: 'Elektrische Flotte',
    text: 'Unsere Dienstwagen, Transporter und Busse fahren bis 2035 elektrisch oder mit Wasserstoff; die Ladepunkte auf unseren Betriebshöfen stehen auch Kommunen offen.',
  },
];

const LIGHTHOUSE_FACTS: { label: string; value: string }[] = [
  { label: 'Wohneinheiten', value: 'rund 140, davon ein Drittel gefördert' },
  { label: 'Wärme', value: 'kalte Nahwärme aus Erdwärmesonden und Wärmepumpen' },
  { label: 'Strom', value: 'Photovoltaik auf allen Dächern, Quartiersspeicher, Mieterstrom' },
  { label: 'Mobilität', value: 'Ladepunkt an jedem Stellplatz, E-Carsharing, Fahrradgaragen' },
  { label: 'Wasser', value: 'Regenwasser wird versickert und für die Grünflächen genutzt' },
];

/**
 * The fixed sustainability page of the Nachhaltigkeit area (spec 01 §2): an in-page navigation and the
 * sections goals, vision and lighthouse project (a climate-neutral housing estate).
 */
export function NachhaltigkeitSection() {
  return (
    <Box sx={{ mt: 5 }}>
      <Paper
        component="nav"
        aria-label="Inhalte zur Nachhaltigkeit"
        variant="outlined"
        sx={{ p: 2, mb: 4, bgcolor: 'action.hover' }}
      >
        <Typography component="p" variant="subtitle2" sx={{ mb: 1 }}>
          Auf dieser Seite
        </Typography>
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
        >
          {NACHHALTIGKEIT_ANCHORS.map((anchor) => (
            <li key={anchor.id}>
              <Link
                href={`#${anchor.id}`}
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}
              >
                <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
                  {anchor.icon}
                </Box>
                {anchor.label}
              </Link>
            </li>
          ))}
        </Box>
      </Paper>

      <AnchorSection id="ziele" heading="Unsere Klimaziele">
        <Typography sx={{ mb: 2 }}>
          Klimaschutz ist für uns keine Nebensache, sondern Teil unseres Auftrags als regionaler Versorger.
          Deshalb haben wir uns messbare Ziele gesetzt, über die wir jedes Jahr in unserem
          Nachhaltigkeitsbericht Rechenschaft ablegen.
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {GOALS.map((goal) => (
            <Paper component="li" key={goal.title} variant="outlined" sx={{ p: 2.5 }}>
              <Typography
                component="p"
                sx={{ fontSize: '1.75rem', fontWeight: 700, color: 'primary.main', lineHeight: 1.2 }}
              >
                {goal.figure}
              </Typography>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 0.5 }}>
                {goal.title}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {goal.text}
              </Typography>
            </Paper>
          ))}
        </Box>
      </AnchorSection>

      <AnchorSection id="vision" heading="Unsere Vision">
        <Typography sx={{ mb: 2 }}>
          Wir sehen den Niederrhein als Region, die ihre Energie zu einem großen Teil selbst erzeugt – aus
          Wind und Sonne, aus Abwärme und Erdwärme. Strom-, Wärme- und Wassernetze arbeiten dabei nicht mehr
          nebeneinander, sondern greifen ineinander: Überschüssiger Solarstrom heizt Quartiere, Abwärme aus
          Kläranlagen und Rechenzentren wärmt Schulen, und intelligente Netze bringen Erzeugung und Verbrauch
          in Einklang.
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Die Wertschöpfung bleibt dabei in der Region. Kommunen sowie Bürgerinnen und Bürger beteiligen sich
          an Wind- und Solarparks, Handwerksbetriebe vor Ort bauen die Anlagen, und die Einnahmen kommen den
          Städten und Gemeinden zugute, in denen die Anlagen stehen.
        </Typography>
        <Box component="blockquote" sx={{ m: 0, pl: 2, borderLeft: 4, borderColor: 'primary.main' }}>
          <Typography sx={{ fontStyle: 'italic' }}>
            „Die Energiewende gelingt nicht in Berlin, sondern in unseren Rathäusern, Quartieren und
            Vereinsheimen. Dort wollen wir der Partner sein, der sie möglich macht.“
          </Typography>
        </Box>
      </AnchorSection>

      <AnchorSection id="leuchtturmprojekt" heading="Leuchtturmprojekt: klimaneutrales Wohnquartier">
        <Typography sx={{ mb: 2 }}>
          Wie ein klimaneutrales Zuhause in der Region aussehen kann, zeigen wir gemeinsam mit einer
          Partnerkommune und einer Wohnungsbaugesellschaft im neuen Wohnquartier „Am Nierspark“. Auf einer
          ehemaligen Gewerbefläche entstehen Mehrfamilienhäuser, Reihenhäuser und eine Kita, die im Betrieb
          kein fossiles Brennstofflager und keinen Gasanschluss mehr brauchen.
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, mb: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' } }}
        >
          {LIGHTHOUSE_FACTS.map((fact) => (
            <Box key={fact.label} sx={{ display: 'contents' }}>
              <Box
                component="dt"
                sx={{ fontWeight: 700, pt: 1, borderTop: { sm: 1 }, borderColor: { sm: 'divider' } }}
              >
                {fact.label}
              </Box>
              <Box
                component="dd"
                sx={{
                  m: 0,
                  pt: { xs: 0, sm: 1 },
                  pb: 1,
                  borderTop: { sm: 1 },
                  borderColor: { sm: 'divider' },
                }}
              >
                {fact.value}
              </Box>
            </Box>
          ))}
        </Box>
        <Typography>
          Die Erfahrungen aus Planung, Förderung und Betrieb stellen wir allen Kommunen im Netzgebiet zur
          Verfügung. Wenn Sie ein ähnliches Vorhaben planen, zeigen wir Ihnen das Quartier gern bei einem
          Vor-Ort-Termin.
        </Typography>
      </AnchorSection>
    </Box>
  );
}

function AnchorSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-heading`}
      // The top bar is fixed; an anchor jump must not hide the heading under it.
      sx={{ scrollMarginTop: 88, mb: 5 }}
    >
      <Typography id={`${id}-heading`} variant="h2" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}
