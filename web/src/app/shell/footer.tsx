import { APP_VERSION, COPYRIGHT_YEAR, ROUTES } from '@kp/contract/shell';
import { Link as RouterLink, useLocation } from 'react-router';
import iconButton from '../../ui/icon-button.module.css';
import { FacebookIcon, InstagramIcon, LinkedInIcon, YouTubeIcon } from '../../ui/icons.tsx';
import link from '../../ui/link.module.css';
import text from '../../ui/type.module.css';
import styles from './footer.module.css';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

const LEGAL_LINKS = [
  { label: 'Impressum', href: 'https://www.new.de/impressum' },
  { label: 'Datenschutz', href: 'https://www.new.de/datenschutz' },
];

const SOCIAL_LINKS = [
  { label: 'NEW bei Facebook', href: 'https://www.facebook.com/NEW.Energie', Icon: FacebookIcon },
  { label: 'NEW bei Instagram', href: 'https://www.instagram.com/new_energie', Icon: InstagramIcon },
  { label: 'NEW bei LinkedIn', href: 'https://www.linkedin.com/company/new-ag', Icon: LinkedInIcon },
  { label: 'NEW bei YouTube', href: 'https://www.youtube.com/@NEWEnergie', Icon: YouTubeIcon },
];

const legalLink = `${link.link} ${text.body2}`;
// The small icon button's look on a link (MUI's IconButton with href).
const socialLink = `${iconButton.button} ${iconButton.small} ${iconButton.default}`;

/**
 * Footer for signed-in users (spec 01 §2): copyright, imprint, privacy, the accessibility statement, four
 * social links, version.
 */
export function Footer() {
  const { pathname } = useLocation();
  return (
    <footer className={styles.footer}>
      <p className={text.body2}>© {COPYRIGHT_YEAR} NEW</p>
      <ul className={styles.legal}>
        {LEGAL_LINKS.map(({ label, href }) => (
          <li key={href}>
            <a className={legalLink} href={href} {...NEW_TAB}>
              {label}
            </a>
          </li>
        ))}
        <li>
          {/* The page the person is on goes along, so a barrier report can name it. */}
          <RouterLink className={legalLink} to={ROUTES.barrierefreiheit} state={{ from: pathname }}>
            Barrierefreiheit
          </RouterLink>
        </li>
      </ul>
      <ul aria-label="NEW in sozialen Netzwerken" className={styles.social}>
        {SOCIAL_LINKS.map(({ label, href, Icon }) => (
          <li key={href}>
            <a className={socialLink} href={href} aria-label={`${label} (öffnet in neuem Tab)`} {...NEW_TAB}>
              <Icon size="small" />
            </a>
          </li>
        ))}
      </ul>
      <span className={`${text.caption} ${text.secondary} ${styles.version}`}>Version {APP_VERSION}</span>
    </footer>
  );
}
