import type { Person } from '@kp/contract/access';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { PersonCard } from '../../ui/person-card.tsx';
import surface from '../../ui/surface.module.css';
import { communeResponsibleQuery, lieferstellenContactQuery } from './api.ts';
import shared from './rabatt.module.css';
import styles from './rabatt-contacts.module.css';

/**
 * Who the commune can ask (spec 02 §3): its responsible person at the utility and the Kommunalrabatt team's
 * contact. A call that answers 404 (nobody set) leaves its part out; with neither, the box is left out.
 */
export function RabattContacts({ commune }: { commune: string }) {
  const headingId = useId();
  const responsible = useQuery({
    ...communeResponsibleQuery(commune),
    meta: { silentStatuses: [404] },
  });
  const contact = useQuery(lieferstellenContactQuery());
  const people: Person[] = [];
  if (responsible.data) {
    const { firstName, lastName, email, image } = responsible.data;
    people.push(
      asPerson({
        id: 1,
        firstname: firstName,
        lastname: lastName,
        email,
        customTitle: 'Zuständig für Ihre Kommune',
        // The portrait, not initials, when the person has one (decision 010).
        image: image ? { url: image } : null,
      }),
    );
  }
  if (contact.data) {
    const { firstname, lastname, customTitle, email, phone, image } = contact.data;
    people.push(
      asPerson({
        id: 2,
        firstname,
        lastname,
        email,
        phone,
        customTitle: customTitle || 'Ansprechpartner Kommunalrabatt',
        image: image ? { url: image } : null,
      }),
    );
  }
  if (people.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={`${surface.outlined} ${shared.panel}`}>
      <h2 id={headingId} className={shared.panelHeading}>
        Ihre Ansprechpartner
      </h2>
      <div className={styles.people}>
        {people.map((person) => (
          <PersonCard key={person.id} person={person} />
        ))}
      </div>
    </section>
  );
}

/** The shared contact card takes a Person; these two calls answer the spec's own contact shapes (§3). */
const asPerson = (
  fields: Pick<Person, 'id' | 'firstname' | 'lastname' | 'customTitle'> & Partial<Person>,
): Person => ({
  name: `${fields.firstname} ${fields.lastname}`.trim(),
  email: null,
  phone: null,
  info: null,
  image: null,
  ...fields,
});
