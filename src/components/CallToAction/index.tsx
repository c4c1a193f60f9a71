import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

export interface CallToActionLink {
  label: string;
  to: string;
  primary?: boolean;
}

export default function CallToAction({title, text, links}: {title: string; text: string; links: CallToActionLink[]}) {
  return (
    <section className={styles.band}>
      <div className="container">
        <Heading as="h2">{title}</Heading>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>
          {links.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className={`button button--lg ${link.primary ? 'button--primary' : 'button--secondary'}`}>
              {link.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
