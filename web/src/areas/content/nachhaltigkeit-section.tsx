import type { ReactNode } from 'react';
import link from '../../ui/link.module.css';
import surface from '../../ui/surface.module.css';
import text from '../../ui/type.module.css';
import { EmojiObjectsOutlinedIcon, FlagOutlinedIcon, HomeWorkOutlinedIcon } from './icons.tsx';
import styles from './nachhaltigkeit-section.module.css';

/** The in-page anchors of the sustainability page (spec 01 §2). */
export const NACHHALTIGKEIT_ANCHORS = [
  { id: 'ziele', label: 'Unsere Klimaziele', icon: <FlagOutlinedIcon size="small" /> },
  { id: 'vision', label: 'Unsere Vision', icon: <EmojiObjectsOutlinedIcon size="small" /> },
  { id: 'leuchtturmprojekt', label: 'Leuchtturmprojekt', icon: <HomeWorkOutlinedIcon size="small" /> },
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
    <div className={styles.root}>
      <nav aria-label="Inhalte zur Nachhaltigkeit" className={`${surface.outlined} ${styles.nav}`}>
        <p className={styles.navHeading}>Auf dieser Seite</p>
        <ul className={styles.anchors}>
          {NACHHALTIGKEIT_ANCHORS.map((anchor) => (
            <li key={anchor.id}>
              <a href={`#${anchor.id}`} className={`${link.link} ${styles.anchor}`}>
                {anchor.icon}
                {anchor.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <AnchorSection id="ziele" heading="Unsere Klimaziele">
        <p className={`${text.body1} ${styles.paragraph}`}>
          Klimaschutz ist für uns keine Nebensache, sondern Teil unseres Auftrags als regionaler Versorger.
          Deshalb haben wir uns messbare Ziele gesetzt, über die wir jedes Jahr in unserem
          Nachhaltigkeitsbericht Rechenschaft ablegen.
        </p>
        <ul className={styles.goals}>
          {GOALS.map((goal) => (
            <li key={goal.title} className={`${surface.outlined} ${styles.goal}`}>
              <p className={styles.figure}>{goal.figure}</p>
              <h3 className={styles.goalTitle}>{goal.title}</h3>
              <p className={`${text.body2} ${styles.goalText}`}>{goal.text}</p>
            </li>
          ))}
        </ul>
      </AnchorSection>

      <AnchorSection id="vision" heading="Unsere Vision">
        <p className={`${text.body1} ${styles.paragraph}`}>
          Wir sehen den Niederrhein als Region, die ihre Energie zu einem großen Teil selbst erzeugt – aus
          Wind und Sonne, aus Abwärme und Erdwärme. Strom-, Wärme- und Wassernetze arbeiten dabei nicht mehr
          nebeneinander, sondern greifen ineinander: Überschüssiger Solarstrom heizt Quartiere, Abwärme aus
          Kläranlagen und Rechenzentren wärmt Schulen, und intelligente Netze bringen Erzeugung und Verbrauch
          in Einklang.
        </p>
        <p className={`${text.body1} ${styles.paragraph}`}>
          Die Wertschöpfung bleibt dabei in der Region. Kommunen sowie Bürgerinnen und Bürger beteiligen sich
          an Wind- und Solarparks, Handwerksbetriebe vor Ort bauen die Anlagen, und die Einnahmen kommen den
          Städten und Gemeinden zugute, in denen die Anlagen stehen.
        </p>
        <blockquote className={styles.quote}>
          <p className={text.body1}>
            „Die Energiewende gelingt nicht in Berlin, sondern in unseren Rathäusern, Quartieren und
            Vereinsheimen. Dort wollen wir der Partner sein, der sie möglich macht.“
          </p>
        </blockquote>
      </AnchorSection>

      <AnchorSection id="leuchtturmprojekt" heading="Leuchtturmprojekt: klimaneutrales Wohnquartier">
        <p className={`${text.body1} ${styles.paragraph}`}>
          Wie ein klimaneutrales Zuhause in der Region aussehen kann, zeigen wir gemeinsam mit einer
          Partnerkommune und einer Wohnungsbaugesellschaft im neuen Wohnquartier „Am Nierspark“. Auf einer
          ehemaligen Gewerbefläche entstehen Mehrfamilienhäuser, Reihenhäuser und eine Kita, die im Betrieb
          kein fossiles Brennstofflager und keinen Gasanschluss mehr brauchen.
        </p>
        <dl className={styles.facts}>
          {LIGHTHOUSE_FACTS.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <p className={text.body1}>
          Die Erfahrungen aus Planung, Förderung und Betrieb stellen wir allen Kommunen im Netzgebiet zur
          Verfügung. Wenn Sie ein ähnliches Vorhaben planen, zeigen wir Ihnen das Quartier gern bei einem
          Vor-Ort-Termin.
        </p>
      </AnchorSection>
    </div>
  );
}

function AnchorSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={styles.section}>
      <h2 id={`${id}-heading`} className={`${text.h2} ${styles.heading}`}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
