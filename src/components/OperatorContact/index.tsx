import {site, type Operator} from '@site/src/data/site';

import styles from './styles.module.css';

/**
 * The contact details the website's operator publishes, from `site.operator`: name, postal address,
 * e-mail and phone, each only when it is set. The legal disclosure and the privacy policy both show
 * this block, so they cannot name different details.
 */
export default function OperatorContact({operator = site.operator}: {operator?: Operator}) {
  return (
    <address className={styles.address} data-operator-contact>
      <strong>{operator.name}</strong>
      {operator.address.map((line) => (
        <span key={line}>
          <br />
          {line}
        </span>
      ))}
      <br />
      E-mail: <a href={`mailto:${operator.email}`}>{operator.email}</a>
      {operator.phone && (
        <>
          <br />
          Phone: <a href={`tel:${operator.phone.replace(/[^\d+]/g, '')}`}>{operator.phone}</a>
        </>
      )}
    </address>
  );
}
