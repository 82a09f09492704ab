import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { portalConfigQuery } from '../../app/queries.ts';
import { useUser } from '../../app/session.ts';
import { wishChargerMapUrl } from './mobilitaet-map-url.ts';

/**
 * The Mobilität area's wish-charging-station part (spec 01 §2): communes and citizens suggest locations for
 * new charging points on a map form, embedded here with the commune's charging-station area.
 */
export function MobilitaetSection() {
  const user = useUser();
  const { data: config, isPending } = useQuery(portalConfigQuery());
  const mapUrl = wishChargerMapUrl(config?.wishChargerMapUrl, user.commune?.LadestellenBereichsId);
  return (
    <Box component="section" aria-labelledby="wunschladesaeule-heading" sx={{ mt: 5 }}>
      <Typography id="wunschladesaeule-heading" variant="h2" sx={{ mb: 2 }}>
        Wunschladesäule vorschlagen
      </Typography>
      <Typography sx={{ mb: 1.5 }}>
        Wo soll die nächste Ladesäule stehen? Auf der Wunschladesäulen-Karte können Ihre Verwaltung sowie die
        Bürgerinnen und Bürger Ihrer Kommune Standorte vorschlagen, an denen sie sich einen öffentlichen
        Ladepunkt wünschen – am Rathaus, am Bahnhof, am Sportplatz oder in der eigenen Straße.
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Wir sammeln alle Vorschläge, prüfen Netzanschluss, Parkraum und Nachfrage und stimmen die geeigneten
        Standorte mit Ihnen ab. Je mehr Stimmen ein Standort erhält, desto eher nehmen wir ihn in die
        Ausbauplanung auf. Machen Sie die Karte gern auf Ihrer Website oder in Ihrem Amtsblatt bekannt.
      </Typography>
      {isPending ? (
        <Skeleton variant="rounded" sx={{ height: { xs: 420, md: 560 } }} />
      ) : (
        mapUrl && (
          <>
            <Box
              component="iframe"
              src={mapUrl}
              title="Wunschladesäulen-Karte: Standort für eine Ladesäule vorschlagen"
              loading="lazy"
              referrerPolicy="strict-origin-when-cross-origin"
              sx={{
                display: 'block',
                width: '100%',
                height: { xs: 420, md: 560 },
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                bgcolor: 'background.paper',
              }}
            />
            <Link
              href={mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, mt: 1.5, fontWeight: 600 }}
            >
              Wunschladesäulen-Karte in neuem Tab öffnen
              <OpenInNewIcon fontSize="small" aria-hidden />
            </Link>
          </>
        )
      )}
    </Box>
  );
}
