import { type DemoImage, image } from './media.ts';

export interface DemoFaqEntry {
  titel: string;
  /** Markdown. */
  text: string;
  image?: DemoImage;
}

/** The FAQ page's accordion, in display order. */
export const DEMO_FAQ: readonly DemoFaqEntry[] = [
  {
    titel: 'Wer kann das Kommunalportal nutzen?',
    text: `Das Portal richtet sich an Beschäftigte der 18 Partnerkommunen der NEW – von der Bürgermeisterin über die Kämmerei bis zum Bauamt – sowie an Mitarbeitende der NEW-Gruppe. Lehrkräfte und Schulen nutzen den Bereich **Bildungsportal**.

Die Anmeldung erfolgt über das Single Sign-on der NEW. Neue Konten werden nach einer kurzen Prüfung freigeschaltet.`,
  },
  {
    titel: 'Warum muss mein Konto freigeschaltet werden?',
    text: `Im Portal stehen Informationen, die nur für Ihre Kommune bestimmt sind, etwa Verträge, Lieferstellen und Konzessionsabgaben. Deshalb prüfen wir bei jeder Registrierung, ob Sie zu einer Partnerkommune gehören und welche Rolle Sie dort haben.

Die Freischaltung dauert in der Regel ein bis zwei Werktage. Sie erhalten eine E-Mail, sobald Ihr Konto aktiv ist.`,
    image: image('checklist', 'Nach der Registrierung prüft die NEW Kommune und Rolle.'),
  },
  {
    titel: 'Ich warte seit mehreren Tagen auf die Freischaltung. Was kann ich tun?',
    text: `Prüfen Sie bitte zuerst Ihren Spam-Ordner. Ist dort keine Nachricht, wenden Sie sich an Ihre Kommunalbetreuung – die Kontaktdaten finden Sie auf dieser Seite rechts. Häufige Ursache ist eine private E-Mail-Adresse: Bitte registrieren Sie sich mit Ihrer dienstlichen Adresse.`,
  },
  {
    titel: 'Was ist der Kommunalrabatt?',
    text: `Nach der Konzessionsabgabenverordnung erhalten Kommunen für ihren Eigenverbrauch in Niederspannung einen Preisnachlass von bis zu 10 Prozent auf den Rechnungsbetrag. Die NEW gewährt diesen Kommunalrabatt auf alle berechtigten Lieferstellen.

Welche Lieferstellen berücksichtigt sind, sehen Sie im Bereich **Lieferstellen**. Fehlt eine Lieferstelle, können Sie dort eine Änderung melden.`,
  },
  {
    titel: 'Warum sehe ich den Bereich Lieferstellen oder Vertragsübersicht nicht?',
    text: `Einige Bereiche werden je nach Rolle und Kommune freigeschaltet. Die Vertragsübersicht sehen zum Beispiel Mitarbeitende der NEW und die Kämmereien, für die der Bereich aktiviert wurde. Wenn Sie einen Bereich benötigen, sprechen Sie Ihre Kommunalbetreuung an.`,
  },
  {
    titel: 'Woher stammen die Verbrauchsdaten im Portal?',
    text: `Die Verbrauchsdaten stammen aus den Abrechnungs- und Netzdaten der NEW. Sie werden für Ihre Kommune aggregiert und nach Sektoren aufgeteilt, sodass keine Rückschlüsse auf einzelne Haushalte oder Unternehmen möglich sind.

Die Daten werden einmal im Jahr für das Vorjahr aktualisiert, in der Regel bis Ende April.`,
  },
  {
    titel: 'Darf ich die Daten aus dem Portal weitergeben?',
    text: `Verbrauchsdaten und Auswertungen dürfen Sie für Ihre Verwaltungsarbeit, Ratsvorlagen und Klimaschutzberichte verwenden. Bitte nennen Sie dabei die NEW als Quelle.

Vertragsunterlagen, Lieferstellenlisten und Konzessionsdokumente sind nur für den internen Gebrauch bestimmt.`,
  },
  {
    titel: 'Wie schützt die NEW meine persönlichen Daten?',
    text: `Wir speichern nur die Daten, die für Ihr Konto nötig sind: Name, dienstliche E-Mail-Adresse, Kommune und Rolle. Für die Verbesserung des Portals erfassen wir anonyme Nutzungsstatistiken, wenn Sie im Cookie-Hinweis zugestimmt haben.

Details finden Sie in der Datenschutzerklärung, die im Fußbereich jeder Seite verlinkt ist.`,
  },
  {
    titel: 'Wer ist meine Ansprechperson bei der NEW?',
    text: `Jede Partnerkommune hat eine **Kommunalbetreuung** und eine **Regionalleitung**. Beide sehen Sie oben rechts im Portal neben dem Suchfeld. Für Fachthemen wie Netzanschlüsse, Wärmeplanung oder Straßenbeleuchtung finden Sie auf jeder Fachbereichsseite die zuständigen Expertinnen und Experten.`,
    image: image('meeting', 'Kommunalbetreuung und Fachleute der NEW im Gespräch mit einer Verwaltung.'),
  },
  {
    titel: 'Wie erfahre ich von neuen Inhalten?',
    text: `Über das Glockensymbol sehen Sie alle Neuigkeiten seit Ihrem letzten Besuch. In den **Benachrichtigungseinstellungen** legen Sie fest, über welche Themen Sie informiert werden möchten, und können zusätzlich den E-Mail-Service aktivieren.`,
  },
  {
    titel: 'Wie finde ich passende Fördermittel?',
    text: `Im Bereich **Fördermöglichkeiten** sind aktuelle Förderprogramme von Bund, Land und EU mit Fristen, Fördergegenständen und Ansprechpersonen zusammengestellt. Filtern Sie nach Themen wie Wärme, E-Mobilität oder Wasser und sortieren Sie nach Fristende.

Die Fördermittelberatung der NEW unterstützt Sie auch bei der Antragstellung.`,
  },
  {
    titel: 'Wo finde ich aktuelle Baustellen der NEW?',
    text: `Die Karte **Bauprojekte** zeigt alle größeren Baumaßnahmen der NEW-Gruppe in Ihrer Region – mit Sparte, Straße und Zeitraum. Für Fragen zu einer Baustelle wenden Sie sich an die Ansprechperson des jeweiligen Fachbereichs.`,
  },
  {
    titel: 'Kann ich meine Kommune oder Rolle ändern?',
    text: `Wenn Sie die Kommune wechseln oder eine neue Aufgabe übernehmen, melden Sie sich bitte bei Ihrer Kommunalbetreuung. Wir passen Ihr Konto an und schalten die passenden Bereiche frei.`,
  },
  {
    titel: 'Was ist das Bildungsportal?',
    text: `Im Bildungsportal stellt die NEW Unterrichtsmaterialien zu Energie, Wasser und Klimaschutz bereit, bietet Führungen durch Wasserwerke an und informiert über Sponsoring für Schulen. Lehrkräfte registrieren sich mit der Rolle *Bildungswesen*.`,
  },
  {
    titel: 'Ich habe einen Fehler im Portal gefunden. Wem melde ich ihn?',
    text: `Vielen Dank für Ihre Hilfe! Bitte schreiben Sie eine kurze Nachricht an Ihre Kommunalbetreuung mit der Seite, auf der der Fehler auftritt, und – wenn möglich – einem Bildschirmfoto. Wir kümmern uns schnellstmöglich darum.`,
  },
];
