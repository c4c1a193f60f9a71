import type {ApiExample, ApiOperationExamples} from '../../types';
import ApiCodeBlock from '@theme/ApiCodeBlock';
import ApiCodeSamples from '@theme/ApiCodeSamples';

import styles from './styles.module.css';

interface Props {
  operationId: string;
  examples: ApiOperationExamples;
  /** The documented default address, shown in the code samples until the reader sets their own. */
  baseUrl: string;
}

/**
 * One example as a code block; several as a group of radio buttons, one a named example, each
 * followed by its panel: CSS shows the panel of the checked one, so switching needs no script and
 * the arrow keys move between them as in any radio group.
 */
function ExampleSet({examples, id, label}: {examples: ApiExample[]; id: string; label: string}) {
  if (examples.length === 1) return <ApiCodeBlock code={examples[0].value} label={`${label} example`} />;
  return (
    <fieldset className={styles.switcher}>
      <legend className={styles.legend}>Examples of the {label}</legend>
      {examples.map((example, index) => {
        const name = example.name ?? `Example ${index + 1}`;
        return [
          <input
            key={`${name}-input`}
            type="radio"
            className={styles.choice}
            id={`${id}-${index}`}
            name={id}
            defaultChecked={index === 0}
          />,
          <label key={`${name}-label`} htmlFor={`${id}-${index}`} className={styles.choiceLabel}>
            {name}
          </label>,
          <div key={`${name}-panel`} className={styles.panel}>
            {example.summary && <p className={styles.summary}>{example.summary}</p>}
            <ApiCodeBlock code={example.value} label={`${label} example ${name}`} />
          </div>,
        ];
      })}
    </fieldset>
  );
}

export default function ApiExamples({operationId, examples, baseUrl}: Props) {
  return (
    <div className={styles.examples}>
      {(examples.requestBody.length > 0 || examples.responses.length > 0) && <h4>Examples</h4>}
      {examples.requestBody.length > 0 && (
        <>
          <p className={styles.title}>Request body</p>
          <ExampleSet examples={examples.requestBody} id={`${operationId}-request-example`} label="request body" />
        </>
      )}
      {examples.responses.map(({status, examples: responseExamples}) => (
        <details key={status} className={styles.response} open={status.startsWith('2')}>
          <summary>
            Response <span className={styles.status}>{status}</span>
          </summary>
          <ExampleSet
            examples={responseExamples}
            id={`${operationId}-response-${status}-example`}
            label={`${status} response`}
          />
        </details>
      ))}
      <h4>Code samples</h4>
      <ApiCodeSamples operationId={operationId} samples={examples.samples} baseUrl={baseUrl} />
    </div>
  );
}
