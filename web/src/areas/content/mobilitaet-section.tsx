import { useQuery } from '@tanstack/react-query';
import { portalConfigQuery } from '../../app/queries.ts';
import { useUser } from '../../app/session.ts';
import { OpenInNewIcon } from '../../ui/icons.tsx';
import link from '../../ui/link.module.css';
import skeleton from '../../ui/skeleton.module.css';
import text from '../../ui/type.module.css';
import { wishChargerMapUrl } from './mobilitaet-map-url.ts';
import styles from './mobilitaet-section.module.css';

/**
 * The Mobilität area's wish-charging-station part (spec 01 §2): communes and citizens suggest locations for
 * new charging points on a map form, embedded here with the commune's charging-station area.
 */
export function MobilitaetSection() {
  const user = useUser();
  const { data: config, isPending } = useQuery(portalConfigQuery());
  const mapUrl = wishChargerMapUrl(config?.wishChargerMapUrl, user.commune?.LadestellenBereichsId);
  return (
    <section aria-labelledby="wunschladesaeule-heading" className={styles.section}>
      <h2 id="wunschladesaeule-heading" className={`${text.h2} ${styles.heading}`}>
        Wunschladesäule vorschlagen
      </h2>
      <p className={`${text.body1} ${styles.lead}`}>
        Wo soll die nächste Ladesäule stehen? Auf der Wunschladesäulen-Karte können Ihre Verwaltung sowie die
        Bürgerinnen und Bürger Ihrer Kommune Standorte vorschlagen, an denen sie sich einen öffentlichen
        Ladepunkt wünschen – am Rathaus, am Bahnhof, am Sportplatz oder in der eigenen Straße.
      </p>
      <p className={`${text.body1} ${styles.last}`}>
        Wir sammeln alle Vorschläge, prüfen Netzanschluss, Parkraum und Nachfrage und stimmen die geeigneten
        Standorte mit Ihnen ab. Je mehr Stimmen ein Standort erhält, desto eher nehmen wir ihn in die
        Ausbauplanung auf. Machen Sie die Karte gern auf Ihrer Website oder in Ihrem Amtsblatt bekannt.
      </p>
      {isPending ? (
        <span aria-hidden="true" className={`${skeleton.skeleton} ${styles.mapSkeleton}`} />
      ) : (
        mapUrl && (
          <>
            <iframe
              className={styles.map}
              src={mapUrl}
              title="Wunschladesäulen-Karte: Standort für eine Ladesäule vorschlagen"
              loading="lazy"
              referrerPolicy="strict-origin-when-cross-origin"
            />
            <a
              href={mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={`${link.link} ${styles.open}`}
            >
              Wunschladesäulen-Karte in neuem Tab öffnen
              <OpenInNewIcon size="small" />
            </a>
          </>
        )
      )}
    </section>
  );
}
