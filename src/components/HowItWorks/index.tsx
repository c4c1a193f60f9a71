import type {Step} from '@site/src/data/features';
import styles from './styles.module.css';

/** The template → fields → deployment → cluster flow as an ordered list drawn as a diagram. */
export default function HowItWorks({steps}: {steps: Step[]}) {
  return (
    <ol className={styles.flow}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <strong className={styles.title}>{step.title}</strong>
          <span className={styles.text}>{step.text}</span>
        </li>
      ))}
    </ol>
  );
}
