import {comparedTools, comparisonRows, ourColumn, toolName} from '@site/src/data/comparison';
import styles from './styles.module.css';

export default function ComparisonTable() {
  return (
    <div className={styles.scroller} role="region" aria-labelledby="comparison-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="comparison-caption">What each approach does on its own</caption>
        <thead>
          <tr>
            <th scope="col">Question</th>
            {comparedTools.map((tool) => (
              <th key={tool} scope="col" className={tool === ourColumn ? styles.ours : undefined}>
                {toolName(tool)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {comparisonRows.map((row) => (
            <tr key={row.criterion}>
              <th scope="row">{row.criterion}</th>
              {comparedTools.map((tool) => (
                <td key={tool} className={tool === ourColumn ? styles.ours : undefined}>
                  {row.cells[tool]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
